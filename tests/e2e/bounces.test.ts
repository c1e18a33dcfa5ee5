import { expect, test } from 'vitest';
import { hashPassword } from '../../server/staff/passwords.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, withMailE2E } from './harness.ts';
import { PUBLIC_URL, linkIn } from '../kit/smtp.ts';

// Mail that came back, in Chromium: a newsletter to two confirmed readers, one address bouncing for
// good and the other reporting it as spam; an Administrator sees the bounce with its reason, mails
// that reader again by the keyboard after the question, and reads the send's figures.
const { e2e, smtp } = withMailE2E({ notifyOnSubscribe: false }, { bounces: { address: 'bounces@bcf.example', pollMs: 60_000 } });

const BOUNCING = 'gone@example.org';
const COMPLAINING = 'annoyed@example.org';
const ADMINISTRATOR = { email: 'administrator@bcf.test', password: 'an administrator password long enough' };
const LOGIN = 'mutation ($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }';
const tokenOf = async (who: { email: string; password: string }) => (await e2e.graphql<{ login_user: { token: string } }>(LOGIN, who)).login_user.token;

test('an Administrator sees a Bounced subscriber and its reason, mails them again by the keyboard, and reads the send’s figures', async () => {
  for (const email of [BOUNCING, COMPLAINING]) {
    await e2e.graphql('mutation ($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }', { input: { subscriptionWithEmail: email } });
    const link = linkIn((await smtp.waitFor(email)).mail.text, `${PUBLIC_URL}/subscription/confirm?token=`);
    await fetch(link.replace(PUBLIC_URL, e2e.baseUrl.replace(/\/$/, '')), { redirect: 'manual' });
  }
  await e2e.services.repos.staff.insert({ email: ADMINISTRATOR.email, passwordHash: await hashPassword(ADMINISTRATOR.password), role: 'ADMINISTRATOR' });
  const administrator = await tokenOf(ADMINISTRATOR);
  const { getAllPosts } = await e2e.graphql<{ getAllPosts: { _id: string; title: string }[] }>('query { getAllPosts { _id title } }');
  const post = getAllPosts[0]!;
  await e2e.graphql('mutation ($input: ID!) { sendPostToSubscribers(input: $input) { id } }', { input: post._id }, await tokenOf(ADMIN));
  // What the relay reports of each newsletter, named by its envelope sender's signed token, once the
  // outbox has recorded both as sent (a report of a message not known to be sent changes nothing).
  await expect.poll(async () => (await e2e.services.db.query(`SELECT id FROM mail_outbox WHERE kind = 'newsletter' AND status = 'sent'`)).length).toBe(2);
  const { bounces } = e2e.services;
  const tokensTo = async (email: string) => bounces.tokens.find((await smtp.waitFor(email, (m) => m.mail.subject === post.title)).from);
  expect(await bounces.record({ key: 'webhook:e2e-1', source: 'webhook', type: 'permanent', tokens: await tokensTo(BOUNCING), reason: '5.1.1 user unknown' })).toBe('applied');
  expect(await bounces.record({ key: 'webhook:e2e-2', source: 'webhook', type: 'complaint', tokens: await tokensTo(COMPLAINING), reason: '' })).toBe('applied');

  const page = await e2e.newPage(DESKTOP);
  await page.addInitScript((token) => localStorage.setItem('userToken', token), administrator);
  await e2e.open(page, '/admin/subscriptions');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BOUNCING }) });
  await expect.poll(() => row.getByRole('cell').nth(1).textContent(), { timeout: 15_000 }).toMatch(/^Bounced5\.1\.1 user unknown · \d{1,2} \w+ \d{4}$/);

  const action = row.getByRole('button', { name: `Mail them again: ${BOUNCING}` });
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Mail them again?' });
  await dialog.waitFor();
  expect(await dialog.getByRole('button', { name: 'Mail them again' }).evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await page.getByText(`${BOUNCING} will get newsletters again.`).waitFor();
  await expect.poll(() => row.getByRole('cell').nth(1).textContent(), { timeout: 15_000 }).toBe('Active');
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'Newsletter' }).first().click();
  const send = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: post.title }) });
  await expect.poll(() => send.getByRole('cell').allTextContents(), { timeout: 15_000 }).toEqual([
    expect.any(String),
    'Done',
    '2',
    '0',
    '1',
    '1',
    '50.00 %Above 0.3 %: providers may refuse our mail',
    '2',
  ]);
});
