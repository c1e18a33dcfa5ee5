// How donors pay, read from the Donate section's description: the fields marked payment (and all of
// a group so marked; a text once per language), and what a new version changes of them.
import { describe, expect, test } from 'vitest';
import { paymentChanges, paymentValues } from '../../shared/siteContent/values.ts';

const donate = {
  mobileMoneyNumber: '+250 788 000 000',
  mobileMoneyCode: '123456',
  bank: { key: 'b', bankName: 'Bank of Kigali', accountName: 'BCF', accountNumber: '000-111', swift: 'BKIGRWRW' },
  hours: { en: 'Mondays', rw: '', fr: '' },
  mtnDial: '',
};

describe('payment destinations', () => {
  test('are the number, the code, every bank detail, the hours in each language and both dial strings, in form order, a missing one read as empty', () => {
    expect(paymentValues('donate', donate).map(({ path, label, value }) => [path, label, value])).toEqual([
      ['mobileMoneyNumber', 'Mobile money number', '+250 788 000 000'],
      ['mobileMoneyCode', 'Mobile money code', '123456'],
      ['bank.bankName', 'Bank › Bank name', 'Bank of Kigali'],
      ['bank.accountName', 'Bank › Account name', 'BCF'],
      ['bank.accountNumber', 'Bank › Account number', '000-111'],
      ['bank.swift', 'Bank › SWIFT', 'BKIGRWRW'],
      ['hours.rw', 'Hours (Ikinyarwanda)', ''],
      ['hours.en', 'Hours (English)', 'Mondays'],
      ['hours.fr', 'Hours (Français)', ''],
      ['mtnDial', 'MTN Mobile Money dial string', ''],
      ['airtelDial', 'Airtel Money dial string', ''],
    ]);
    expect(paymentValues('faq', { items: [] })).toEqual([]);
  });

  test('a change names each payment field that differs (a text by its language), with its old and new value; the form line or an empty field written out are none', () => {
    expect(paymentChanges('donate', donate, { ...donate, formLine: { en: 'Give here', rw: '', fr: '' }, airtelDial: '' })).toEqual([]);
    expect(
      paymentChanges('donate', donate, {
        ...donate,
        bank: { ...donate.bank, accountNumber: '999-666' },
        hours: { en: 'Mondays', rw: 'Ku wa Mbere', fr: '' },
        airtelDial: '*500*{code}#',
      }),
    ).toEqual([
      { path: 'bank.accountNumber', label: 'Bank › Account number', from: '000-111', to: '999-666' },
      { path: 'hours.rw', label: 'Hours (Ikinyarwanda)', from: '', to: 'Ku wa Mbere' },
      { path: 'airtelDial', label: 'Airtel Money dial string', from: '', to: '*500*{code}#' },
    ]);
  });
});
