import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHANGE_PASSWORD_TEXTS } from '../../../src/pages/admin/staff/ChangePasswordForm.tsx';
import { FORGOT_TEXTS } from '../../../src/pages/admin/login/ForgotPasswordPage.tsx';
import { PASSWORD_FORM_TEXTS } from '../../../src/pages/admin/common/passwordForms.ts';
import { RESET_TEXTS } from '../../../src/pages/admin/login/ResetPasswordPage.tsx';
import { PUBLIC_URL, TestSmtpServer, linkIn } from '../../kit/smtp.ts';
import { SLOW, newSession, renderApp, sessionRefused, withAdminServer } from './render.tsx';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';

// The forgot-password and reset pages and Your account's "Change password" form, against a real server.
const server = withAdminServer();
const graphqlUrl = () => `${server.url}/graphql`;
const ME = 'query { me { _id } }';
const signIn = (password?: string) => newSession(server, password);
const refused = (token: string) => sessionRefused(server, token, ME);

describe('Forgot your password?', () => {
  test('the login page links to it', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(history.location.pathname).toBe('/ForgotPassword');
    expect(await screen.findByRole('heading', { name: FORGOT_TEXTS.heading })).toBeInTheDocument();
  });

  test('checks the address, then says the same for any address', async () => {
    const user = userEvent.setup();
    renderApp('/ForgotPassword', { graphqlUrl: graphqlUrl() });
    const submit = await screen.findByRole('button', { name: FORGOT_TEXTS.submit });
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_FORM_TEXTS.emailRequired)).toBeInTheDocument();
    const email = screen.getByLabelText(/Email/);
    await user.type(email, 'not-an-address');
    await user.click(submit);
    expect(await screen.findByText(PASSWORD_FORM_TEXTS.emailInvalid)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nobody@example.org');
    await user.click(submit);
    expect(await screen.findByText(FORGOT_TEXTS.sent('nobody@example.org'), {}, SLOW)).toHaveAttribute('role', 'status');
  });
});

describe('Choose a new password', () => {
  test('without a token the page says the link does not work', async () => {
    renderApp('/ResetPassword', { graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXTS.noToken);
    expect(screen.getByRole('link', { name: RESET_TEXTS.askAgain })).toBeInTheDocument();
  });

  test('checks the password rule and the confirmation, and shows the server’s refusal of a forged link', async () => {
    const user = userEvent.setup();
    renderApp(`/ResetPassword?token=${'A'.repeat(43)}`, { graphqlUrl: graphqlUrl() });
    const submit = await screen.findByRole('button', { name: RESET_TEXTS.submit });
    await user.type(screen.getByLabelText(/^New password(?! again)/), 'short');
    await user.type(screen.getByLabelText(/New password again/), 'different');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_FORM_TEXTS.mismatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password(?! again)/));
    await user.type(screen.getByLabelText(/^New password(?! again)/), 'a long enough new password');
    await user.clear(screen.getByLabelText(/New password again/));
    await user.type(screen.getByLabelText(/New password again/), 'a long enough new password');
    await user.click(submit);
    expect(await screen.findByText(RESET_TEXTS.noToken, {}, SLOW)).toBeInTheDocument();
    // The admin's password is what it was.
    expect(await signIn()).not.toBeNull();
  });
});

