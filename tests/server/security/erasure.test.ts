// Erasure leaves nothing: an erased donor, a deleted subscriber and a removed staff member get no
// e-mail queued before (while the mail server was down, or while a mail worker held it), and no
// row of any table keeps their address, phone, names, browser or the payment's transaction id
// (nor a notice sent to others what it quoted of them); the activity log still verifies. A real server and a real SMTP server on 127.0.0.1, both databases.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyChain } from '../../../server/audit/chain.ts';
import type { Config } from '../../../server/core/config.ts';
import { MAX_IN_FLIGHT } from '../../../server/mail/settings.ts';
import { PAYMENT_NOTICE_SUBJECT } from '../../../server/siteContent/paymentNotice.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { databasesOf, type DatabaseKind } from '../../kit/databases.ts';
import { ADD_POST, DELETE_SUBSCRIBER, LOGIN, MAKE_SUBSCRIBE, samplePostInput } from '../../kit/documents.ts';
import { TestServer } from '../../kit/server.ts';
import { ADMIN, STAFF_PASSWORD } from '../../kit/settings.ts';
import { PUBLIC_URL, STAFF, TestSmtpServer, linkIn, mailSettings } from '../../kit/smtp.ts';
import { ERASE_DONOR, MARK_RECEIVED, PLEDGE } from '../giving/documents.ts';

