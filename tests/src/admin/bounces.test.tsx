import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { signatureHeader } from '../../../server/bounces/webhook.ts';
import { ADD_POST } from '../../../store/api/posts.ts';
import { REQUEST_PASSWORD_RESET } from '../../../store/api/passwords.ts';
import { MAKE_SUBSCRIBE } from '../../../store/api/subscribers.ts';
import { SEND_POST_TO_SUBSCRIBERS } from '../../../store/api/newsletter.ts';
import { INVITE_USER } from '../../../store/api/staffAccounts.ts';
import { PLEDGE } from '../../server/giving/documents.ts';
import { PUBLIC_URL, TestSmtpServer, linkIn } from '../../kit/smtp.ts';
import { SLOW, renderApp } from './render.tsx';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';

// Mail that came back, as staff see it, against a real server with e-mail on: a relay's webhook
// reports a newsletter that bounced for good and one reported as spam, an invitation and a pledge
// e-mail that bounced, and a password reset reported as spam; the Subscriptions, Newsletter, Users
// and Donations pages show them, and a bounced subscriber is mailed again after a question. The
// tests run in order: each finds the subscribers as the one before left them.
const SECRET = 'bounce-webhook-secret-of-the-admin-tests-0123456789';
const smtp = new TestSmtpServer();
let server: TestServerProcess;
const graphqlUrl = () => `${server.url}/graphql`;

const BOUNCING = 'gone@example.org';
const COMPLAINING = 'annoyed@example.org';
const KEPT = 'reader@example.org';
const INVITED = 'new-editor@example.rw';
const DONOR = 'donor@example.rw';
const FIRST = 'Tree planting day';
const SECOND = 'Debate night';
let adminEmail = '';
let giftReference = '';
let events = 0;

/** "29 Nov 2026": today in Kigali, as the notes write the day. */
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Kigali', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());

/** Posts one event to the webhook as a relay would, signed now: its counts. */
async function report(event: { type: 'bounce' | 'complaint'; permanent?: boolean; token: string; reason?: string }) {
  const body = JSON.stringify({ events: [{ id: `relay-${++events}`, type: event.type, permanent: event.permanent, token: event.token, reason: event.reason }] });
  const response = await fetch(`${server.url}/hooks/mail-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mail-events-signature': signatureHeader(SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { applied: number; duplicate: number; unknown: number };
}

/**
 * The token in the envelope sender (bounces+<token>@…) of the first e-mail to `address` that `match`
 * accepts, once it has come and the outbox has recorded it as sent (a report of a message not known
 * to be sent changes nothing).
 */
async function tokenTo(address: string, match?: (subject: string) => boolean) {
  const { from } = await smtp.waitFor(address, (message) => !match || match(message.mail.subject ?? ''));
  const token = /^bounces\+([^@]+)@/.exec(from)?.[1];
  if (!token) throw new Error(`no token in the envelope sender ${from}`);
  await vi.waitFor(
    async () => expect(await server.query(`SELECT id FROM mail_outbox WHERE status = 'queued' AND lower(recipient) = lower($1)`, [address])).toEqual([]),
    { timeout: 20_000, interval: 50 },
  );
  return token;
}

async function subscribeAndConfirm(email: string) {
  expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })).errors).toBeUndefined();
  const confirmation = await smtp.waitFor(email);
  const link = linkIn(confirmation.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`);
  expect((await fetch(link.replace(PUBLIC_URL, server.url.replace(/\/$/, '')), { redirect: 'manual' })).status).toBe(303);
}

async function newsletter(title: string) {
  const added = await server.gql<{ addPost: { _id: string } }>(
    ADD_POST,
    {
      input: {
        title,
        content: 'Students and mentors planted two hundred trees around the school.',
        category: 'Events',
        contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.' }],
        image_urls: [{ url: '/uploads/aaa.webp', filename: 'first.jpg' }],
      },
    },
    server.token,
  );
  expect(added.errors).toBeUndefined();
  const sent = await server.gql(SEND_POST_TO_SUBSCRIBERS, { input: added.data!.addPost._id }, server.token);
  expect(sent.errors).toBeUndefined();
}

/** The subscriber as the server has them. */
const stored = async (email: string) =>
  (
    await server.gql<{ subscriptionRows: { items: { id: string; status: string }[] } }>(
      'query ($search: String) { subscriptionRows(search: $search) { items { id status } } }',
      { search: email },
      server.token,
    )
  ).data!.subscriptionRows.items[0]!;
const statusOf = async (email: string) => (await stored(email)).status;

