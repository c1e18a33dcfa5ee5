import { screen } from '@testing-library/react';
import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import { SECOND_FACTOR_TEXTS } from '../../../machines/login.ts';
import { SECOND_STEP_TEXTS } from '../../../src/pages/admin/login/LoginPage.tsx';
import { SLOW, renderApp, withAdminServer } from './render.tsx';
import { STAFF_PASSWORD } from '../../kit/settings.ts';

// Signing in with two-factor on, against a real server: the password, then a code computed from
// the account's key (as an authenticator app does) or a recovery code.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;


const totp = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** Turns two-factor on for a staff member through the API: their e-mail, key and recovery codes. */
async function withTwoFactor(role: 'EDITOR' | 'AUTHOR' | 'CONTRIBUTOR') {
  const token = server.staff[role]!.token;
  const me = await server.gql<{ me: { email: string } }>('query { me { email } }', {}, token);
  const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>('mutation { startTwoFactorSetup { secret } }', {}, token);
  const secret = setup.data!.startTwoFactorSetup.secret;
  const confirmed = await server.gql<{ confirmTwoFactorSetup: string[] }>(
    'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }',
    { code: await totp(secret) },
    token,
  );
  return { email: me.data!.me.email, secret, recoveryCodes: confirmed.data!.confirmTwoFactorSetup };
}

async function password(app: ReturnType<typeof renderApp>, email: string) {
  await app.user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await app.user.type(screen.getByLabelText(/^Password/), STAFF_PASSWORD);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in with two-factor on', () => {
  test('after the password, a code from the app: a wrong one is refused with a clear text, the right one signs in', async () => {
    const { email, secret } = await withTwoFactor('EDITOR');
    const app = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await password(app, email);
    const code = await screen.findByRole('textbox', { name: new RegExp(`^${SECOND_STEP_TEXTS.codeLabel}`) }, SLOW);
    expect(code).toHaveAccessibleDescription(SECOND_STEP_TEXTS.codeHint);
    expect(app.storage.getItem('userToken')).toBeNull();

    // Not six digits: refused on the page, nothing sent.
    await app.user.type(code, '12345');
    await app.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
    expect(await screen.findByText(SECOND_STEP_TEXTS.codeShape)).toBeInTheDocument();

    await app.user.clear(code);
    const right = await totp(secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    await app.user.type(code, wrong);
    await app.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.invalidCode, {}, SLOW)).toBeInTheDocument();
    expect(app.storage.getItem('userToken')).toBeNull();

    await app.user.clear(code);
    await app.user.type(code, right);
    await app.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
    await expect.poll(() => app.history.location.pathname, SLOW).toBe('/admin/overview');
    const token = app.storage.getItem('userToken');
    expect(token).toBeTruthy();
    const me = await server.gql<{ me: { email: string } }>('query { me { email } }', {}, token!);
    expect(me.data!.me.email).toBe(email);
  });

  test('a recovery code instead signs in once; the page says when one is wrong or spent', async () => {
    const { email, recoveryCodes } = await withTwoFactor('AUTHOR');
    const app = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await password(app, email);
    await app.user.click(await screen.findByRole('button', { name: SECOND_STEP_TEXTS.useRecovery }, SLOW));
    const field = screen.getByRole('textbox', { name: new RegExp(`^${SECOND_STEP_TEXTS.recoveryLabel}`) });
    await app.user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await app.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.invalidRecoveryCode, {}, SLOW)).toBeInTheDocument();
    await app.user.clear(field);
    await app.user.type(field, recoveryCodes[0]!);
    await app.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
    await expect.poll(() => app.history.location.pathname, SLOW).toBe('/admin/overview');
    expect(app.storage.getItem('userToken')).toBeTruthy();
    app.unmount();

    // The same code a second time is refused.
    const again = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await password(again, email);
    await again.user.click(await screen.findByRole('button', { name: SECOND_STEP_TEXTS.useRecovery }, SLOW));
    await again.user.type(screen.getByRole('textbox', { name: new RegExp(`^${SECOND_STEP_TEXTS.recoveryLabel}`) }), recoveryCodes[0]!);
    await again.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.invalidRecoveryCode, {}, SLOW)).toBeInTheDocument();
    expect(again.storage.getItem('userToken')).toBeNull();
  });

  test('Back to password leaves the second step; a sign-in out of tries goes back to the password saying it expired', async () => {
    const { email } = await withTwoFactor('CONTRIBUTOR');
    const app = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await password(app, email);
    await app.user.click(await screen.findByRole('button', { name: SECOND_STEP_TEXTS.back }, SLOW));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${SECOND_STEP_TEXTS.codeLabel}`) })).toBeNull();

    await password(app, email);
    const code = await screen.findByRole('textbox', { name: new RegExp(`^${SECOND_STEP_TEXTS.codeLabel}`) }, SLOW);
    // Five wrong codes spend the challenge's tries; the sixth finds it over.
    for (let i = 0; i < 6; i++) {
      await app.user.clear(code);
      await app.user.type(code, '000000');
      await app.user.click(screen.getByRole('button', { name: SECOND_STEP_TEXTS.verify }));
      await expect.poll(() => screen.queryByRole('button', { name: SECOND_STEP_TEXTS.verifying }), SLOW).toBeNull();
      if (i < 5) expect(await screen.findByText(/not right|Too many/, {}, SLOW)).toBeInTheDocument();
    }
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.expired, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(app.storage.getItem('userToken')).toBeNull();
  });
});
