// Giving (server/giving/): pledges with a reference and instructions, checked and limited; staff
// mark them received with receipt numbers in order, record, cancel, erase and export; campaigns
// count only received gifts; e-mails go through a real SMTP server on 127.0.0.1.
import { rmSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFERENCE_PATTERN } from '../../../shared/giving.ts';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { PASSWORD_CHECK_DURATION } from '../../../shared/twoFactor.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { databasesOf } from '../../kit/databases.ts';
import { STALE_PASSWORD_CHECK_SECONDS } from '../../kit/settings.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import {
  CAMPAIGNS,
  CANCEL_GIFT,
  ERASE_DONOR,
  GIFTS,
  GIFTS_CSV,
  GIFT_TOTALS,
  MARK_RECEIVED,
  OPEN_CAMPAIGNS,
  PLEDGE,
  RECORD_GIFT,
  SAVE_CAMPAIGN,
  type GiftAnswer,
} from './documents.ts';
import { errorCode } from '../../kit/graphql.ts';
import { withMailServer } from '../../kit/withServer.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe.each(databasesOf(import.meta.url))('giving on $name', (kind) => {
  const distDir = standInSite();
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir, trustProxy: 1 });
  let token: string;
  /** Each test's pledges from an address of its own: the hourly limit per address stays out of the way. */
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

  beforeAll(async () => {
    token = await server.login();
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
  });

  const pledge = (input: Record<string, unknown>, language?: string, headers = from()) =>
    server.gql<{ pledgeGift: { reference: string; emailed: boolean; instructions: Record<string, unknown> } }>(PLEDGE, { input, ...(language ? { language } : {}) }, { headers });
  const gifts = async (variables: Record<string, unknown> = {}) => (await server.gql<{ gifts: { total: number; items: GiftAnswer[] } }>(GIFTS, variables, token)).data!.gifts;
  const byReference = async (reference: string) => (await gifts({ search: reference })).items[0]!;
  async function mailTo(email: string, nth = 0): Promise<ParsedMail> {
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBeGreaterThan(nth);
    return smtp.to(email)[nth]!.mail;
  }

  test('a pledge by MTN Mobile Money gets a reference, the number, the code and a dial link; nothing else is asked', async () => {
    const answer = await pledge({ amount: 10_000, way: 'MTN_MOMO' });
    expect(answer.errors).toBeUndefined();
    const { reference, instructions, emailed } = answer.data!.pledgeGift;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(emailed).toBe(false);
    expect(instructions).toMatchObject({ kind: 'mobileMoney', number: '+250 7XX XXX XXX', code: 'XXXXXX', dial: null });
    const gift = await byReference(reference);
    expect(gift).toMatchObject({ status: 'PLEDGED', amount: 10_000, currency: 'RWF', way: 'MTN_MOMO', donorName: '', receiptNumber: null });
  });

  test('a digits-only code makes a tel: link with # written %23; bank and cash get their own instructions', async () => {
    const section = (await server.gql<{ siteSection: { version: number; published: string } }>('query { siteSection(section: "donate") { version published } }', {}, token)).data!.siteSection;
    const content = { ...(JSON.parse(section.published) as Record<string, unknown>), mobileMoneyCode: '123456' };
    const published = await server.gql(
      'mutation ($content: String!, $version: Int!) { publishSiteSection(section: "donate", content: $content, version: $version) { version } }',
      { content: JSON.stringify(content), version: section.version },
      token,
    );
    expect(published.errors).toBeUndefined();
    const momo = (await pledge({ amount: 5_000, way: 'MTN_MOMO' })).data!.pledgeGift.instructions;
    expect(momo.dial).toBe('tel:*182*8*1*123456%23');
    expect((await pledge({ amount: 5_000, way: 'AIRTEL_MONEY' })).data!.pledgeGift.instructions.dial).toBeNull();
    expect((await pledge({ amount: 50, currency: 'USD', way: 'BANK_TRANSFER' })).data!.pledgeGift.instructions).toMatchObject({ kind: 'bank', details: [] });
    expect((await pledge({ amount: 5_000, way: 'CASH' })).data!.pledgeGift.instructions).toMatchObject({ kind: 'cash', hours: 'Monday to Friday, 8am to 5pm (Kigali time)' });
  });

  test('staff set the dial strings in the Donate content: an empty MTN one is the usual *182*8*1*{code}#, Airtel gets one once set, and anything but a USSD string is refused', async () => {
    const publish = async (changes: Record<string, unknown>) => {
      const section = (await server.gql<{ siteSection: { version: number; published: string } }>('query { siteSection(section: "donate") { version published } }', {}, token)).data!.siteSection;
      const content = { ...(JSON.parse(section.published) as Record<string, unknown>), mobileMoneyCode: '123456', ...changes };
      return server.gql(
        'mutation ($content: String!, $version: Int!) { publishSiteSection(section: "donate", content: $content, version: $version) { version } }',
        { content: JSON.stringify(content), version: section.version },
        token,
      );
    };
    expect((await publish({ mtnDial: '', airtelDial: '*500*{code}#' })).errors).toBeUndefined();
    expect((await pledge({ amount: 5_000, way: 'MTN_MOMO' })).data!.pledgeGift.instructions.dial).toBe('tel:*182*8*1*123456%23');
    expect((await pledge({ amount: 5_000, way: 'AIRTEL_MONEY' })).data!.pledgeGift.instructions.dial).toBe('tel:*500*123456%23');
    expect((await publish({ mtnDial: '*182*1*1*{code}#' })).errors).toBeUndefined();
    expect((await pledge({ amount: 5_000, way: 'MTN_MOMO' })).data!.pledgeGift.instructions.dial).toBe('tel:*182*1*1*123456%23');
    for (const bad of ['tel:*182#', '*182*8*1#', 'javascript:alert(1)//{code}', '*182*{code}*{code}#', '<b>{code}</b>']) {
      const refused = await publish({ mtnDial: bad });
      expect(errorCode(refused), bad).toBe('BAD_USER_INPUT');
    }
    expect((await pledge({ amount: 5_000, way: 'MTN_MOMO' })).data!.pledgeGift.instructions.dial).toBe('tel:*182*1*1*123456%23');
    expect((await publish({ mtnDial: '', airtelDial: '' })).errors).toBeUndefined();
  });

  test('bad input is refused with a clear message and stores nothing', async () => {
    // The notice of the payment details changed above goes out first: its row is not this test's.
    await server.mailSettled();
    const before = await server.fingerprint();
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: 99, way: 'CASH' }, 'The smallest gift is 100 RWF'],
      [{ amount: 10_000_001, way: 'CASH' }, 'The largest gift is 10,000,000 RWF'],
      [{ amount: 0, currency: 'USD', way: 'CASH' }, 'The smallest gift is 1 USD'],
      [{ amount: 10_001, currency: 'EUR', way: 'CASH' }, 'The largest gift is 10,000 EUR'],
      [{ amount: 5_000, way: 'CASH', email: 'not-an-address' }, 'Enter a valid e-mail address'],
      [{ amount: 5_000, way: 'CASH', phone: '<script>' }, 'Enter a phone number: digits, spaces and + only'],
      [{ amount: 5_000, way: 'CASH', name: 'x'.repeat(101) }, 'A name has at most 100 characters'],
      [{ amount: 5_000, way: 'CASH', campaignId: 'no-such-campaign' }, 'This campaign is not open'],
    ];
    for (const [input, message] of refusals) {
      const answer = await pledge(input);
      expect(answer.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    }
    // Decimals, text and unknown ways or currencies are not even GraphQL.
    for (const input of [{ amount: 5000.5, way: 'CASH' }, { amount: '5000', way: 'CASH' }, { amount: 5_000, way: 'PAYPAL' }, { amount: 5_000, currency: 'GBP', way: 'CASH' }]) {
      const answer = await pledge(input);
      expect(answer.errors?.length, JSON.stringify(input)).toBeGreaterThan(0);
    }
    expect(await server.fingerprint()).toEqual(before);
  });

  test('pledges from one address are limited per hour (SUBSCRIBE_LIMIT_PER_HOUR), apart from subscriptions', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const limit = server.app.config.subscribeLimitPerHour;
    for (let i = 0; i < limit; i++) expect((await pledge({ amount: 1_000, way: 'CASH' }, undefined, headers)).errors).toBeUndefined();
    const refused = await pledge({ amount: 1_000, way: 'CASH' }, undefined, headers);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    const subscribed = await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'limit-apart@example.rw' } }, { headers });
    expect(subscribed.errors).toBeUndefined();
  });

  test('with an e-mail address the instructions arrive in the page’s language; a mailbox gets at most 3 a day, and nothing is stored past it', async () => {
    const email = 'Donor.Rw@Example.rw';
    const first = await pledge({ amount: 10_000, way: 'MTN_MOMO', email, name: HOSTILE }, 'rw');
    expect(first.errors).toBeUndefined();
    expect(first.data!.pledgeGift.emailed).toBe(true);
    const mail = await mailTo('donor.rw@example.rw');
    const reference = first.data!.pledgeGift.reference;
    expect(mail.subject).toBe(`Impano yawe kuri Build Career Foundation: nimero ikuranga ${reference}`);
    expect(words(mail.text)).toContain(`Nimero iranga impano yawe ni ${reference}.`);
    expect(words(mail.text)).toContain('wandike nimero ikuranga mu butumwa bwo kwishyura');
    expect(String(mail.html)).not.toContain('<img src=x');
    // The same mailbox, however written, twice more: then refused, and the refused pledge is not kept.
    expect((await pledge({ amount: 1_000, way: 'CASH', email: 'donor.rw@example.rw' })).errors).toBeUndefined();
    expect((await pledge({ amount: 1_000, way: 'CASH', email: 'DONOR.RW@example.rw' })).errors).toBeUndefined();
    const total = (await gifts({ search: 'donor.rw@example.rw' })).total;
    const over = await pledge({ amount: 1_000, way: 'CASH', email: 'donor.rw@example.rw' });
    expect(errorCode(over)).toBe('RATE_LIMITED');
    expect((await gifts({ search: 'donor.rw@example.rw' })).total).toBe(total);
  });

  test('marked received: the next receipt number of the year, no gap, no repeat, and the donor’s receipt in their language with a link only to that gift', async () => {
    const references = [];
    for (let i = 0; i < 4; i++) references.push((await pledge({ amount: 20_000, way: 'BANK_TRANSFER', email: `receipt-${i}@example.fr` }, 'fr')).data!.pledgeGift.reference);
    const ids = await Promise.all(references.map(async (reference) => (await byReference(reference)).id));
    const year = kigaliToday().slice(0, 4);
    const existing = (await gifts({ status: 'RECEIVED' })).total;
    // All at once: each takes its own number.
    const received = await Promise.all(ids.map((id, i) => server.gql<{ markGiftReceived: GiftAnswer }>(MARK_RECEIVED, { id, input: { amountRwf: 20_000 + i, transactionId: `TX-${i}` } }, token)));
    const numbers = received.map((answer) => answer.data!.markGiftReceived.receiptNumber!).sort();
    expect(numbers).toEqual([1, 2, 3, 4].map((n) => `BCF-${year}-${String(existing + n).padStart(4, '0')}`));
    // Twice is refused.
    expect((await server.gql(MARK_RECEIVED, { id: ids[0], input: { amountRwf: 1 } }, token)).errors?.[0]?.message).toBe('Only a pledge can be marked received or cancelled');

    // The pledge's instructions and the receipt, in whichever order the outbox sent them.
    await mailTo('receipt-0@example.fr', 1);
    const receipt = smtp.to('receipt-0@example.fr').map((message) => message.mail).find((mail) => mail.subject?.startsWith('Votre reçu'))!;
    const gift = received[0]!.data!.markGiftReceived;
    expect(receipt.subject).toBe(`Votre reçu ${gift.receiptNumber} de la Build Career Foundation`);
    expect(words(receipt.text)).toContain(`Numéro de reçu: ${gift.receiptNumber}`);
    expect(words(receipt.text)).toContain('Montant: RWF 20');
    expect(words(receipt.text)).toContain(`Référence du don: ${gift.reference}`);
    const link = /https?:\/\/\S+\/receipt\/[^\s)\]]+/.exec(receipt.text ?? '')![0];
    const page = await server.request(new URL(link).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(gift.receiptNumber);
    expect(html).toContain('Build Career Foundation');
    expect(html).not.toContain(received[1]!.data!.markGiftReceived.receiptNumber!);
    // A forged or altered link shows nothing.
    const [id, signature] = new URL(link).pathname.slice('/receipt/'.length).split('.');
    expect((await server.request(`/receipt/${ids[1]}.${signature}`)).status).toBe(404);
    expect((await server.request(`/receipt/${id}.${'A'.repeat(32)}`)).status).toBe(404);
  });

  test('bad received amounts and dates are refused; a cancelled pledge cannot be received', async () => {
    const { id } = await byReference((await pledge({ amount: 3_000, way: 'CASH' })).data!.pledgeGift.reference);
    for (const input of [
      { amountRwf: 0 },
      { amountRwf: 1_000, date: '2999-01-01' },
      { amountRwf: 1_000, date: '2026-02-30' },
      { amountRwf: 1_000, date: '0000-01-01' },
      { amountRwf: 1_000, date: '1999-12-31' },
      { amountRwf: 1_000, transactionId: 'x'.repeat(101) },
    ]) {
      expect(errorCode(await server.gql(MARK_RECEIVED, { id, input }, token)), JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    const cancelled = await server.gql<{ cancelGift: GiftAnswer }>(CANCEL_GIFT, { id }, token);
    expect(cancelled.data!.cancelGift.status).toBe('CANCELLED');
    expect((await server.gql(MARK_RECEIVED, { id, input: { amountRwf: 3_000 } }, token)).errors?.[0]?.message).toBe('Only a pledge can be marked received or cancelled');
  });

  test('a gift without a pledge is recorded received; erasing its donor keeps amount, dates and receipt', async () => {
    const recorded = await server.gql<{ recordGift: GiftAnswer }>(
      RECORD_GIFT,
      { input: { amount: 100, currency: 'USD', way: 'CASH', name: 'Walk-in donor', phone: '+250 788 123 456', amountRwf: 130_000, date: '2026-01-05' } },
      token,
    );
    expect(recorded.errors).toBeUndefined();
    const gift = recorded.data!.recordGift;
    expect(gift).toMatchObject({ status: 'RECEIVED', receivedRwf: 130_000, receivedOn: '2026-01-05' });
    expect(gift.receiptNumber).toMatch(/^BCF-2026-\d{4}$/);
    const erased = (await server.gql<{ eraseDonor: GiftAnswer }>(ERASE_DONOR, { id: gift.id }, token)).data!.eraseDonor;
    expect(erased).toMatchObject({ donorName: 'erased', donorEmail: 'erased', donorPhone: 'erased', erased: true, receivedRwf: 130_000, receiptNumber: gift.receiptNumber, reference: gift.reference });
    // The activity log names the gift and what was done, and kept no copy of the donor.
    const logged = await server.services.db.query<{ action: string; target: string; row: string }>(
      'SELECT action, target, a::text AS row FROM audit_log a WHERE target = $1 ORDER BY id',
      [gift.id],
    );
    expect(logged.map((entry) => entry.action)).toEqual(['gift.recorded', 'gift.donor_erased']);
    const everything = (await server.services.db.query<{ row: string }>('SELECT a::text AS row FROM audit_log a')).map((entry) => entry.row).join('\n');
    expect(everything).not.toContain('Walk-in donor');
    expect(everything).not.toContain('788 123 456');
  });

  test('a gift recorded to a campaign that does not exist is refused and stores nothing', async () => {
    // What a recorded gift writes (the outbox is left out: the mail worker may still be sending an earlier test's receipts).
    const written = async () => {
      const all = await server.fingerprint();
      return [all.gifts, all.receipt_numbers, all.campaigns];
    };
    const before = await written();
    expect(before.every((hash) => typeof hash === 'string')).toBe(true);
    for (const campaignId of ['no-such-campaign', '00000000-0000-0000-0000-000000000000', "' OR 1=1 --"]) {
      const refused = await server.gql(RECORD_GIFT, { input: { amount: 5_000, way: 'CASH', campaignId, amountRwf: 5_000 } }, token);
      expect(refused.errors?.[0]?.message, campaignId).toBe('Campaign not found');
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    }
    expect(await written()).toEqual(before);
  });

  test('the table filters and searches; the totals count received gifts; the CSV is formula-safe', async () => {
    const reference = (await pledge({ amount: 7_000, way: 'AIRTEL_MONEY', name: '=HYPERLINK("http://evil")', phone: '+250 788 999 000' })).data!.pledgeGift.reference;
    const found = await gifts({ search: '788 999' });
    expect(found.items.map((gift) => gift.reference)).toEqual([reference]);
    expect((await gifts({ way: 'AIRTEL_MONEY', status: 'PLEDGED' })).items.every((gift) => gift.way === 'AIRTEL_MONEY' && gift.status === 'PLEDGED')).toBe(true);
    expect(errorCode(await server.gql(GIFTS, { limit: 101 }, token))).toBe('BAD_USER_INPUT');
    const totals = (await server.gql<{ giftTotals: { monthRwf: number; yearRwf: number } }>(GIFT_TOTALS, {}, token)).data!.giftTotals;
    const received = (await gifts({ status: 'RECEIVED', limit: 100 })).items;
    const thisYear = kigaliToday().slice(0, 4);
    expect(totals.yearRwf).toBe(received.filter((gift) => gift.receivedOn!.startsWith(thisYear)).reduce((sum, gift) => sum + gift.receivedRwf!, 0));
    const csv = (await server.gql<{ giftsCsv: string }>(GIFTS_CSV, { search: reference }, token)).data!.giftsCsv;
    expect(csv.split('\r\n')[0]).toBe('"date","reference","status","amount","currency","way","campaign","name","email","phone","received_rwf","received_on","transaction_id","receipt"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  test('the table’s search is at most 200 characters, as every admin table’s, and its window the shared one', async () => {
    const tooLong = await server.gql(GIFTS, { search: 'x'.repeat(201) }, token);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    expect(tooLong.errors?.[0]?.message).toBe('search must be at most 200 characters');
    expect((await gifts({ search: 'x'.repeat(200) })).items).toEqual([]);
    expect((await server.gql(GIFTS, { offset: -1 }, token)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
    expect((await server.gql(GIFTS, { limit: 0 }, token)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  test('totals past 32 bits are answered whole: three gifts of 1,000,000,000 RWF in a campaign', async () => {
    const campaign = await server.gql<{ saveCampaign: { id: string } }>(
      SAVE_CAMPAIGN,
      { input: { title: '{"en":"Big"}', description: '{}', goalRwf: 1_000_000_000, startsOn: '2026-01-01', endsOn: '2099-12-31' } },
      token,
    );
    const campaignId = campaign.data!.saveCampaign.id;
    for (let i = 0; i < 3; i++) {
      const recorded = await server.gql(RECORD_GIFT, { input: { amount: 5_000_000, way: 'BANK_TRANSFER', campaignId, amountRwf: 1_000_000_000 } }, token);
      expect(recorded.errors).toBeUndefined();
    }
    const open = await server.gql<{ openCampaigns: { id: string; receivedRwf: number }[] }>(OPEN_CAMPAIGNS, {});
    expect(open.errors).toBeUndefined();
    expect(open.data!.openCampaigns.find((one) => one.id === campaignId)!.receivedRwf).toBe(3_000_000_000);
    const totals = await server.gql<{ giftTotals: { yearRwf: number; campaigns: { campaignId: string; receivedRwf: number }[] } }>(GIFT_TOTALS, {}, token);
    expect(totals.errors).toBeUndefined();
    expect(totals.data!.giftTotals.yearRwf).toBeGreaterThanOrEqual(3_000_000_000);
    expect(totals.data!.giftTotals.campaigns.find((one) => one.campaignId === campaignId)!.receivedRwf).toBe(3_000_000_000);
  });

  test('a campaign counts only received gifts, shows while open, and stops taking pledges when it ends', async () => {
    const today = kigaliToday();
    const saved = await server.gql<{ saveCampaign: { id: string } }>(
      SAVE_CAMPAIGN,
      { input: { title: JSON.stringify({ en: 'School fees 2027', fr: 'Frais scolaires 2027' }), description: JSON.stringify({ en: HOSTILE }), goalRwf: 3_000_000, startsOn: '2026-01-01', endsOn: '2099-12-31' } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const campaignId = saved.data!.saveCampaign.id;
    const pledged = (await pledge({ amount: 40_000, way: 'CASH', campaignId })).data!.pledgeGift.reference;
    const received = (await pledge({ amount: 60_000, way: 'CASH', campaignId })).data!.pledgeGift.reference;
    await server.gql(MARK_RECEIVED, { id: (await byReference(received)).id, input: { amountRwf: 60_000 } }, token);
    const open = (await server.gql<{ openCampaigns: { id: string; title: string; description: string; receivedRwf: number; gifts: number; daysLeft: number }[] }>(OPEN_CAMPAIGNS, { language: 'fr' })).data!.openCampaigns;
    const shown = open.find((campaign) => campaign.id === campaignId)!;
    expect(shown).toMatchObject({ title: 'Frais scolaires 2027', description: HOSTILE, receivedRwf: 60_000, gifts: 1 });
    expect(shown.daysLeft).toBeGreaterThan(0);
    expect((await byReference(pledged)).status).toBe('PLEDGED');
    // Ended yesterday: not shown, and no pledge for it.
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const ended = await server.gql<{ saveCampaign: { id: string } }>(
      SAVE_CAMPAIGN,
      { id: campaignId, input: { title: JSON.stringify({ en: 'School fees 2027' }), description: '{}', goalRwf: 3_000_000, startsOn: '2026-01-01', endsOn: yesterday } },
      token,
    );
    expect(ended.errors).toBeUndefined();
    expect((await server.gql<{ openCampaigns: { id: string }[] }>(OPEN_CAMPAIGNS, {})).data!.openCampaigns.map((campaign) => campaign.id)).not.toContain(campaignId);
    expect((await pledge({ amount: 1_000, way: 'CASH', campaignId })).errors?.[0]?.message).toBe('This campaign is not open');
    // A campaign needs its English title, a goal and dates in order.
    for (const input of [
      { title: '{"fr":"Seulement"}', description: '{}', goalRwf: 1, startsOn: today, endsOn: today },
      { title: '{"en":"Goal"}', description: '{}', goalRwf: 0, startsOn: today, endsOn: today },
      { title: '{"en":"Dates"}', description: '{}', goalRwf: 1, startsOn: today, endsOn: '2000-01-01' },
      { title: '{"de":"Sprache"}', description: '{}', goalRwf: 1, startsOn: today, endsOn: today },
      { title: '{"en":"Nul"}', description: '{"en":"a\\u0000b"}', goalRwf: 1, startsOn: today, endsOn: today },
      { title: '{"en":"Year 0"}', description: '{}', goalRwf: 1, startsOn: '0000-01-01', endsOn: today },
    ]) {
      expect(errorCode(await server.gql(SAVE_CAMPAIGN, { input }, token)), JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    expect((await server.gql<{ campaigns: { id: string }[] }>(CAMPAIGNS, {}, token)).data!.campaigns.map((campaign) => campaign.id)).toContain(campaignId);
  });

  describe('donors\' contact details', () => {
    const stale = () =>
      server.services.db.query(
        `UPDATE sessions SET password_checked_at = now() - make_interval(secs => $1) WHERE user_id = (SELECT id FROM users WHERE email = 'staff@bcf.test')`,
        [STALE_PASSWORD_CHECK_SECONDS],
      );
    const giftsAnswer = async (variables: Record<string, unknown> = {}) => server.gql<{ gifts: { total: number; items: GiftAnswer[] } }>(GIFTS, variables, token);

    test(`without a password check from the last ${PASSWORD_CHECK_DURATION}, the gifts show names and amounts but no e-mail or phone, and a search by them finds nothing`, async () => {
      const email = 'donor.private@example.rw';
      const phone = '+250 788 555 101';
      const pledged = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 7_000, way: 'CASH', name: 'Private Donor', email, phone } }, { headers: from() });
      const reference = pledged.data!.pledgeGift.reference;
      await server.mailSettled();

      await stale();
      const hidden = await giftsAnswer({ limit: 100 });
      expect(hidden.errors).toBeUndefined();
      const row = hidden.data!.gifts.items.find((gift) => gift.reference === reference)!;
      expect(row).toMatchObject({ donorName: 'Private Donor', amount: 7_000, donorEmail: null, donorPhone: null });
      expect(JSON.stringify(hidden.data)).not.toContain(email);
      expect(JSON.stringify(hidden.data)).not.toContain('555 101');
      for (const search of [email, 'private@', '555 101']) {
        expect((await giftsAnswer({ search })).data!.gifts.total, search).toBe(0);
      }
      expect((await giftsAnswer({ search: 'Private Donor' })).data!.gifts.total).toBe(1);
      expect((await giftsAnswer({ search: reference })).data!.gifts.total).toBe(1);

      const confirmed = await server.gql('mutation ($password: String!) { confirmPassword(password: $password) }', { password: 'correct horse battery staple' }, token);
      expect(confirmed.errors).toBeUndefined();
      const shown = await giftsAnswer({ search: email });
      expect(shown.data!.gifts.items[0]).toMatchObject({ reference, donorEmail: email, donorPhone: phone });
    });
  });
});