const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }`;
const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token user { _id } } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UserUpdateInput) { update_user(id: $id, input: $input) { _id } }`;
const DELETE_USER = `mutation ($id: ID!) { delete_user(id: $id) }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const SEND_POST = `mutation ($id: ID!) { sendPostToSubscribers(input: $id) { total } }`;
const PASSWORD = 'a long enough staff password';
const SITE_SECTION = 'query ($section: String!) { siteSection(section: $section) { version published } }';
const PUBLISH_SECTION = 'mutation ($section: String!, $content: String!, $version: Int!) { publishSiteSection(section: $section, content: $content, version: $version) { version } }';

/**
 * Every row of every table (but those of `except`), as text, that holds one of `values` (in any
 * case): where a person's data still is.
 */
async function holders(server: TestServer, values: string[], except: string[] = []): Promise<string[]> {
  const tables = await server.services.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1::text[])) ORDER BY 1`,
    [except],
  );
  const found: string[] = [];
  for (const { name } of tables) {
    for (const { row } of await server.services.db.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`)) {
      for (const value of values) if (row.toLowerCase().includes(value.toLowerCase())) found.push(`${name} holds ${value}: ${row.slice(0, 300)}`);
    }
  }
  return found;
}

/** The outbox's rows to `address`: their kind, and whether each was put off by the mail server (4xx) and waits, no worker holding it. */
const outboxTo = (server: TestServer, address: string) =>
  server.services.db.query<{ kind: string; waiting: boolean }>(
    `SELECT kind, (status = 'queued' AND attempts > 0 AND last_error LIKE '4%' AND (locked_until IS NULL OR locked_until <= now())) AS waiting
     FROM mail_outbox WHERE recipient = $1 ORDER BY id`,
    [address],
  );
/** How many of the e-mails to `address` wait for the mail server to come back. */
const waitingTo = async (server: TestServer, address: string) => (await outboxTo(server, address)).filter((row) => row.waiting).length;

const chainOf = (server: TestServer) => verifyChain((after) => server.services.repos.auditLog.chainAfter(after));

/**
 * For one describe's tests on `kind`: a real SMTP server on 127.0.0.1, and a server (its settings
 * `options`) mailing through it with `mail`'s settings, the owner signed in (`owner`, their token).
 * Each request `from()` an address of its own: the hourly limits per address stay out of the way.
 * Afterwards the mail server takes connections again, so the server's mail stops, and both go.
 */
function serverWithMail(kind: DatabaseKind, mail: Parameters<typeof mailSettings>[1], options: Partial<Config> = {}) {
  const smtp = new TestSmtpServer();
  let client = 0;
  const setup = {
    smtp,
    server: undefined as unknown as TestServer,
    owner: '',
    from: () => ({ headers: { 'x-forwarded-for': `198.51.100.${++client}` } }),
  };
  beforeAll(async () => {
    await smtp.start();
    setup.server = await new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp, mail), trustProxy: 1, ...options }).start();
    setup.owner = await setup.server.login();
  });
  afterAll(async () => {
    smtp.busy = false;
    await setup.server.destroy();
    await smtp.stop();
  });
  return setup;
}

describe.each(databasesOf(import.meta.url))('erasure on $name', (kind) => {
  // A refused e-mail is tried again only after a minute: an erasure never meets a try in progress
  // (one the worker had handed to the mail server before the erasure, which goes out).
  const setup = serverWithMail(kind, { timings: { retryBaseMs: 60_000, retryMaxMs: 60_000, giveUpAfterMs: 600_000 } }, { distDir: standInSite() });
  const { smtp, from } = setup;

  /** The mail server down: new connections are refused (421), and open ones put every recipient off (451). */
  function mailServerDown() {
    smtp.busy = true;
    smtp.deferring = true;
  }

  /**
   * Brings the mail server back, and every queued e-mail's next try forward to now; then waits
   * until all have gone and a message queued after them has arrived.
   */
  async function mailServerBack(marker: string) {
    smtp.busy = false;
    smtp.deferring = false;
    await setup.server.services.db.query(`UPDATE mail_outbox SET run_at = now() WHERE status = 'queued'`);
    const pledged = await setup.server.gql(PLEDGE, { input: { amount: 1_000, way: 'CASH', email: marker } }, from());
    expect(pledged.errors).toBeUndefined();
    await smtp.waitFor(marker);
    await setup.server.mailSettled();
  }

  test('an erased donor is not e-mailed: the instructions and receipt queued while the mail server was down are cancelled, and no row keeps the donor', async () => {
    const donor = { name: 'Umutoni Nyirakamana', email: 'erased.donor@example.rw', phone: '+250 788 555 010' };
    const transactionId = 'MP250101.1234.ZQ9';
    mailServerDown();
    const pledged = await setup.server.gql<{ pledgeGift: { reference: string; emailed: boolean } }>(PLEDGE, { input: { amount: 25_000, way: 'MTN_MOMO', ...donor } }, from());
    expect(pledged.data?.pledgeGift.emailed).toBe(true);
    const [gift] = await setup.server.services.db.query<{ id: string }>('SELECT id FROM gifts WHERE reference = $1', [pledged.data!.pledgeGift.reference]);
    const received = await setup.server.gql(MARK_RECEIVED, { id: gift!.id, input: { amountRwf: 25_000, transactionId } }, setup.owner);
    expect(received.errors).toBeUndefined();
    // Both were tried, put off by the mail setup.server, and wait for another try.
    await expect
      .poll(async () => (await outboxTo(setup.server, donor.email)).map((row) => `${row.kind} ${row.waiting}`), { timeout: 10_000 })
      .toEqual(['pledge true', 'receipt true']);

    const erased = await setup.server.gql(ERASE_DONOR, { id: gift!.id }, setup.owner);
    expect(erased.errors).toBeUndefined();
    await mailServerBack('after.donor.erasure@example.rw');

    expect(smtp.to(donor.email)).toEqual([]);
    expect(await holders(setup.server, [donor.name, donor.email, donor.phone, transactionId])).toEqual([]);
    expect(await chainOf(setup.server)).toMatchObject({ intact: true, brokenCount: 0 });
    // The log still tells what was done to the gift, by whom, and that its donor was erased.
    const logged = await setup.server.services.db.query<{ action: string; actor: string }>(
      'SELECT action, actor_email AS actor FROM audit_log WHERE target = $1 ORDER BY id',
      [gift!.id],
    );
    expect(logged).toEqual([
      { action: 'gift.received', actor: ADMIN.email },
      { action: 'personal_data.erased', actor: ADMIN.email },
      { action: 'gift.donor_erased', actor: ADMIN.email },
    ]);
  });

  test('a gift whose donor an older version erased, leaving the transaction id: erasing it again takes the id from the gift and the log', async () => {
    const transactionId = 'MP250102.0001.OLD';
    const pledged = await setup.server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 3_000, way: 'CASH', name: 'Older Erasure' } }, from());
    const [gift] = await setup.server.services.db.query<{ id: string }>('SELECT id FROM gifts WHERE reference = $1', [pledged.data!.pledgeGift.reference]);
    expect((await setup.server.gql(MARK_RECEIVED, { id: gift!.id, input: { amountRwf: 3_000, transactionId } }, setup.owner)).errors).toBeUndefined();
    // As the older version erased: the donor's details, not the transaction id.
    await setup.server.services.db.query(`UPDATE gifts SET donor_name = 'erased', donor_email = 'erased', donor_phone = 'erased', erased = true WHERE id = $1`, [gift!.id]);
    expect(await holders(setup.server, [transactionId])).toHaveLength(2);

    expect((await setup.server.gql(ERASE_DONOR, { id: gift!.id }, setup.owner)).errors).toBeUndefined();
    expect(await holders(setup.server, [transactionId, 'Older Erasure'])).toEqual([]);
    expect(await chainOf(setup.server)).toMatchObject({ intact: true, brokenCount: 0 });
  });

  test('a deleted subscriber is not e-mailed: the newsletter queued while the mail server was down is skipped, and no row keeps the address', async () => {
    const address = 'deleted.subscriber@example.rw';
    const subscribed = await setup.server.gql<{ makeSubscribe: { id: string } }>(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: address } }, from());
    expect(subscribed.errors).toBeUndefined();
    // Confirmed through the e-mailed link, as a visitor does: a welcome for them, a notice naming them for the staff.
    const confirmation = await smtp.waitFor(address, (message) => message.mail.subject?.startsWith('Confirm') === true);
    const confirmed = await fetch(linkIn(confirmation.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`).replace(PUBLIC_URL, setup.server.url), { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    await smtp.waitFor(address, (message) => message.mail.subject?.startsWith('Welcome') === true);
    await smtp.waitFor(STAFF, (message) => (message.mail.text ?? '').includes(address));
    await setup.server.mailSettled();
    const before = smtp.to(address).length;

    mailServerDown();
    const post = await setup.server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title: 'Erasure harvest' }) }, setup.owner);
    const sent = await setup.server.gql<{ sendPostToSubscribers: { total: number } }>(SEND_POST, { id: post.data!.addPost._id }, setup.owner);
    expect(sent.data?.sendPostToSubscribers.total).toBe(1);
    await expect.poll(() => waitingTo(setup.server, address), { timeout: 10_000 }).toBe(1);

    const deleted = await setup.server.gql<{ deleteSubscriber: { isDeleted: boolean } }>(DELETE_SUBSCRIBER, { id: subscribed.data!.makeSubscribe.id }, setup.owner);
    expect(deleted.data?.deleteSubscriber.isDeleted).toBe(true);
    await mailServerBack('after.subscriber.deletion@example.rw');

    expect(smtp.to(address)).toHaveLength(before);
    expect(await holders(setup.server, [address])).toEqual([]);
    expect(await chainOf(setup.server)).toMatchObject({ intact: true, brokenCount: 0 });
  });

  test('each erasure takes only its own: a subscriber deleted keeps the gift pledged from the same address, and its e-mail goes out', async () => {
    const address = 'two.consents@example.rw';
    const subscribed = await setup.server.gql<{ makeSubscribe: { id: string } }>(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: address } }, from());
    await smtp.waitFor(address);
    await setup.server.mailSettled();
    mailServerDown();
    const pledged = await setup.server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 2_000, way: 'CASH', email: address } }, from());
    expect(pledged.errors).toBeUndefined();
    await expect.poll(() => waitingTo(setup.server, address), { timeout: 10_000 }).toBe(1);
    await setup.server.gql(DELETE_SUBSCRIBER, { id: subscribed.data!.makeSubscribe.id }, setup.owner);
    // The gift's instructions are still due.
    expect(await waitingTo(setup.server, address)).toBe(1);
    await mailServerBack('after.two.consents@example.rw');
    const reference = pledged.data!.pledgeGift.reference;
    expect(smtp.to(address).filter((message) => message.mail.subject?.includes(reference))).toHaveLength(1);
    expect(await setup.server.services.db.query('SELECT 1 FROM gifts WHERE reference = $1 AND donor_email = $2', [reference, address])).toHaveLength(1);
  });

  test('a removed staff member is not e-mailed, and no row keeps their address, names, client address or browser; the log still reads and verifies', async () => {
    const address = 'removed.staff@example.rw';
    const names = { firstName: 'Zawadi', secondName: 'Kagabo-Nyiramasuka' };
    const browser = 'ErasureTestBrowser/7.1';
    const ip = '203.0.113.77';
    const invited = await setup.server.gql(INVITE, { input: { email: address, role: 'ADMINISTRATOR' } }, setup.owner);
    expect(invited.errors).toBeUndefined();
    const invitation = await smtp.waitFor(address);
    const token = new URL(linkIn(invitation.mail.text, `${PUBLIC_URL}/admin/accept-invitation?token=`)).searchParams.get('token');
    const accepted = await setup.server.gql<{ acceptInvitation: { token: string; user: { _id: string } } }>(
      ACCEPT,
      { input: { token, password: PASSWORD, ...names } },
      { headers: { 'x-forwarded-for': ip, 'user-agent': browser } },
    );
    expect(accepted.errors).toBeUndefined();
    const id = accepted.data!.acceptInvitation.user._id;
    const staff = { headers: { 'x-forwarded-for': ip, 'user-agent': browser, authorization: `Bearer ${accepted.data!.acceptInvitation.token}` } };
    // What they leave behind: their own actions (an invitation naming them), a wrong password, a
    // change of their names by the owner, a sign-in.
    expect((await setup.server.gql(INVITE, { input: { email: 'their.invitee@example.rw', role: 'EDITOR' } }, staff)).errors).toBeUndefined();
    await smtp.waitFor('their.invitee@example.rw');
    expect((await setup.server.gql(LOGIN, { email: address, password: STAFF_PASSWORD }, { headers: { 'x-forwarded-for': ip } })).errors).toBeDefined();
    expect((await setup.server.gql(UPDATE_USER, { id, input: names }, setup.owner)).errors).toBeUndefined();
    expect((await setup.server.gql(LOGIN, { email: address, password: PASSWORD }, { headers: { 'x-forwarded-for': ip, 'user-agent': browser } })).errors).toBeUndefined();
    await setup.server.mailSettled();
    const before = smtp.to(address).length;

    // Mail server down: a password reset link is queued for them, then they are removed.
    mailServerDown();
    expect((await setup.server.gql(REQUEST_RESET, { email: address }, from())).data).toEqual({ requestPasswordReset: true });
    await expect.poll(() => waitingTo(setup.server, address), { timeout: 10_000 }).toBe(1);
    const removed = await setup.server.gql(DELETE_USER, { id }, setup.owner);
    expect(removed.errors).toBeUndefined();
    await mailServerBack('after.staff.removal@example.rw');

    expect(smtp.to(address)).toHaveLength(before);
    expect(await holders(setup.server, [address, names.firstName, names.secondName, browser])).toEqual([]);
    // Their client address too, but in the per-client sign-in counts: those count an address, not a person, and lapse within the hour.
    expect(await holders(setup.server, [ip], ['rate_limit_events'])).toEqual([]);
    expect(await chainOf(setup.server)).toMatchObject({ intact: true, brokenCount: 0 });
    // What their account did is still in the log, under its id.
    const theirs = await setup.server.services.db.query<{ action: string }>('SELECT action FROM audit_log WHERE actor_key = $1 ORDER BY id', [id]);
    expect(theirs.map((row) => row.action)).toEqual(expect.arrayContaining(['user.invitation_accepted', 'user.invited', 'login.succeeded']));
  });

  test('a removed staff member who changed where donors pay: the notices of it sent to the others keep the change, but not their address, browser or client address', async () => {
    const address = 'payment.changer@example.rw';
    const browser = 'PaymentNoticeBrowser/3.2 (Erasure; Test)';
    const ip = '203.0.113.88';
    const client = { 'x-forwarded-for': ip, 'user-agent': browser };
    expect((await setup.server.gql(INVITE, { input: { email: address, role: 'ADMINISTRATOR' } }, setup.owner)).errors).toBeUndefined();
    const invitation = await smtp.waitFor(address);
    const token = new URL(linkIn(invitation.mail.text, `${PUBLIC_URL}/admin/accept-invitation?token=`)).searchParams.get('token');
    const accepted = await setup.server.gql<{ acceptInvitation: { token: string; user: { _id: string } } }>(
      ACCEPT,
      { input: { token, password: PASSWORD, firstName: 'Keza', secondName: 'Uwamahoro-Bizimana' } },
      { headers: client },
    );
    expect(accepted.errors).toBeUndefined();
    const theirs = { headers: { ...client, authorization: `Bearer ${accepted.data!.acceptInvitation.token}` } };
    const section = (await setup.server.gql<{ siteSection: { version: number; published: string } }>(SITE_SECTION, { section: 'donate' }, theirs)).data!.siteSection;
    const content = JSON.stringify({ ...JSON.parse(section.published), mobileMoneyNumber: '+250 788 424 242' });
    expect((await setup.server.gql(PUBLISH_SECTION, { section: 'donate', content, version: section.version }, theirs)).errors).toBeUndefined();
    // The notice to the Owner quotes who, from which browser and address.
    const notice = await smtp.waitFor(ADMIN.email, (one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT && (one.mail.text ?? '').includes('+250 788 424 242'));
    expect(notice.mail.text).toContain(`${address} published new payment details`);
    expect(notice.mail.text).toContain(`From: ${browser}, address ${ip}`);
    await setup.server.mailSettled();

    expect((await setup.server.gql(DELETE_USER, { id: accepted.data!.acceptInvitation.user._id }, setup.owner)).errors).toBeUndefined();
    expect(await holders(setup.server, [address, browser, 'Uwamahoro-Bizimana'])).toEqual([]);
    expect(await holders(setup.server, [ip], ['rate_limit_events'])).toEqual([]);
    // The Owner's copy still tells what changed, and when.
    const kept = await setup.server.services.db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE lower(recipient) = lower($1) AND subject = $2 AND text_body LIKE '%+250 788 424 242%'`,
      [ADMIN.email, PAYMENT_NOTICE_SUBJECT],
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]!.text_body).toContain('erased published new payment details');
    expect(kept[0]!.text_body).toMatch(/Mobile money number: ".*" → "\+250 788 424 242"/);
    expect(kept[0]!.text_body).toMatch(/When: .+\(Kigali time\)/);
    expect(await chainOf(setup.server)).toMatchObject({ intact: true, brokenCount: 0 });
  });

  test('what a notice quotes of a removed staff member goes only from the notices that name them, and only whole: a longer browser or client address is another\'s and stays', async () => {
    const quoter = 'quoter@example.rw';
    const notice = (recipient: string, text: string) => ({ kind: 'security_notice' as const, recipient, subject: 'Where donors pay was changed', html: `<p>${text.replace(/\n/g, '</p><p>')}</p>`, text });
    await setup.server.services.repos.outbox.enqueue([
      notice('first.reader@example.rw', `${quoter} published new payment details\nFrom: Quoter/1.2, address 198.51.100.7\nAlso: Quoter/1.25, address 198.51.100.77`),
      notice('second.reader@example.rw', 'someone.else@example.rw published new payment details\nFrom: Quoter/1.2, address 198.51.100.7'),
    ]);
    await setup.server.services.repos.transaction((tx) =>
      tx.outbox.eraseMentions({ addresses: [quoter], names: [], quotes: ['Quoter/1.2', 'address 198.51.100.7'] }, ['security_notice']),
    );
    const bodies = await setup.server.services.db.query<{ text_body: string; html: string }>(
      `SELECT text_body, html FROM mail_outbox WHERE recipient IN ('first.reader@example.rw', 'second.reader@example.rw') ORDER BY recipient`,
    );
    expect(bodies.map((row) => row.text_body)).toEqual([
      'erased published new payment details\nFrom: erased, erased\nAlso: Quoter/1.25, address 198.51.100.77',
      'someone.else@example.rw published new payment details\nFrom: Quoter/1.2, address 198.51.100.7',
    ]);
    expect(bodies[0]!.html).toBe('<p>erased published new payment details</p><p>From: erased, erased</p><p>Also: Quoter/1.25, address 198.51.100.77</p>');
  });
});

describe.each(databasesOf(import.meta.url))('erasure while a mail worker holds the message, on $name', (kind) => {
  // A long lease: the worker keeps what it claimed for 10 s before it would let it lapse.
  const setup = serverWithMail(kind, { notifyOnSubscribe: false, timings: { leaseMs: 20_000, smtpTimeoutMs: 20_000 } });
  const { smtp, from } = setup;

  test('a donor erased while the worker has claimed their e-mails and waits for a free connection: neither is sent', async () => {
    const donor = 'claimed.donor@example.rw';
    smtp.busy = true;
    const pledged = await setup.server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 5_000, way: 'CASH', email: donor, name: 'Claimed Donor' } }, from());
    const [gift] = await setup.server.services.db.query<{ id: string }>('SELECT id FROM gifts WHERE reference = $1', [pledged.data!.pledgeGift.reference]);
    expect((await setup.server.gql(MARK_RECEIVED, { id: gift!.id, input: { amountRwf: 5_000 } }, setup.owner)).errors).toBeUndefined();
    // Every connection busy when they are claimed: MAX_IN_FLIGHT slow messages due just before them,
    // all claimed in one batch, so the donor's two wait in the worker's hands.
    const ours = () => setup.server.services.db.query<{ id: string; status: string; attempts: number; held: boolean }>(
      `SELECT id::text AS id, status, attempts, coalesce(locked_until > now(), false) AS held FROM mail_outbox WHERE recipient = $1 ORDER BY id`,
      [donor],
    );
    await expect.poll(async () => (await ours()).filter((row) => row.attempts > 0).length, { timeout: 10_000 }).toBe(2);
    // Both due at one instant, past every retry (moved only while no worker holds them), and the
    // slow ones a microsecond before them: one claim takes them all, the slow ones first.
    const due = (await setup.server.services.db.query<{ due: string }>(`SELECT (now() + interval '1500 milliseconds')::text AS due`))[0]!.due;
    await expect
      .poll(async () => {
        const moved = await setup.server.services.db.query(
          `UPDATE mail_outbox SET run_at = $2::timestamptz WHERE recipient = $1 AND (locked_until IS NULL OR locked_until <= now()) RETURNING id`,
          [donor, due],
        );
        return moved.length;
      }, { timeout: 10_000 })
      .toBe(2);
    await setup.server.services.db.query(
      `INSERT INTO mail_outbox (kind, recipient, subject, html, text_body, run_at)
       SELECT 'contact_notice', 'slow-' || n || '@example.rw', 'Slow', '<p>Slow</p>', 'Slow', $2::timestamptz - interval '1 microsecond'
       FROM generate_series(1, $1::int) AS n`,
      [MAX_IN_FLIGHT, due],
    );
    const tried = (await ours()).map((row) => row.attempts);
    smtp.answerDelayMs = 4_000;
    smtp.busy = false;
    // Claimed: held under the worker's lease, still queued, not sent.
    await expect
      .poll(async () => (await ours()).map((row, n) => row.status === 'queued' && row.held && row.attempts === tried[n]! + 1), { timeout: 15_000, interval: 100 })
      .toEqual([true, true]);
    expect(smtp.to(donor)).toEqual([]);

    expect((await setup.server.gql(ERASE_DONOR, { id: gift!.id }, setup.owner)).errors).toBeUndefined();
    // The slow ones go out, the worker goes on to the donor's two, and then to a later one.
    await expect.poll(() => smtp.count, { timeout: 20_000 }).toBeGreaterThanOrEqual(MAX_IN_FLIGHT);
    smtp.answerDelayMs = 0;
    const later = await setup.server.gql(PLEDGE, { input: { amount: 1_000, way: 'CASH', email: 'later@example.rw' } }, from());
    expect(later.errors).toBeUndefined();
    await smtp.waitFor('later@example.rw', undefined, 20_000);
    await setup.server.mailSettled();
    expect(smtp.to(donor)).toEqual([]);
    expect(await holders(setup.server, [donor, 'Claimed Donor'])).toEqual([]);
  }, 60_000);
});
