// One daily cap per mailbox for everything the site sends to a mailbox that has not confirmed
// anything (subscription confirmations, staff invitations), however the mailbox is spelled.
// Against a real server and a real SMTP server.
import { beforeAll, describe, expect, test } from 'vitest';
import { MAILS_TO_UNCONFIRMED_PER_DAY } from '../../../server/mail/limits.ts';
import { mailboxOf } from '../../../server/mail/mailbox.ts';
import { RESET_SUBJECT } from '../../../server/staff/securityNotices.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { PLEDGE } from '../giving/documents.ts';
import { withMailServer } from '../../kit/withServer.ts';

const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;

const outcome = (answer: GraphqlResponse) => errorCode(answer) ?? 'OK';
let unique = 0;
/** A user name no other test of this file uses, so that each test has mailboxes of its own. */
const fresh = (name: string) => `${name}${Date.now().toString(36)}${unique++}`;

describe('the mailbox the cap counts', () => {
  test('is the address without its +tag, and without dots at Gmail', () => {
    expect(mailboxOf('victim+news@example.test')).toBe('victim@example.test');
    expect(mailboxOf('first.last@example.test')).toBe('first.last@example.test');
    expect(mailboxOf('f.i.r.s.t+1@googlemail.com')).toBe('first@gmail.com');
    expect(mailboxOf('+only@example.test')).toBe('+only@example.test');
  });
});

describe.each(databasesOf(import.meta.url))('the daily cap per mailbox on $name', (kind) => {
  // The per-address limit of the subscribe form is not what these tests are about.
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, subscribeLimitPerHour: 1_000 });
  let owner = '';

  beforeAll(async () => {
    owner = await server.login();
  });

  const subscribe = async (email: string) => outcome(await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } }));
  const invite = async (email: string) => outcome(await server.gql(INVITE, { input: { email, role: 'CONTRIBUTOR' } }, owner));
  const pledge = async (email: string) => outcome(await server.gql(PLEDGE, { input: { amount: 1_000, way: 'CASH', email } }));

  /** The e-mails queued to any of `addresses`, as the outbox holds them. */
  async function queuedTo(addresses: string[]): Promise<number> {
    const rows = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ANY($1::text[])', [
      addresses.map((address) => address.toLowerCase()),
    ]);
    return rows[0]!.n;
  }

  /** Waits until the SMTP server has received what the outbox queued to `addresses`, and answers how many. */
  async function received(addresses: string[]): Promise<number> {
    const queued = await queuedTo(addresses);
    const arrived = () => addresses.reduce((sum, address) => sum + smtp.to(address).length, 0);
    await expect.poll(arrived, { timeout: 10_000 }).toBe(queued);
    return arrived();
  }

  test("the review's six Proton confirmations in a minute: only three are sent", async () => {
    expect(MAILS_TO_UNCONFIRMED_PER_DAY).toBe(3);
    const user = fresh('victim');
    const addresses = [
      `${user}@proton.me`,
      `${user}@protonmail.com`,
      `${user}@protonmail.ch`,
      `${user}@pm.me`,
      `${user}+news@proton.me`,
      `${user}+again@pm.me`,
    ];
    const outcomes: string[] = [];
    for (const address of addresses) outcomes.push(await subscribe(address));
    expect(outcomes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(await received(addresses)).toBe(3);
  });

  test('six confirmations to one mailbox at once: three are sent', async () => {
    const user = fresh('burst');
    const addresses = Array.from({ length: 6 }, (_, i) => `${user}+${i}@example.org`);
    const outcomes = await Promise.all(addresses.map(subscribe));
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(outcomes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(3);
    expect(await received(addresses)).toBe(3);
  });

  test("a Fastmail subdomain address counts with its user's mailbox", async () => {
    const user = fresh('fm');
    const addresses = [`${user}@fastmail.com`, `a@${user}.fastmail.com`, `b@${user}.fastmail.com`, `c+tag@${user}.fastmail.com`];
    const outcomes: string[] = [];
    for (const address of addresses) outcomes.push(await subscribe(address));
    expect(outcomes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED']);
    expect(await received(addresses)).toBe(3);
  });

  test("the review's nine pledge e-mails to one iCloud mailbox through icloud.com, me.com and mac.com: only three are sent", async () => {
    const user = fresh('apple');
    const addresses = [0, 1, 2].flatMap((round) => [`${user}@icloud.com`, `${user}@me.com`, `${user}+${round}@mac.com`]);
    const outcomes: string[] = [];
    for (const address of addresses) outcomes.push(await pledge(address));
    expect(outcomes).toEqual(['OK', 'OK', 'OK', ...Array<string>(6).fill('RATE_LIMITED')]);
    expect(await received([...new Set(addresses)])).toBe(3);
  });

  test("one Yandex mailbox through its domains, a hyphen for a dot: three e-mails, pledges and confirmations together", async () => {
    const user = fresh('ya');
    const [first, second] = [user.slice(0, 3), user.slice(3)];
    const addresses = [
      `${first}.${second}@yandex.ru`,
      `${first}-${second}@ya.ru`,
      `${first.toUpperCase()}.${second}+news@yandex.com`,
      `${first}-${second}@yandex.by`,
      `${first}.${second}@yandex.kz`,
      `${first}-${second}@yandex.ua`,
      `${first}.${second}@yandex.com.tr`,
    ];
    const outcomes: string[] = [];
    for (const [i, address] of addresses.entries()) outcomes.push(await (i % 2 ? pledge(address) : subscribe(address)));
    expect(outcomes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(await received(addresses)).toBe(3);
    // Without the dot it is another login, with a cap of its own.
    expect(await subscribe(`${first}${second}@yandex.ru`)).toBe('OK');
  });

  test('confirmations and invitations share the cap: after two of each kind, the fourth e-mail is refused', async () => {
    const user = fresh('newcomer');
    const confirmations = [`${user}@example.org`, `${user}+news@example.org`];
    expect(await subscribe(confirmations[0]!)).toBe('OK');
    expect(await invite(`${user}+staff@example.org`)).toBe('OK');
    expect(await subscribe(confirmations[1]!)).toBe('OK');
    expect(await invite(`${user.toUpperCase()}+again@example.org`)).toBe('RATE_LIMITED');
    expect(await received([...confirmations, `${user}+staff@example.org`, `${user}+again@example.org`])).toBe(3);
    // An invitation first and confirmations after: the same one cap.
    const other = fresh('invitee');
    expect(await invite(`${other}@gmail.com`)).toBe('OK');
    expect(await invite(`${other.slice(0, 3)}.${other.slice(3)}@googlemail.com`)).toBe('OK');
    expect(await subscribe(`${other}+news@gmail.com`)).toBe('OK');
    expect(await subscribe(`${other}+more@gmail.com`)).toBe('RATE_LIMITED');
  });

  test("a password reset still reaches a staff member whose mailbox someone else used up with confirmations", async () => {
    const user = fresh('staffer');
    const staff = await server.addStaff('EDITOR', `${user}@proton.me`);
    const confirmations = [`${user}+1@pm.me`, `${user}@protonmail.com`, `${user}+2@proton.me`, `${user}@protonmail.ch`];
    const outcomes: string[] = [];
    for (const address of confirmations) outcomes.push(await subscribe(address));
    expect(outcomes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED']);
    expect(outcome(await server.gql(REQUEST_RESET, { email: staff.user.email }))).toBe('OK');
    await expect.poll(() => smtp.to(staff.user.email).filter((message) => message.mail.subject === RESET_SUBJECT).length, { timeout: 10_000 }).toBe(1);
  });
});