beforeAll(async () => {
  await import('../../../src/pages/admin/routes.tsx');
  await smtp.start();
  server = await startTestServerProcess({
    staff: true,
    smtpUrl: smtp.url,
    settings: { bounces: { address: 'bounces@bcf.example', eventsSecret: SECRET, pollMs: 60_000 } },
  });
  for (const email of [BOUNCING, COMPLAINING, KEPT]) await subscribeAndConfirm(email);
  await newsletter(FIRST);
  const isFirst = (subject: string) => subject === FIRST;
  expect(await report({ type: 'bounce', permanent: true, token: await tokenTo(BOUNCING, isFirst), reason: '5.1.1 user unknown' })).toMatchObject({ applied: 1 });
  expect(await report({ type: 'complaint', token: await tokenTo(COMPLAINING, isFirst) })).toMatchObject({ applied: 1 });
  await smtp.waitFor(KEPT, (message) => message.mail.subject === FIRST);
  // The next newsletter goes only to who still gets them.
  await newsletter(SECOND);

  // Staff mail: an invitation that bounced, a password reset reported as spam.
  expect((await server.gql(INVITE_USER, { input: { email: INVITED, role: 'EDITOR' } }, server.token)).errors).toBeUndefined();
  expect(await report({ type: 'bounce', permanent: true, token: await tokenTo(INVITED), reason: '5.2.2 mailbox full' })).toMatchObject({ applied: 1 });
  const users = await server.gql<{ get_all_users: { _id: string; email: string }[] }>('query { get_all_users { _id email } }', {}, server.token);
  adminEmail = users.data!.get_all_users.find((one) => one._id === server.staff.ADMINISTRATOR!._id)!.email;
  expect((await server.gql(REQUEST_PASSWORD_RESET, { email: adminEmail })).errors).toBeUndefined();
  expect(await report({ type: 'complaint', token: await tokenTo(adminEmail) })).toMatchObject({ applied: 1 });

  // A pledge whose instructions bounced.
  const pledged = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, {
    input: { amount: 10_000, way: 'BANK_TRANSFER', name: 'Aline Uwase', email: DONOR },
  });
  giftReference = pledged.data!.pledgeGift.reference;
  expect(await report({ type: 'bounce', permanent: true, token: await tokenTo(DONOR), reason: '5.1.1 no such user' })).toMatchObject({ applied: 1 });
});
afterAll(async () => {
  await server?.stop();
  await smtp.stop();
});

const openAs = (path: string, token = server.token) => renderApp(path, { token, graphqlUrl: graphqlUrl() });
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name }, SLOW)).closest('tr')!;
/** The Status cell of a subscriber's row (after the date's). */
const statusCell = async (email: string) => within(await rowOf(email)).getAllByRole('cell')[1]!;