describe('Change password on Your account', () => {
  test('a wrong current password is shown, and nothing changes', async () => {
    const user = userEvent.setup();
    renderApp('/admin/account', { token: (await signIn())!, graphqlUrl: graphqlUrl() });
    await user.type(await screen.findByLabelText(/Current password/), 'not the password at all');
    await user.type(screen.getByLabelText(/^New password(?! again)/), 'a long enough new password');
    await user.type(screen.getByLabelText(/New password again/), 'a long enough new password');
    await user.click(screen.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }));
    expect(await screen.findByText('Your current password is not right', {}, SLOW)).toBeInTheDocument();
    // Still signed in: the refusal is no sign-out.
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(await signIn()).not.toBeNull();
  });

  test('a weak or unconfirmed new password is refused before anything is sent', async () => {
    const user = userEvent.setup();
    renderApp('/admin/account', { token: (await signIn())!, graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }));
    expect(await screen.findByText(PASSWORD_FORM_TEXTS.currentRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current password/), server.admin.password);
    await user.type(screen.getByLabelText(/^New password(?! again)/), 'short');
    await user.click(screen.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }));
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_FORM_TEXTS.confirmRequired)).toBeInTheDocument();
    expect(await signIn()).not.toBeNull();
  });

  test('changes the password, ends the other sessions and keeps this one signed in', async () => {
    const user = userEvent.setup();
    const other = (await signIn())!;
    const next = 'my brand new admin password';
    const { store } = renderApp('/admin/account', { token: (await signIn())!, graphqlUrl: graphqlUrl() });
    await user.type(await screen.findByLabelText(/Current password/), server.admin.password);
    await user.type(screen.getByLabelText(/^New password(?! again)/), next);
    await user.type(screen.getByLabelText(/New password again/), next);
    await user.click(screen.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }));
    expect(await screen.findByText(CHANGE_PASSWORD_TEXTS.done, {}, SLOW)).toBeInTheDocument();
    expect(await refused(other)).toBe(true);
    // The token the page now holds (renewed by the server) still works.
    const kept = store.getState().session.token!;
    expect(await refused(kept)).toBe(false);
    expect(await signIn(next)).not.toBeNull();
    expect(await signIn()).toBeNull();
  });
});

describe('A reset by e-mail, in the browser', () => {
  const smtp = new TestSmtpServer();
  let mailing: TestServerProcess;
  beforeAll(async () => {
    await smtp.start();
    mailing = await startTestServerProcess({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await mailing?.stop();
    await smtp.stop();
  });

  test('the link from the e-mail sets a new password once', async () => {
    const user = userEvent.setup();
    const first = renderApp('/ForgotPassword', { graphqlUrl: `${mailing.url}/graphql` });
    await user.type(await screen.findByLabelText(/Email/), mailing.admin.email);
    await user.click(screen.getByRole('button', { name: FORGOT_TEXTS.submit }));
    expect(await screen.findByText(FORGOT_TEXTS.sent(mailing.admin.email), {}, SLOW)).toBeInTheDocument();
    await expect.poll(() => smtp.to(mailing.admin.email).length, { timeout: 15_000 }).toBe(1);
    const link = linkIn(smtp.to(mailing.admin.email)[0]!.mail.text, `${PUBLIC_URL}/ResetPassword?token=`);
    const path = link.slice(PUBLIC_URL.length);
    first.unmount();

    const next = 'the password I chose from the link';
    const second = renderApp(path, { graphqlUrl: `${mailing.url}/graphql` });
    await user.type(await screen.findByLabelText(/^New password(?! again)/), next);
    await user.type(screen.getByLabelText(/New password again/), next);
    await user.click(screen.getByRole('button', { name: RESET_TEXTS.submit }));
    expect(await screen.findByText(RESET_TEXTS.done, { selector: '[role="status"]' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESET_TEXTS.login })).toBeInTheDocument();
    expect(await newSession(mailing, next)).toBeTruthy();
    second.unmount();

    // The same link again: refused with the one message.
    renderApp(path, { graphqlUrl: `${mailing.url}/graphql` });
    await user.type(await screen.findByLabelText(/^New password(?! again)/), 'yet another password of mine');
    await user.type(screen.getByLabelText(/New password again/), 'yet another password of mine');
    await user.click(screen.getByRole('button', { name: RESET_TEXTS.submit }));
    expect(await screen.findByText(RESET_TEXTS.noToken, {}, SLOW)).toBeInTheDocument();
  });
});
