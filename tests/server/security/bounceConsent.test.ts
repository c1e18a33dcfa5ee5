// Consent and stored text through mail that comes back: a bounce never makes active an address that
// was not confirmed (nor turns a complaint into a bounce that staff could undo), and a receiver's
// reason from the webhook is kept as every one-line text is, without control, direction-changing
// or invisible characters.
import { describe, expect, test } from 'vitest';
import { keptReason } from '../../../server/bounces/reason.ts';
import { databasesOf } from '../../kit/databases.ts';
import { MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { signedIn } from '../../kit/withServer.ts';
import { MAIL_AGAIN, addSubscribers, envelopeToken, newsletterTo, report, rowOf, sendNewsletter, withBounceServer } from '../bounces/kit.ts';

test('a reason keeps no C1 control, direction-changing or invisible character (as every other one-line text)', () => {
  const kept = keptReason('550\u0085 5.1.1\u009b31m user\u202e nwonknu\u200b\u2066 x\ufeff');
  expect(kept).not.toMatch(/[\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/);
});

describe.each(databasesOf(import.meta.url))('consent through a bounce, on $name', (kind) => {
  const { server, smtp } = withBounceServer(kind);
  const owner = signedIn(server);

  test('someone who never confirmed, whose confirmation e-mail bounced, is not made ACTIVE by "Mail them again"', async () => {
    const email = 'never-confirmed@example.org';
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })).errors).toBeUndefined();
    expect((await rowOf(server, owner.token, email)).status).toBe('PENDING');
    const confirm = await smtp.waitFor(email, (message) => message.mail.subject?.startsWith('Confirm') ?? false);
    await server.mailSettled();
    expect(await server.services.bounces.record(report('permanent', [envelopeToken(confirm)]))).toBe('applied');
    const { id } = await rowOf(server, owner.token, email);
    await server.gql(MAIL_AGAIN, { id }, owner.token);
    expect((await rowOf(server, owner.token, email)).status).not.toBe('ACTIVE');
  });

  test('someone who reported spam and subscribed again without confirming is not made ACTIVE by an old bounce and "Mail them again"', async () => {
    const email = 'complained-then-pending@example.org';
    await addSubscribers(server, [email]);
    const first = await sendNewsletter(server, owner.token);
    const second = await sendNewsletter(server, owner.token);
    const tokens = [envelopeToken(await newsletterTo(smtp, email, first.title)), envelopeToken(await newsletterTo(smtp, email, second.title))];
    expect(await server.services.bounces.record(report('complaint', [tokens[0]!]))).toBe('applied');
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })).errors).toBeUndefined();
    expect((await rowOf(server, owner.token, email)).status).toBe('PENDING');
    // A late bounce of the other newsletter (anyone who once got one holds its token).
    expect(await server.services.bounces.record(report('permanent', [tokens[1]!]))).toBe('applied');
    const row = await rowOf(server, owner.token, email);
    expect(row.mailProblem?.kind).toBe('COMPLAINED');
    await server.gql(MAIL_AGAIN, { id: row.id }, owner.token);
    expect((await rowOf(server, owner.token, email)).status).not.toBe('ACTIVE');
  });
});
