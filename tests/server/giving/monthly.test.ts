// Monthly givers (server/giving/monthly/), on PGlite and PostgreSQL, against a real SMTP server and
// the stand-in of MTN's API: "Give every month" needs an e-mail address; the first e-mail carries
// the stop link; the next month's reminder (the amount, a fresh reference, pay now, the stop link,
// in the donor's language) is made once however many runs, services and restarts there are; the
// signed stop link stops it and a replay says so; staff see and stop givers (logged); an erased
// donor takes the monthly giving with them. Every try at abuse: forged, altered and replayed stop
// links, oversized and malformed input, a stranger's mailbox signed up.
import { SignJWT } from 'jose';
import type { ParsedMail } from 'mailparser';
import { describe, expect, test } from 'vitest';
import { REFERENCE_PATTERN } from '../../../shared/giving.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import { kigaliToday } from '../../../shared/kigaliTime.ts';
import { MONTHLY_PER_MAILBOX, MONTHLY_MESSAGES, monthlyService, reminderDayIn } from '../../../server/giving/monthly/service.ts';
import { monthlyLinks } from '../../../server/giving/monthly/links.ts';
import { newReference } from '../../../server/giving/service.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode } from '../../kit/graphql.ts';
import { PUBLIC_URL, linkIn } from '../../kit/smtp.ts';
import { ERASE_DONOR, SAVE_CAMPAIGN } from './documents.ts';
import { signedIn } from '../../kit/withServer.ts';
import { withPaymentServer } from './kit.ts';
import { MONTHLY_GIVERS, PLEDGE_MONTHLY, PLEDGE_TO_PAY, STOP_MONTHLY_GIFT, monthBefore, type MonthlyGiverAnswer } from './monthlyKit.ts';

const STOP = `${PUBLIC_URL}/giving/monthly/stop?token=`;
const PAY_MOMO = 'mutation ($reference: String!, $payToken: String!, $number: String!) { payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status } }';
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

test('a 31st is reminded on each month\'s last day; other days on their own', () => {
  expect(reminderDayIn(31, '2027-02')).toBe(28);
  expect(reminderDayIn(31, '2028-02')).toBe(29);
  expect(reminderDayIn(31, '2027-04')).toBe(30);
  expect(reminderDayIn(30, '2027-02')).toBe(28);
  expect(reminderDayIn(15, '2027-02')).toBe(15);
  expect(reminderDayIn(31, '2027-12')).toBe(31);
});

