import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { TOAST_MS } from '../../../shared/constants.ts';
import { FakeGraphqlServer, data, graphqlError } from '../fakeGraphqlServer.ts';
import { renderPage } from '../renderPage.tsx';

const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());
afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  const user = userEvent.setup();
  renderPage('/', server.url);
  const section = screen.getByRole('region', { name: 'Get in Touch With Us' });
  const field = await within(section).findByRole('textbox', { name: 'Your email address' });
  return { user, section, field, submit: within(section).getByRole('button', { name: 'Subscribe' }) };
}

/** The toast showing `message`, and how long it stays (the duration of its timer bar). */
async function toast(message: string) {
  const body = await screen.findByText(message);
  const bar = within(body.parentElement!.parentElement!).getByRole('progressbar', { name: 'notification timer' });
  return { body, duration: bar.style.animationDuration };
}

describe('the subscribe form with e-mail on', () => {
  test('with e-mail on (a PENDING answer), the same toast and, under the form, the line asking to check the inbox', async () => {
    server.on('makeSubscribe', ({ variables }) => {
      const { subscriptionWithEmail } = variables.input as { subscriptionWithEmail: string };
      return data({ makeSubscribe: { id: 's2', subscriptionWithEmail, date_subscribed: 1, status: 'PENDING' } });
    });
    const { user, section, field, submit } = await openForm();
    expect(within(section).getByRole('status')).toHaveTextContent('');
    await user.type(field, 'aline@example.org');
    await user.click(submit);
    await toast('🎉 Subscribed successfully!');
    expect(within(section).getByRole('status')).toHaveTextContent('Check your inbox to confirm your subscription.');
  });

  test('a pending address asking again: the failure toast with the server\'s message', async () => {
    server.on('makeSubscribe', () =>
      graphqlError('This email is waiting for confirmation: we sent the link again.', 'BAD_USER_INPUT'),
    );
    const { user, field, submit } = await openForm();
    await user.type(field, 'aline@example.org');
    await user.click(submit);
    const { duration } = await toast('❌ This email is waiting for confirmation: we sent the link again.');
    expect(duration).toBe(`${TOAST_MS.long}ms`);
  });
});
