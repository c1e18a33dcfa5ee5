import { describe, expect, test } from 'vitest';
import { FORM_DIALOG_TEXTS, placeRefusal } from '../../../src/pages/admin/giving/FormDialog.tsx';

const values = { amountRwf: 10_000 as number | '', date: '2026-11-27', title: { en: 'Fees', rw: '' } };

/** Where one refusal goes: [field, message] beside a field, or the text above the buttons. */
function placed(error: unknown) {
  const beside: [string, string][] = [];
  const above: string[] = [];
  placeRefusal(error, { values, setFieldError: (field, message) => beside.push([field, message]) }, (text) => above.push(text));
  return { beside, above };
}

describe('a refused save', () => {
  test('goes beside the field the server names, when the form has it, whatever its value', () => {
    expect(placed({ code: 'BAD_USER_INPUT', message: 'Give the date the money arrived.', field: 'date' })).toEqual({
      beside: [['date', 'Give the date the money arrived.']],
      above: [],
    });
    expect(placed({ code: 'BAD_USER_INPUT', message: 'Too much.', field: 'amountRwf' }).beside).toEqual([['amountRwf', 'Too much.']]);
  });

  test('goes above the buttons when the field is not one of the form’s, is a group of fields, or is not named', () => {
    expect(placed({ code: 'BAD_USER_INPUT', message: 'That gift is no longer a pledge.', field: 'id' })).toEqual({ beside: [], above: ['That gift is no longer a pledge.'] });
    expect(placed({ code: 'BAD_USER_INPUT', message: 'An English title, please.', field: 'title' })).toEqual({ beside: [], above: ['An English title, please.'] });
    expect(placed({ code: 'FORBIDDEN', message: 'Not yours.' })).toEqual({ beside: [], above: ['Not yours.'] });
    for (const field of ['__proto__', 'constructor', 'toString', 'date.length', ''])
      expect(placed({ code: 'BAD_USER_INPUT', message: 'Odd.', field }), field).toEqual({ beside: [], above: ['Odd.'] });
  });

  test('without words of its own says the general refusal', () => {
    expect(placed(undefined)).toEqual({ beside: [], above: [FORM_DIALOG_TEXTS.failed] });
    expect(placed({ code: 'X', message: '', field: 'date' }).beside).toEqual([['date', FORM_DIALOG_TEXTS.failed]]);
  });
});
