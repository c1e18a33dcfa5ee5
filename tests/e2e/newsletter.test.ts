import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ADMIN, DESKTOP, withMailE2E } from './harness.ts';
import { PUBLIC_URL, linkIn } from '../kit/smtp.ts';

// The admin sends a post from its page and sees the send Done on the Newsletter page; the
// subscribers confirmed through the links their e-mails carried, as people would.
const { e2e, smtp } = withMailE2E({ notifyOnSubscribe: false });

const path = (page: Page) => new URL(page.url()).pathname;

test('the admin sends a post to the subscribers from its page and sees it Done on the Newsletter page', async () => {
  const readers = ['reader-a@example.org', 'reader-b@example.org'];
  for (const email of readers) {
    await e2e.graphql('mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }', {
      input: { subscriptionWithEmail: email },
    });
    await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
    const link = linkIn(smtp.to(email)[0]!.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`);
    await fetch(link.replace(PUBLIC_URL, e2e.baseUrl.replace(/\/$/, '')), { redirect: 'manual' });
  }
  const { login_user } = await e2e.graphql<{ login_user: { token: string } }>(
    'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const { getAllPosts } = await e2e.graphql<{ getAllPosts: { _id: string; title: string }[] }>('query getAllPosts { getAllPosts { _id title } }');
  const post = getAllPosts[0]!;

  const page = await e2e.newPage(DESKTOP);
  await page.addInitScript((token) => localStorage.setItem('userToken', token), login_user.token);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await e2e.open(page, `/admin/overview/${post._id}`);
  const send = page.getByRole('button', { name: 'Send to subscribers' });
  await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
  await send.click();
  await expect.poll(() => dialogs).toEqual([`Send '${post.title}' to 2 subscribers?`]);
  await page.getByRole('status').filter({ hasText: 'Queued for 2 subscribers.' }).waitFor();

  await page.getByRole('link', { name: 'Newsletter' }).first().click();
  await expect.poll(() => path(page)).toBe('/admin/newsletter');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: post.title }) });
  await expect.poll(() => row.getByRole('cell').allTextContents(), { timeout: 30_000 }).toEqual([
    expect.any(String),
    'Done',
    '2',
    '0',
    '0',
    '0',
    '0.00 %',
    '2',
  ]);
  for (const email of readers) expect(smtp.to(email).filter((m) => m.mail.subject === post.title)).toHaveLength(1);
});
