import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAIL_TEXTS } from '../../shared/mailPages.ts';
import { subscriberLinks } from '../../server/subscribers/links.ts';
import { DESKTOP, JWT_SECRET, PHONE, startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

// The pages a subscriber reaches from an e-mail, at both sizes, with axe: the confirmation's two
// outcomes, and the unsubscribe page used for real (a link signed as the server signs them).
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

async function subscriberId(email: string): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id } }',
      variables: { input: { subscriptionWithEmail: email } },
    }),
  });
  return ((await response.json()) as { data: { makeSubscribe: { id: string } } }).data.makeSubscribe.id;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('subscription pages at the %s size', (name, viewport) => {
  test('the confirmed page and the not-confirmed page (with the subscribe form) have no axe violations', async () => {
    const page = await e2e.newPage(viewport);
    await e2e.open(page, '/SubscriptionConfirmed');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(MAIL_TEXTS.confirmed);
    expect(await axeViolations(page)).toEqual([]);

    // A confirmation link that was altered leads here.
    await page.goto(`${e2e.baseUrl}/subscription/confirm?token=altered`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/SubscriptionNotConfirmed');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your subscription is not confirmed');
    await expect.poll(() => page.getByRole('textbox', { name: 'Your email address' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the unsubscribe link: opening it changes nothing, the button unsubscribes and offers to subscribe again', async () => {
    const email = `leaving-${name}@example.org`;
    const id = await subscriberId(email);
    const links = subscriberLinks(JWT_SECRET, e2e.baseUrl.replace(/\/$/, ''));
    const page = await e2e.newPage(viewport);
    await e2e.open(page, await links.unsubscribeUrl(id));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Unsubscribe');
    expect(await axeViolations(page)).toEqual([]);
    const statusOf = async () =>
      (await e2e.services.db.query<{ status: string }>('SELECT status FROM subscribers WHERE id = $1', [id]))[0]!.status;
    expect(await statusOf()).toBe('ACTIVE');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(MAIL_TEXTS.unsubscribed);
    expect(await statusOf()).toBe('UNSUBSCRIBED');
    await expect.poll(() => page.getByRole('textbox', { name: 'Your email address' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