describe.each(databasesOf(import.meta.url))('monthly givers on $name', (kind) => {
  const { server, momo, smtp } = withPaymentServer(kind, { momo: true, smtp: true }, { publicUrl: PUBLIC_URL });
  const staff = signedIn(server);
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });
  const month = kigaliToday().slice(0, 7);

  let donor = 0;
  const mailbox = () => `monthly-${kind.name}-${++donor}@bcf.test`;
  const pledge = (input: Record<string, unknown>, language = 'en', headers = from()) =>
    server.gql<{ pledgeGift: { reference: string; emailed: boolean; payNow: string[]; payToken: string | null } }>(PLEDGE_MONTHLY, { input, language }, { headers });
  async function mailTo(email: string, count: number): Promise<ParsedMail[]> {
    await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return smtp.to(email).map((received) => received.mail);
  }
  const row = async (email: string) =>
    (await server.services.db.query<{ id: string; last_month: string; day: number; stopped_by: string }>(
      'SELECT id, last_month, day::int AS day, stopped_by FROM monthly_gifts WHERE donor_email = $1', [email]))[0];
  const pledgesOf = async (monthlyId: string) =>
    server.services.db.query<{ id: string; reference: string; status: string; donor_email: string }>(
      'SELECT id, reference, status, donor_email FROM gifts WHERE monthly_gift_id = $1 ORDER BY seq', [monthlyId]);
  /** Its next month comes: this month becomes one whose reminder is not made yet. */
  const nextMonthComes = (monthlyId: string) =>
    server.services.db.query(`UPDATE monthly_gifts SET last_month = $2 WHERE id = $1`, [monthlyId, monthBefore(month)]);
  const stopLinkOf = (mail: ParsedMail) => linkIn(mail.text, STOP).replace(PUBLIC_URL, '');
  const stopRows = async (monthlyId: string) =>
    (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'monthly_gift.stopped' AND target = $1`, [monthlyId]))[0]!.n;

  /** A monthly giver signed up from the form: their id, address and first e-mail. */
  async function signUp(input: Record<string, unknown> = {}, language = 'en') {
    const email = mailbox();
    const answer = await pledge({ amount: 5_000, way: 'MTN_MOMO', email, name: 'Aline Uwase', monthly: true, ...input }, language);
    expect(answer.errors).toBeUndefined();
    const [first] = await mailTo(email, 1);
    return { email, reference: answer.data!.pledgeGift.reference, id: (await row(email))!.id, first: first! };
  }

  test('"Give every month" needs an e-mail address; without one nothing is stored', async () => {
    const before = (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gifts'))[0]!.n;
    for (const email of [undefined, '', '   ']) {
      const refused = await pledge({ amount: 5_000, way: 'CASH', monthly: true, ...(email === undefined ? {} : { email }) });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(MONTHLY_MESSAGES.email);
      expect(refused.errors![0]!.extensions?.field).toBe('email');
    }
    expect((await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gifts'))[0]!.n).toBe(before);
    expect((await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monthly_gifts'))[0]!.n).toBe(0);
  });

  test('signing up: the first e-mail, in the donor\'s language, says when reminders come and carries the stop link', async () => {
    const { email, reference, id, first } = await signUp({}, 'fr');
    expect(reference).toMatch(REFERENCE_PATTERN);
    const today = kigaliToday();
    expect(await row(email)).toMatchObject({ id, last_month: today.slice(0, 7), day: Number(today.slice(8, 10)), stopped_by: '' });
    expect(first.subject).toContain(reference);
    expect(words(first.text)).toContain(`le ${Number(today.slice(8, 10))} de chaque mois`);
    expect(words(first.text)).toContain('Arrêter mon don mensuel');
    expect(stopLinkOf(first)).toMatch(/^\/giving\/monthly\/stop\?token=eyJ/);
    // Its first pledge belongs to it.
    expect((await pledgesOf(id)).map((gift) => gift.reference)).toEqual([reference]);
    // Staff see it (the address too, within the sign-in's password check).
    const seen = await server.gql<{ monthlyGivers: { total: number; items: MonthlyGiverAnswer[] } }>(MONTHLY_GIVERS, {}, staff.token);
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.monthlyGivers.items.find((giver) => giver.id === id)).toMatchObject({
      donorName: 'Aline Uwase', donorEmail: email, amount: 5_000, currency: 'RWF', way: 'MTN_MOMO', language: 'fr', lastRemindedAt: null, stoppedAt: null, stoppedBy: '',
    });
    expect(errorCode(await server.gql(MONTHLY_GIVERS, {}))).toBe('UNAUTHENTICATED');
  });

  test('the next month\'s reminder is made once, in French, with the amount, a fresh reference, pay now and the stop link', async () => {
    const { email, reference, id } = await signUp({}, 'fr');
    // Nothing before its month comes, however often the run goes.
    for (let n = 0; n < 3; n++) await server.services.giving.monthly.remindDue();
    expect(await pledgesOf(id)).toHaveLength(1);
    await nextMonthComes(id);
    await Promise.all([server.services.giving.monthly.remindDue(), server.services.giving.monthly.remindDue(), server.services.giving.monthly.remindDue()]);
    await server.services.giving.monthly.remindDue();
    const pledges = await pledgesOf(id);
    expect(pledges).toHaveLength(2);
    const fresh = pledges[1]!;
    expect(fresh.reference).toMatch(REFERENCE_PATTERN);
    expect(fresh.reference).not.toBe(reference);
    expect(fresh.status).toBe('PLEDGED');
    expect((await row(email))!.last_month).toBe(month);
    const mails = await mailTo(email, 2);
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(2);
    const reminder = mails[1]!;
    expect(reminder.subject).toBe(`Votre don mensuel à la Build Career Foundation : référence ${fresh.reference}`);
    expect(words(reminder.text)).toContain(`Vous avez choisi de donner ${words(formatMoney('fr', 5_000, 'RWF'))} chaque mois. La référence du don de ce mois est ${fresh.reference}.`);
    // Pay now: the Donate page's form in French, opened on this pledge with its own pay token.
    const pay = linkIn(reminder.text, `${PUBLIC_URL}/fr/DonatePage#give:${fresh.reference}:`);
    const token = pay.slice(pay.lastIndexOf(':') + 1);
    const opened = await server.gql<{ pledgeToPay: { reference: string; amount: number; payNow: string[]; payToken: string; instructions: { kind: string } } }>(
      PLEDGE_TO_PAY, { reference: fresh.reference, payToken: token, language: 'fr' });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.pledgeToPay).toMatchObject({ reference: fresh.reference, amount: 5_000, payNow: ['MTN_MOMO'], payToken: token, instructions: { kind: 'mobileMoney' } });
    const paid = await server.gql<{ payGiftByMomo: { status: string } }>(PAY_MOMO, { reference: fresh.reference, payToken: token, number: '0788 765 001' }, { headers: from() });
    expect(paid.data!.payGiftByMomo.status).toBe('PENDING');
    expect(momo.forReference(fresh.reference)).toMatchObject({ amount: '5000', externalId: fresh.reference });
    // The stop link is in it too; staff see the reminder.
    expect(stopLinkOf(reminder)).toMatch(/^\/giving\/monthly\/stop\?token=/);
    const seen = (await server.gql<{ monthlyGivers: { items: MonthlyGiverAnswer[] } }>(MONTHLY_GIVERS, {}, staff.token)).data!.monthlyGivers.items.find((giver) => giver.id === id)!;
    expect(seen.lastRemindedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  test('without a provider for its way, the reminder gives the manual instructions and no pay link', async () => {
    const { email, id } = await signUp({ way: 'BANK_TRANSFER' });
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    const reminder = (await mailTo(email, 2))[1]!;
    expect(words(reminder.text)).toContain('Send it by bank transfer');
    expect(reminder.text).not.toContain('DonatePage#give:');
    expect(reminder.text).toContain(STOP);
  });

  test('a month\'s pledge goes to the giving\'s campaign while it is open, and where it is needed most once it has closed', async () => {
    const saved = await server.gql<{ saveCampaign: { id: string } }>(SAVE_CAMPAIGN, {
      input: { title: JSON.stringify({ en: 'Monthly campaign' }), description: '{}', goalRwf: 1_000_000, startsOn: '2026-01-01', endsOn: '2099-12-31' },
    }, staff.token);
    const campaignId = saved.data!.saveCampaign.id;
    const { id } = await signUp({ campaignId });
    const campaignsOf = async () => (await server.services.db.query<{ campaign_id: string | null }>('SELECT campaign_id FROM gifts WHERE monthly_gift_id = $1 ORDER BY seq', [id])).map((gift) => gift.campaign_id);
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    expect(await campaignsOf()).toEqual([campaignId, campaignId]);
    await server.services.db.query(`UPDATE campaigns SET starts_on = '2020-01-01', ends_on = '2020-12-31' WHERE id = $1`, [campaignId]);
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    expect(await campaignsOf()).toEqual([campaignId, campaignId, null]);
  });

  test('two services on one database make a month\'s reminder once', async () => {
    const { email, id } = await signUp();
    const secret = 'another process';
    const another = () => monthlyService({
      repos: server.services.repos,
      mail: server.services.mail,
      links: monthlyLinks(secret, PUBLIC_URL),
      donateContent: (language) => server.services.siteContent.read('donate', language),
      payToken: (tx, gift) => server.services.giving.payments.payToken(tx, gift),
      newReference,
      log: server.app.log,
    });
    await nextMonthComes(id);
    const made = await Promise.all([another(), another(), server.services.giving.monthly, another()].map((service) => service.remindDue()));
    expect(made.reduce((sum, one) => sum + one, 0)).toBeGreaterThanOrEqual(1);
    expect(await pledgesOf(id)).toHaveLength(2);
    await mailTo(email, 2);
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(2);
  });

  test('a restart makes a reminder that fell due, once; the next restart makes none', async () => {
    const { email, id } = await signUp();
    await nextMonthComes(id);
    await server.restart();
    staff.token = await server.login();
    await expect.poll(async () => (await pledgesOf(id)).length, { timeout: 15_000 }).toBe(2);
    await server.restart();
    staff.token = await server.login();
    await server.services.giving.monthly.remindDue();
    expect(await pledgesOf(id)).toHaveLength(2);
    await mailTo(email, 2);
    await server.mailSettled();
    expect(smtp.to(email)).toHaveLength(2);
  }, 180_000);

  test('a giving of the 31st is due on a short month\'s last day, not before', async () => {
    const { id } = await signUp();
    // Only this giving runs here (the file's others are stopped).
    await server.services.db.query(`UPDATE monthly_gifts SET stopped_at = now(), stopped_by = 'STAFF' WHERE id <> $1 AND stopped_at IS NULL`, [id]);
    await server.services.db.query(`UPDATE monthly_gifts SET day = 31, last_month = '2027-01' WHERE id = $1`, [id]);
    const claim = (today: number) => server.services.repos.transaction((tx) => tx.monthlyGifts.claimDue('2027-02', today, 28));
    expect(await claim(27)).toBeNull();
    expect((await claim(28))?.id).toBe(id);
    expect(await server.services.repos.transaction((tx) => tx.monthlyGifts.claimDue('2027-04', 29, 30))).toBeNull();
    expect((await server.services.repos.transaction((tx) => tx.monthlyGifts.claimDue('2027-04', 30, 30)))?.id).toBe(id);
    // A month whose reminder was made is due no more.
    await server.services.db.query(`UPDATE monthly_gifts SET last_month = '2027-02' WHERE id = $1`, [id]);
    expect(await claim(28)).toBeNull();
  });

  test('the stop link: opening it changes nothing; its button stops it, in the donor\'s language; a replay says it is stopped', async () => {
    const { id, first } = await signUp({}, 'rw');
    const link = stopLinkOf(first);
    for (const method of ['GET', 'HEAD']) {
      const opened = await server.request(link, { method });
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toBe('no-store');
    }
    const page = await (await server.request(link)).text();
    expect(page).toContain('lang="rw"');
    expect(page).toContain('Urashaka guhagarika impano yawe ya buri kwezi?');
    expect(page).toContain(formatMoney('rw', 5_000, 'RWF'));
    expect((await row((await server.services.repos.monthlyGifts.find(id))!.donorEmail))!.stopped_by).toBe('');
    const stopped = await server.request(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('Impano yawe ya buri kwezi yahagaritswe');
    const after = (await server.services.repos.monthlyGifts.find(id))!;
    expect(after).toMatchObject({ stoppedBy: 'DONOR' });
    expect(await stopRows(id)).toBe(1);
    // Replayed: the same answer, nothing changes, nothing more is logged.
    for (const method of ['POST', 'GET']) {
      const again = await server.request(link, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' } : {}) });
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('Impano yawe ya buri kwezi yahagaritswe');
    }
    expect((await server.services.repos.monthlyGifts.find(id))!.stoppedAt).toBe(after.stoppedAt);
    expect(await stopRows(id)).toBe(1);
    // Its month comes: no reminder.
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    expect(await pledgesOf(id)).toHaveLength(1);
  });

  test('a forged, altered, other-purpose, oversized or malformed stop link stops nothing', async () => {
    const { id, first } = await signUp();
    const link = stopLinkOf(first);
    const token = link.slice(link.indexOf('token=') + 'token='.length);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const other = await signUp();
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1)!;
    const wrongKey = await new SignJWT({ p: 'monthly-stop' }).setProtectedHeader({ alg: 'HS256' }).setSubject(id).sign(new TextEncoder().encode('not the server secret'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const otherPurpose = await new SignJWT({ p: 'u' }).setProtectedHeader({ alg: 'HS256' }).setSubject(id).sign(new TextEncoder().encode('x'));
    const tries = [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherPayload}.${signature}`,
      wrongKey,
      unsigned,
      otherPurpose,
      token.slice(0, -5),
      '',
      'x'.repeat(5_000),
      `${token}&token=${token}`,
      '%00%ff',
    ];
    for (const forged of tries) {
      for (const method of ['GET', 'POST']) {
        const answer = await server.request(`/giving/monthly/stop?token=${forged}`, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' } : {}) });
        expect(answer.status, `${method} ${forged.slice(0, 40)}`).toBe(400);
      }
    }
    const noToken = await server.request('/giving/monthly/stop', { method: 'POST' });
    expect(noToken.status).toBe(400);
    // A body past the form's limit is refused before it is read.
    const oversized = await server.request(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a='.padEnd(10_000, 'b') });
    expect(oversized.status).toBe(413);
    for (const giving of [id, other.id]) expect((await server.services.repos.monthlyGifts.find(giving))!.stoppedAt).toBeNull();
    expect(await stopRows(id)).toBe(0);
  });

  test('a stranger\'s mailbox: the pledges\' hourly limit per client, a few monthly givings per mailbox, and the stop link in the first e-mail', async () => {
    const victim = mailbox();
    const one = from();
    const limit = server.app.config.subscribeLimitPerHour;
    let refused = 0;
    for (let n = 0; n <= limit; n++) {
      const answer = await pledge({ amount: 1_000, way: 'CASH', email: `limit-${kind.name}-${n}@bcf.test`, monthly: true }, 'en', one);
      if (errorCode(answer) === 'RATE_LIMITED') refused++;
    }
    expect(refused).toBeGreaterThan(0);
    // From many clients, the same mailbox: only a few monthly givings.
    for (let n = 0; n < MONTHLY_PER_MAILBOX; n++) expect((await pledge({ amount: 1_000, way: 'CASH', email: victim, monthly: true })).errors).toBeUndefined();
    const more = await pledge({ amount: 1_000, way: 'CASH', email: victim, monthly: true });
    expect(errorCode(more)).toBe('RATE_LIMITED');
    expect((await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monthly_gifts WHERE donor_email = $1', [victim]))[0]!.n).toBe(MONTHLY_PER_MAILBOX);
    // Each e-mail the stranger got stops its giving with its button.
    const mails = await mailTo(victim, MONTHLY_PER_MAILBOX);
    await server.mailSettled();
    expect(smtp.to(victim)).toHaveLength(MONTHLY_PER_MAILBOX);
    for (const mail of mails) {
      expect(mail.text).toContain('If you did not ask for this, open the stop link above');
      const stopped = await server.request(stopLinkOf(mail), { method: 'POST' });
      expect(stopped.status).toBe(200);
    }
    expect((await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monthly_gifts WHERE donor_email = $1 AND stopped_at IS NULL', [victim]))[0]!.n).toBe(0);
  });

  test('oversized and malformed input is refused and stores nothing', async () => {
    const before = (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monthly_gifts'))[0]!.n;
    const tries: Record<string, unknown>[] = [
      { amount: 5_000, way: 'CASH', email: mailbox(), monthly: 'yes' },
      { amount: 5_000, way: 'CASH', email: mailbox(), monthly: 1 },
      { amount: 5_000, way: 'CASH', email: `${'a'.repeat(300)}@bcf.test`, monthly: true },
      { amount: 5_000, way: 'CASH', email: 'not an address', monthly: true },
      { amount: 0, way: 'CASH', email: mailbox(), monthly: true },
      { amount: 5_000, way: 'CARD', email: mailbox(), monthly: true },
      { amount: 5_000, way: 'CASH', email: mailbox(), name: 'n'.repeat(10_000), monthly: true },
    ];
    for (const input of tries) {
      const answer = await pledge(input);
      expect(answer.errors, JSON.stringify(input).slice(0, 80)).toBeDefined();
    }
    for (const [reference, payToken] of [['BCF-'.padEnd(5_000, 'A'), 'x'], ['BCF-AAAAAA', 'y'.repeat(5_000)]] as const) {
      expect(errorCode(await server.gql(PLEDGE_TO_PAY, { reference, payToken }))).toBe('BAD_USER_INPUT');
    }
    expect((await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monthly_gifts'))[0]!.n).toBe(before);
  });

  test('a reminder\'s pay link opens only its own pledge', async () => {
    const { reference } = await signUp();
    const other = await pledge({ amount: 5_000, way: 'MTN_MOMO' });
    for (const token of ['', 'x'.repeat(32), other.data!.pledgeGift.payToken!]) {
      expect(errorCode(await server.gql(PLEDGE_TO_PAY, { reference, payToken: token }))).toBe('BAD_USER_INPUT');
    }
  });

  test('staff stop a giver: logged, once; a stopped one stays stopped', async () => {
    const { id } = await signUp();
    const stopped = await server.gql<{ stopMonthlyGift: { id: string; stoppedAt: number; stoppedBy: string } }>(STOP_MONTHLY_GIFT, { id }, staff.token);
    expect(stopped.errors).toBeUndefined();
    expect(stopped.data!.stopMonthlyGift).toMatchObject({ id, stoppedBy: 'STAFF' });
    const again = await server.gql<{ stopMonthlyGift: { stoppedAt: number } }>(STOP_MONTHLY_GIFT, { id }, staff.token);
    expect(again.data!.stopMonthlyGift.stoppedAt).toBe(stopped.data!.stopMonthlyGift.stoppedAt);
    const logged = await server.services.db.query<{ actor_email: string }>(`SELECT actor_email FROM audit_log WHERE action = 'monthly_gift.stopped' AND target = $1`, [id]);
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged[0]!.actor_email).toBeTruthy();
    expect(errorCode(await server.gql(STOP_MONTHLY_GIFT, { id: 'no-such-giving' }, staff.token))).toBe('BAD_USER_INPUT');
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    expect(await pledgesOf(id)).toHaveLength(1);
  });

  test('erasing the donor of any of its pledges takes the monthly giving and all its pledges and e-mails with it', async () => {
    const { email, id } = await signUp({ name: 'Jean Mugabo', phone: '0788000111' });
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    await mailTo(email, 2);
    await server.mailSettled();
    const [firstPledge, reminded] = await pledgesOf(id);
    const erased = await server.gql(ERASE_DONOR, { id: reminded!.id }, staff.token);
    expect(erased.errors).toBeUndefined();
    const giving = (await server.services.repos.monthlyGifts.find(id))!;
    expect(giving).toMatchObject({ donorName: 'erased', donorEmail: 'erased', donorPhone: 'erased', erased: true, stoppedBy: 'ERASED' });
    for (const gift of await pledgesOf(id)) expect(gift.donor_email).toBe('erased');
    expect(firstPledge).toBeDefined();
    const left = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 OR text_body LIKE $2 OR html LIKE $2`, [email, `%${email}%`]);
    expect(left[0]!.n).toBe(0);
    const names = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM monthly_gifts WHERE donor_email = $1 OR donor_name = 'Jean Mugabo'`, [email]);
    expect(names[0]!.n).toBe(0);
    // No more reminders.
    await nextMonthComes(id);
    await server.services.giving.monthly.remindDue();
    expect(await pledgesOf(id)).toHaveLength(2);
  });
});
