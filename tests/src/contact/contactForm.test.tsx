import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { setupStore } from '../../../store/index.ts';
import { renderApp } from '../renderApp.tsx';
import { siteContentAnswers } from '../siteContentAnswers.ts';
import { FakeGraphqlServer, data, graphqlError } from '../../kit/fakeGraphqlServer.ts';

const THANKS = 'Thank you! Your message has been sent.';
const TOO_MANY = 'You have sent too many messages: at most 5 are accepted in an hour.';

const stub = new FakeGraphqlServer();
beforeAll(() => stub.start());
afterAll(() => stub.stop());
beforeEach(() => {
  stub.reset();
  stub.on('sendContactMessage', () => data({ sendContactMessage: { received: true, message: THANKS } }));
});

async function openContactPage() {
  const view = renderApp('/ContactPage', { store: setupStore(undefined, { graphqlUrl: stub.url, preloadedAnswers: siteContentAnswers('/ContactPage') }) });
  await screen.findByRole('heading', { level: 1, name: 'Contact' });
  return {
    ...view,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

describe('the contact form', () => {
  test('submitted empty, it says under each field what is missing and sends nothing', async () => {
    const { user, name, email, message, submit } = await openContactPage();
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(name).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Email is required!');
    expect(message).toHaveAccessibleDescription('Message is required');
    expect(stub.requests).toEqual([]);
  });

  test('explains a bad address, a short message and a long name, each under its own field', async () => {
    const { user, name, email, message, submit } = await openContactPage();
    await user.type(name, 'n'.repeat(101));
    await user.type(email, 'aline@example');
    await user.type(message, 'Hello');
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name must be at most 100 characters'));
    expect(email).toHaveAccessibleDescription('Enter a valid email!');
    expect(message).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(stub.requests).toEqual([]);
  });

  test('a field shows its message once the form is submitted, not when it is left, and drops it as it is put right', async () => {
    const { user, name, email, message, submit } = await openContactPage();
    await user.type(name, 'Aline');
    await user.type(email, 'not-an-address');
    await user.click(message);
    await user.type(message, 'I would like to mentor a student.');
    expect(message).toHaveFocus();
    expect(email).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email!'));
    // A field that was right is not flagged as it is changed; the flagged one is checked again as it is.
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'aline@example.rw');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription());
    expect(name).not.toHaveAccessibleDescription();
    expect(stub.requests).toEqual([]);
  });

  test('a valid message is sent with an empty honeypot, thanked in a toast, and the form cleared', async () => {
    const { user, name, email, message, submit } = await openContactPage();
    await user.type(name, 'Aline');
    await user.type(email, 'aline@example.rw');
    await user.type(message, 'I would like to mentor a student.');
    await user.click(submit);
    expect(await screen.findByText(THANKS, {}, { timeout: 15_000 })).toBeVisible();
    expect(stub.requests).toEqual([
      expect.objectContaining({
        operationName: 'sendContactMessage',
        variables: {
          input: { name: 'Aline', email: 'aline@example.rw', message: 'I would like to mentor a student.', website: '' },
        },
      }),
    ]);
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
  });

  test('a refused message shows the server’s reason and keeps what the visitor wrote', async () => {
    stub.on('sendContactMessage', () => graphqlError(TOO_MANY, 'RATE_LIMITED'));
    const { user, name, email, message, submit } = await openContactPage();
    await user.type(name, 'Aline');
    await user.type(email, 'aline@example.rw');
    await user.type(message, 'I would like to mentor a student.');
    await user.click(submit);
    expect(
      await screen.findByText(`❌ ${TOO_MANY}`, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(name).toHaveValue('Aline');
    expect(email).toHaveValue('aline@example.rw');
    expect(message).toHaveValue('I would like to mentor a student.');
    expect(submit).toBeEnabled();
  });

  test('the honeypot is out of the tab order and hidden from assistive technology', async () => {
    await openContactPage();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = document.getElementById('contact-website')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
