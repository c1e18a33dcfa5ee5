// What staff see of mail that came back and what they may do about it: mailing a bounced
// subscriber again (Owner and Administrator, logged), the bounced invitation, password reset,
// pledge and receipt on their own rows, a send's counts and complaint rate; and what an erasure
// and the housekeeping take away.
import { describe, expect, test } from 'vitest';
import { sweep, sweepBounces } from '../../../server/mail/housekeeping.ts';
import { databasesOf } from '../../kit/databases.ts';
import { DELETE_SUBSCRIBER, MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { errorCode } from '../../kit/graphql.ts';
import type { Received } from '../../kit/smtp.ts';
import { signedIn } from '../../kit/withServer.ts';
import { ERASE_DONOR, PLEDGE, RECORD_GIFT } from '../giving/documents.ts';
import { MAIL_AGAIN, addSubscribers, auditRows, envelopeToken, newsletterTo, report, rowOf, sendNewsletter, sendOf, withBounceServer } from './kit.ts';

const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }`;
const INVITATIONS = `query { invitations { id email mailProblem { kind email reason at } } }`;
const USERS = `query { get_all_users { _id email mailProblem { kind email reason at } } }`;
const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const GIFTS = `query ($search: String) { gifts(search: $search) { items { id reference mailProblem { kind email reason at } } } }`;

describe.each(databasesOf(import.meta.url))('mail that came back, for staff, on $name', (kind) => {
  const { server, smtp } = withBounceServer(kind);
  const owner = signedIn(server);

  /** A bounced subscriber: a newsletter to them came back for good. */
  async function bouncedSubscriber(email: string): Promise<string> {
    const ids = await addSubscribers(server, [email]);
    const send = await sendNewsletter(server, owner.token);
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(await newsletterTo(smtp, email, send.title))]))).toBe('applied');
    return ids[email]!;
  }

  /** The latest e-mail to `address` whose subject `match` accepts, once it has come. */
  /** The e-mail to `address` that `match` accepts, once it has come and the outbox has recorded it as sent. */
  async function mailTo(address: string, match: (subject: string) => boolean): Promise<Received> {
    const received = await smtp.waitFor(address, (message) => match(message.mail.subject ?? ''));
    await server.mailSettled();
    return received;
  }

  test('an Administrator mails a bounced subscriber again: ACTIVE, the bounce gone, logged; the next newsletter reaches them', async () => {
    const email = 'again@example.org';
    const id = await bouncedSubscriber(email);
    const { token: adminToken } = await server.addStaff('ADMINISTRATOR');
    const answer = await server.gql<{ mailSubscriberAgain: { id: string; status: string; mailProblem: null } }>(MAIL_AGAIN, { id }, adminToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.mailSubscriberAgain).toEqual({ id, status: 'ACTIVE', mailProblem: null });
    expect(await rowOf(server, owner.token, email)).toMatchObject({ status: 'ACTIVE', mailProblem: null });
    expect((await auditRows(server, 'subscriber.mail_again'))[0]).toMatchObject({ target: id });
    const send = await sendNewsletter(server, owner.token);
    await newsletterTo(smtp, email, send.title);
  });

  test('mailed again, their temporary failures from before no longer count', async () => {
    const email = 'again-temp@example.org';
    await addSubscribers(server, [email]);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const send = await sendNewsletter(server, owner.token);
      tokens.push(envelopeToken(await newsletterTo(smtp, email, send.title)));
    }
    for (const one of tokens.slice(0, 3)) await server.services.bounces.record(report('temporary', [one]));
    const { id } = await rowOf(server, owner.token, email);
    expect((await rowOf(server, owner.token, email)).status).toBe('BOUNCED');
    expect((await server.gql(MAIL_AGAIN, { id }, owner.token)).errors).toBeUndefined();
    expect(await server.services.bounces.record(report('temporary', [tokens[3]!]))).toBe('applied');
    expect((await rowOf(server, owner.token, email)).status).toBe('ACTIVE');
  });

  test('an Editor may not mail a subscriber again (FORBIDDEN, nothing changes); an ACTIVE subscriber is BAD_USER_INPUT', async () => {
    const id = await bouncedSubscriber('editor-tries@example.org');
    const { token: editorToken } = await server.addStaff('EDITOR');
    const fingerprint = await server.fingerprint();
    expect(errorCode(await server.gql(MAIL_AGAIN, { id }, editorToken))).toBe('FORBIDDEN');
    expect(await server.fingerprint()).toEqual(fingerprint);

    const active = await addSubscribers(server, ['still-active@example.org']);
    const refused = await server.gql(MAIL_AGAIN, { id: active['still-active@example.org'] }, owner.token);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('Only a bounced subscriber can be mailed again');
    expect(errorCode(await server.gql(MAIL_AGAIN, { id: 'no-such-subscriber' }, owner.token))).toBe('NOT_FOUND');
  });

  test('a visitor never reads why mail to an address stopped: mailProblem through makeSubscribe is refused', async () => {
    await bouncedSubscriber('nosy-target@example.org');
    const answer = await server.gql(`mutation ($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id status mailProblem { reason } } }`, {
      input: { subscriptionWithEmail: 'nosy-target@example.org' },
    });
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(answer)).not.toContain('user unknown');
    const { token: editorToken } = await server.addStaff('EDITOR');
    expect(errorCode(await server.gql(`query { get_all_users { _id mailProblem { reason } } }`, {}, editorToken))).toBe('FORBIDDEN');
  });

  test("a bounced invitation shows on the invitation, and a bounced password reset on the staff member's row", async () => {
    const invited = await server.gql<{ inviteUser: { id: string } }>(INVITE, { input: { email: 'newcomer@example.org', role: 'EDITOR' } }, owner.token);
    expect(invited.errors).toBeUndefined();
    const invitation = await mailTo('newcomer@example.org', () => true);
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(invitation)], { reason: '5.1.1 no such user' }))).toBe('applied');
    const listed = await server.gql<{ invitations: { id: string; email: string; mailProblem: unknown }[] }>(INVITATIONS, {}, owner.token);
    expect(listed.data!.invitations.find((one) => one.email === 'newcomer@example.org')!.mailProblem).toMatchObject({
      kind: 'BOUNCED',
      email: 'invitation',
      reason: '5.1.1 no such user',
    });
    expect((await auditRows(server, 'mail.bounced'))[0]).toMatchObject({ target: invited.data!.inviteUser.id });

    const { user } = await server.addStaff('AUTHOR', 'forgetful@example.org');
    expect((await server.gql(RESET, { email: user.email })).errors).toBeUndefined();
    const reset = await mailTo(user.email, () => true);
    expect(await server.services.bounces.record(report('complaint', [envelopeToken(reset)], { reason: 'abuse' }))).toBe('applied');
    const users = await server.gql<{ get_all_users: { _id: string; email: string; mailProblem: unknown }[] }>(USERS, {}, owner.token);
    expect(users.data!.get_all_users.find((one) => one._id === user._id)!.mailProblem).toMatchObject({ kind: 'COMPLAINED', email: 'password_reset' });
    expect(users.data!.get_all_users.find((one) => one.email !== user.email)!.mailProblem).toBeNull();
    expect((await auditRows(server, 'mail.complained'))[0]).toMatchObject({ target: user._id });
  });

  test("a bounced pledge or receipt e-mail shows on its gift, not on the donor's other gifts; erasing the donor takes the event", async () => {
    const donor = 'generous@example.org';
    const pledged = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 10_000, way: 'MTN_MOMO', name: 'Ange', email: donor } });
    expect(pledged.errors).toBeUndefined();
    const reference = pledged.data!.pledgeGift.reference;
    const pledge = await mailTo(donor, (subject) => subject.includes(reference));
    const recorded = await server.gql<{ recordGift: { id: string; reference: string; receiptNumber: string } }>(
      RECORD_GIFT,
      { input: { amount: 5_000, way: 'CASH', name: 'Ange', email: donor, amountRwf: 5_000 } },
      owner.token,
    );
    expect(recorded.errors).toBeUndefined();
    const receipt = await mailTo(donor, (subject) => subject.includes(recorded.data!.recordGift.receiptNumber));
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(receipt)], { reason: '5.2.2 mailbox full' }))).toBe('applied');

    const gifts = async () => (await server.gql<{ gifts: { items: { id: string; reference: string; mailProblem: unknown }[] } }>(GIFTS, { search: 'Ange' }, owner.token)).data!.gifts.items;
    const byReference = async (ref: string) => (await gifts()).find((gift) => gift.reference === ref)!;
    expect((await byReference(recorded.data!.recordGift.reference)).mailProblem).toMatchObject({ kind: 'BOUNCED', email: 'receipt', reason: '5.2.2 mailbox full' });
    expect((await byReference(reference)).mailProblem).toBeNull();
    // A temporary failure is recorded but is not shown: the receiving server is still trying.
    expect(await server.services.bounces.record(report('temporary', [envelopeToken(pledge)], { reason: '4.4.1 no answer' }))).toBe('applied');
    expect((await byReference(reference)).mailProblem).toBeNull();
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(pledge)], { reason: '5.1.1 user unknown' }))).toBe('applied');
    const pledgedGift = await byReference(reference);
    expect(pledgedGift.mailProblem).toMatchObject({ kind: 'BOUNCED', email: 'pledge', reason: '5.1.1 user unknown' });
    expect((await auditRows(server, 'mail.bounced'))[0]).toMatchObject({ target: pledgedGift.id });

    expect((await server.gql(ERASE_DONOR, { id: pledgedGift.id }, owner.token)).errors).toBeUndefined();
    expect(await server.services.db.query('SELECT 1 FROM mail_events WHERE gift_id = $1', [pledgedGift.id])).toHaveLength(0);
    // The other gift's event is its own: still there.
    expect(await server.services.db.query('SELECT 1 FROM mail_events WHERE gift_id = $1', [recorded.data!.recordGift.id])).toHaveLength(1);
  });

  test("deleting a subscriber or a staff member takes their events and the address they hold", async () => {
    const email = 'erase-me@example.org';
    const id = await bouncedSubscriber(email);
    expect(await server.services.db.query('SELECT 1 FROM mail_events WHERE recipient = $1', [email])).toHaveLength(1);
    expect((await server.gql(DELETE_SUBSCRIBER, { id }, owner.token)).errors).toBeUndefined();
    expect(await server.services.db.query('SELECT 1 FROM mail_events WHERE recipient = $1 OR subscriber_id = $2', [email, id])).toHaveLength(0);

    const { user } = await server.addStaff('CONTRIBUTOR', 'leaving-staff@example.org');
    await server.gql(RESET, { email: user.email });
    const reset = await mailTo(user.email, () => true);
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(reset)]))).toBe('applied');
    expect((await server.gql('mutation ($id: ID!) { delete_user(id: $id) }', { id: user._id }, owner.token)).errors).toBeUndefined();
    expect(await server.services.db.query('SELECT 1 FROM mail_events WHERE recipient = $1', [user.email])).toHaveLength(0);
  });

  test('a pending subscription swept after 7 days unconfirmed takes the bounce of its confirmation e-mail with it', async () => {
    const email = 'never-confirmed@example.org';
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })).errors).toBeUndefined();
    const confirmation = await mailTo(email, (subject) => subject.startsWith('Confirm'));
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(confirmation)], { reason: '5.1.1 <never-confirmed@example.org>: no such user' }))).toBe('applied');
    const [pending] = await server.services.db.query<{ id: string }>('SELECT id FROM subscribers WHERE email = $1', [email]);
    const events = () => server.services.db.query('SELECT 1 FROM mail_events WHERE recipient = $1 OR subscriber_id = $2', [email, pending!.id]);
    expect(await events()).toHaveLength(1);

    await server.services.db.query(`UPDATE subscribers SET confirmation_sent_at = now() - interval '8 days', date_subscribed = now() - interval '8 days' WHERE id = $1`, [
      pending!.id,
    ]);
    expect((await sweep(server.services.repos)).pendingDeleted).toBeGreaterThanOrEqual(1);
    expect(await server.services.db.query('SELECT 1 FROM subscribers WHERE id = $1', [pending!.id])).toHaveLength(0);
    expect(await events()).toHaveLength(0);
  });

  test("a send shows its bounced, complaints and complaint rate (complaints per message sent)", async () => {
    const emails = Array.from({ length: 4 }, (_, i) => `rate-${i}@example.org`);
    await addSubscribers(server, emails);
    const send = await sendNewsletter(server, owner.token);
    const counted = await sendOf(server, owner.token, send.id);
    expect(counted).toMatchObject({ bounced: 0, complaints: 0, complaintRate: 0 });
    const tokens = await Promise.all(emails.map(async (email) => envelopeToken(await newsletterTo(smtp, email, send.title))));
    await server.services.bounces.record(report('permanent', [tokens[0]!]));
    await server.services.bounces.record(report('complaint', [tokens[1]!]));
    await server.services.bounces.record(report('complaint', [tokens[1]!]));
    await server.services.bounces.record(report('temporary', [tokens[2]!]));
    const after = await sendOf(server, owner.token, send.id);
    expect(after).toMatchObject({ bounced: 1, complaints: 1 });
    expect(after.complaintRate).toBeCloseTo(1 / after.sent, 10);
  });

  test('housekeeping deletes events older than 90 days and webhook signatures older than 10 minutes, and nothing newer', async () => {
    const id = await bouncedSubscriber('old-event@example.org');
    await server.services.db.query(`UPDATE mail_events SET at = now() - interval '91 days' WHERE subscriber_id = $1`, [id]);
    await server.services.repos.bounces.rememberRequest('a'.repeat(64));
    await server.services.repos.bounces.rememberRequest('b'.repeat(64));
    await server.services.db.query(`UPDATE mail_event_requests SET at = now() - interval '11 minutes' WHERE signature = $1`, ['a'.repeat(64)]);
    const newer = (await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_events WHERE at > now() - interval '90 days'`))[0]!.n;
    const result = await sweepBounces(server.services.repos);
    expect(result.eventsDeleted).toBeGreaterThanOrEqual(1);
    expect(result.requestsForgotten).toBe(1);
    expect(await server.services.db.query('SELECT 1 FROM mail_events WHERE subscriber_id = $1', [id])).toHaveLength(0);
    expect((await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_events'))[0]!.n).toBe(newer);
    expect(await server.services.db.query('SELECT signature FROM mail_event_requests')).toEqual([{ signature: 'b'.repeat(64) }]);
    // The subscriber stays BOUNCED: the status keeps what the event did.
    expect((await rowOf(server, owner.token, 'old-event@example.org')).status).toBe('BOUNCED');
  });
});
