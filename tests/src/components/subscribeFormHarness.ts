// What both subscribe-form test files need: a fake GraphQL server for the file, the form opened on
// the home page, and a toast with the duration of its timer bar.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { FakeGraphqlServer } from '../../kit/fakeGraphqlServer.ts';
import { openPage } from '../renderApp.tsx';

/** Starts a fake server for the calling file (reset before each test) and returns the helpers. */
export function subscribeFormHarness() {
  const server = new FakeGraphqlServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  beforeEach(() => server.reset());
  afterEach(() => vi.unstubAllGlobals());

  async function openForm() {
    const user = userEvent.setup();
    await openPage('/', { graphqlUrl: server.url });
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

  return { server, openForm, toast };
}