describe('Subscriptions', () => {
  test('show Bounced with the reason and day, Complained for a spam report, and Active', async () => {
    openAs('/admin/subscriptions');
    expect(await statusCell(BOUNCING)).toHaveTextContent(`Bounced5.1.1 user unknown · ${today()}`);
    expect(await statusCell(COMPLAINING)).toHaveTextContent(new RegExp(`^Complained${today()}$`));
    expect(await statusCell(KEPT)).toHaveTextContent(/^Active$/);
    // Only a bounce can be judged wrong: the others have no such action.
    expect(within(await rowOf(BOUNCING)).getByRole('button', { name: `Mail them again: ${BOUNCING}` })).toBeInTheDocument();
    expect(within(await rowOf(COMPLAINING)).queryByRole('button', { name: /^Mail them again/ })).toBeNull();
    expect(within(await rowOf(KEPT)).queryByRole('button', { name: /^Mail them again/ })).toBeNull();
  });

  test('Mail them again asks first: Cancel and Escape change nothing; confirmed, the row is Active', async () => {
    const user = userEvent.setup();
    openAs('/admin/subscriptions');
    const action = within(await rowOf(BOUNCING)).getByRole('button', { name: `Mail them again: ${BOUNCING}` });
    await user.click(action);
    const dialog = screen.getByRole('alertdialog', { name: 'Mail them again?' });
    expect(dialog).toHaveAccessibleDescription(`${BOUNCING} will get newsletters again. Do this only if the bounce was wrong.`);
    expect(within(dialog).getByRole('button', { name: 'Mail them again' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(action).toHaveFocus();

    // By the keyboard: Enter opens it, Tab stays inside, Escape closes it.
    await user.keyboard('{Enter}');
    const again = screen.getByRole('alertdialog', { name: 'Mail them again?' });
    await user.tab();
    expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(again).getByRole('button', { name: 'Mail them again' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await statusOf(BOUNCING)).toBe('BOUNCED');
    expect(await statusCell(BOUNCING)).toHaveTextContent(/^Bounced/);

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${BOUNCING} will get newsletters again.`, {}, SLOW)).toBeInTheDocument();
    await expect.poll(async () => (await statusCell(BOUNCING)).textContent, SLOW).toBe('Active');
    expect(within(await rowOf(BOUNCING)).queryByRole('button', { name: /^Mail them again/ })).toBeNull();
    // The button went with the bounce: the keyboard is on the row's address.
    await expect.poll(() => document.activeElement?.textContent, SLOW).toBe(BOUNCING);
    expect(await statusOf(BOUNCING)).toBe('ACTIVE');
  });

  test('says what the server refused: the subscriber was mailed again elsewhere while the question was open', async () => {
    const user = userEvent.setup();
    // Mailed again, their next newsletter bounces too.
    await newsletter('Science fair');
    const third = await tokenTo(BOUNCING, (subject) => subject === 'Science fair');
    expect(await report({ type: 'bounce', permanent: true, token: third, reason: '5.1.1 user unknown' })).toMatchObject({ applied: 1 });
    expect(await statusOf(BOUNCING)).toBe('BOUNCED');

    openAs('/admin/subscriptions');
    await user.click(within(await rowOf(BOUNCING)).getByRole('button', { name: `Mail them again: ${BOUNCING}` }));
    const { id } = await stored(BOUNCING);
    expect((await server.gql('mutation ($id: ID!) { mailSubscriberAgain(id: $id) { status } }', { id }, server.token)).errors).toBeUndefined();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mail them again' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Only a bounced subscriber can be mailed again');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('an Editor, who may not manage subscribers, has no Subscriptions page and so no Mail them again', async () => {
    openAs('/admin/subscriptions', server.staff.EDITOR!.token);
    expect(await screen.findByRole('navigation', { name: 'Admin' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).queryByRole('link', { name: 'Subscriptions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mail them again/ })).toBeNull();
  });
});

describe('Newsletter', () => {
  test('each send shows Bounced, Complaints and the complaint rate, warned above 0.3 %', async () => {
    openAs('/admin/newsletter');
    const headers = (await screen.findAllByRole('columnheader', {}, SLOW)).map((cell) => cell.textContent);
    expect(headers).toEqual(['Post', 'Queued', 'Status', 'Sent', 'Failed', 'Bounced', 'Complaints', 'Complaint rate', 'Total']);
    const first = await rowOf(FIRST);
    await expect.poll(() => within(first).getAllByRole('cell').map((cell) => cell.textContent).slice(1), SLOW).toEqual([
      'Done',
      '3',
      '0',
      '1',
      '1',
      '33.33 %Above 0.3 %: providers may refuse our mail',
      '3',
    ]);
    // The next went to one: none came back.
    const second = await rowOf(SECOND);
    await expect.poll(() => within(second).getAllByRole('cell').map((cell) => cell.textContent).slice(1), SLOW).toEqual(['Done', '1', '0', '0', '0', '0.00 %', '1']);
  });
});

describe('Users', () => {
  test('the Owner sees the bounced invitation and the password reset reported as spam', async () => {
    openAs('/admin/users');
    const invitation = (await screen.findByRole('cell', { name: INVITED }, SLOW)).closest('tr')!;
    expect(invitation).toHaveTextContent(`Invitation bounced: 5.2.2 mailbox full (${today()})`);
    const admin = (await screen.findByRole('cell', { name: adminEmail }, SLOW)).closest('tr')!;
    expect(admin).toHaveTextContent(`Password reset e-mail reported as spam (${today()})`);
  });

  test('an Editor, who may invite but not manage people, sees the invitation’s note and no account’s', async () => {
    openAs('/admin/users', server.staff.EDITOR!.token);
    const invitation = (await screen.findByRole('cell', { name: INVITED }, SLOW)).closest('tr')!;
    expect(invitation).toHaveTextContent(`Invitation bounced: 5.2.2 mailbox full (${today()})`);
    const admin = (await screen.findByRole('cell', { name: adminEmail }, SLOW)).closest('tr')!;
    expect(admin).not.toHaveTextContent('reported as spam');
  });
});

describe('Donations', () => {
  test('a gift whose pledge e-mail bounced says so beside its status', async () => {
    openAs('/admin/donations');
    const gift = await rowOf(giftReference);
    expect(within(gift).getAllByRole('cell')[5]).toHaveTextContent(`PledgedPledge e-mail bounced: 5.1.1 no such user (${today()})`);
  });
});
