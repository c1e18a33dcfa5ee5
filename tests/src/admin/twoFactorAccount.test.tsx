import { act, screen, waitFor, within } from '@testing-library/react';
import { generate } from 'otplib';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { PASSWORD_CHECK_TEXTS } from '../../../src/pages/admin/common/PasswordCheck.tsx';
import { POLICY_TEXTS } from '../../../src/pages/admin/staff/TwoFactorPolicy.tsx';
import { RECOVERY_CODES_FILE } from '../../../src/pages/admin/staff/RecoveryCodes.tsx';
import { TWO_FACTOR_TEXTS, groupedKey, qrImageSource } from '../../../src/pages/admin/staff/twoFactorTexts.ts';
import { PASSWORD_CHECK_DURATION } from '../../../shared/twoFactor.ts';
import { MAKE_SUBSCRIBE } from '../../../store/api/subscribers.ts';
import { SLOW, catchDownloads, renderApp, withAdminServer } from './render.tsx';
import { STAFF_PASSWORD } from '../../kit/settings.ts';

// Two-factor on Your account against a real server: setup with a code computed from the key the
// page shows (as an authenticator app does), the recovery codes gating Done, turning it off, the
// password check with its retry, and the Owner's requirement.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;
const totp = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

beforeAll(async () => {
  await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'reader@example.org' } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function twoFactorEnabled(token: string): Promise<boolean> {
  const me = await server.gql<{ me: { twoFactorEnabled: boolean } }>('query { me { twoFactorEnabled } }', {}, token);
  return me.data!.me.twoFactorEnabled;
}

/** Turns on two-factor through the page as a person would: answers the key read from the page and the codes shown. */
async function setUpOnPage(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }, SLOW));
  const qr = await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt }, SLOW);
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  const key = screen.getByText((_, element) => element?.getAttribute('data-testid') === 'two-factor-key').textContent!;
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await app.user.type(field(TWO_FACTOR_TEXTS.codeLabel), await totp(key.replace(/ /g, '')));
  await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' }, SLOW);
  const codes = within(list).getAllByRole('listitem').map((item) => item.textContent!);
  return { key: key.replace(/ /g, ''), codes };
}

describe('two-factor on Your account', () => {
  test('turn on: the QR code as an image, the key grouped, a code from it; the recovery codes must be saved before Done', async () => {
    const { token } = server.staff.EDITOR!;
    const app = renderApp('/admin/account', { token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(TWO_FACTOR_TEXTS.off, {}, SLOW)).toBeInTheDocument();
    const { codes } = await setUpOnPage(app);
    expect(codes).toHaveLength(10);
    // On from the server's answer, though the page has not let go of the codes yet.
    expect(await twoFactorEnabled(token)).toBe(true);

    const done = screen.getByRole('button', { name: TWO_FACTOR_TEXTS.done });
    expect(done).toBeDisabled();

    // Copy puts every code on the clipboard.
    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.copy }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));

    // Download (.txt) saves them as a text file.
    const { blobs, names } = catchDownloads();
    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.download }));
    expect(names).toEqual([RECOVERY_CODES_FILE]);
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]!.text();
    for (const code of codes) expect(text).toContain(code);
    vi.restoreAllMocks();

    expect(done).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: TWO_FACTOR_TEXTS.saved }));
    expect(done).toBeEnabled();
    await app.user.click(done);
    expect(await screen.findByText(TWO_FACTOR_TEXTS.on, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  test('leaving the recovery codes before confirming warns; Stay keeps them, Leave anyway goes', async () => {
    const { token } = server.staff.AUTHOR!;
    const app = renderApp('/admin/account', { token, graphqlUrl: graphqlUrl() });
    await setUpOnPage(app);
    await app.user.click(screen.getByRole('button', { name: 'Account' }));
    await app.user.click(screen.getByRole('link', { name: 'Your account' }));
    // The menu's links are as much a way out as the account menu's.
    const warning = await screen.findByRole('alertdialog', { name: TWO_FACTOR_TEXTS.leaveHeading });
    await app.user.click(within(warning).getByRole('button', { name: TWO_FACTOR_TEXTS.stay }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Activities Overview' }));
    const again = await screen.findByRole('alertdialog', { name: TWO_FACTOR_TEXTS.leaveHeading });
    expect(app.history.location.pathname).toBe('/admin/account');
    await app.user.click(within(again).getByRole('button', { name: TWO_FACTOR_TEXTS.leave }));
    await expect.poll(() => app.history.location.pathname, SLOW).toBe('/admin/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities Overview' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('table', {}, SLOW);
  });

  test('turn off: the password and a code; a wrong one is said and keeps it on, the right ones turn it off', async () => {
    const { token } = server.staff.CONTRIBUTOR!;
    const app = renderApp('/admin/account', { token, graphqlUrl: graphqlUrl() });
    const { codes } = await setUpOnPage(app);
    await app.user.click(screen.getByRole('checkbox', { name: TWO_FACTOR_TEXTS.saved }));
    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.done }));
    await app.user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.turnOff }, SLOW));
    await app.user.type(screen.getByLabelText(new RegExp(`^${TWO_FACTOR_TEXTS.passwordLabel}`)), 'not the password');
    await app.user.type(field(TWO_FACTOR_TEXTS.offCodeLabel), codes[0]!);
    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOff }));
    expect(await screen.findByText('Invalid password or code', {}, SLOW)).toBeInTheDocument();
    // Still signed in (a wrong password is no dead session), still on.
    expect(app.storage.getItem('userToken')).toBe(token);
    expect(await twoFactorEnabled(token)).toBe(true);

    await app.user.clear(screen.getByLabelText(new RegExp(`^${TWO_FACTOR_TEXTS.passwordLabel}`)));
    await app.user.type(screen.getByLabelText(new RegExp(`^${TWO_FACTOR_TEXTS.passwordLabel}`)), STAFF_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOff }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.turnedOff, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }, SLOW)).toBeInTheDocument();
    expect(await twoFactorEnabled(token)).toBe(false);
  });

  test(`a password check over ${PASSWORD_CHECK_DURATION} old: the dialog asks, a wrong password is said, the right one retries Turn on by itself`, async () => {
    const { token } = server.staff.CONTRIBUTOR!;
    const app = renderApp('/admin/account', { token, graphqlUrl: graphqlUrl() });
    const turnOn = await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }, SLOW);
    await server.agePasswordChecks();
    await app.user.click(turnOn);
    const dialog = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    const password = within(dialog).getByLabelText(new RegExp(`^${PASSWORD_CHECK_TEXTS.label}`));
    await waitFor(() => expect(password).toHaveFocus());
    // The keyboard stays inside: Tab from the last control comes back to the first.
    await app.user.click(within(dialog).getByRole('button', { name: PASSWORD_CHECK_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    const second = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    const input = within(second).getByLabelText(new RegExp(`^${PASSWORD_CHECK_TEXTS.label}`));
    await app.user.tab();
    await app.user.tab();
    await app.user.tab();
    expect(second.contains(document.activeElement)).toBe(true);
    await app.user.type(input, 'not the password');
    await app.user.click(within(second).getByRole('button', { name: PASSWORD_CHECK_TEXTS.confirm }));
    expect(await within(second).findByText('Invalid password', {}, SLOW)).toBeInTheDocument();
    expect(app.storage.getItem('userToken')).toBe(token);
    await app.user.clear(input);
    await app.user.type(input, STAFF_PASSWORD);
    await app.user.click(within(second).getByRole('button', { name: PASSWORD_CHECK_TEXTS.confirm }));
    // Turn on went again by itself: the QR code shows.
    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test(`Export CSV after ${PASSWORD_CHECK_DURATION} asks for the password, then downloads by itself`, async () => {
    const { token } = server.staff.ADMINISTRATOR!;
    const { blobs, names } = catchDownloads();
    const app = renderApp('/admin/subscriptions', { token, graphqlUrl: graphqlUrl() });
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' }, SLOW);
    await server.agePasswordChecks();
    await app.user.click(exportButton);
    const dialog = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    expect(names).toEqual([]);
    await app.user.type(within(dialog).getByLabelText(new RegExp(`^${PASSWORD_CHECK_TEXTS.label}`)), STAFF_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: PASSWORD_CHECK_TEXTS.confirm }));
    await waitFor(() => expect(names).toHaveLength(1), SLOW);
    expect(await blobs[0]!.text()).toContain('reader@example.org');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the page’s helpers: the key in fours, the SVG only ever as an image address', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const source = qrImageSource('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toMatch(/[<>"]/);
  });
});

describe('the Owner’s two-factor requirement', () => {
  test('only the Owner sees the setting; saved, it holds an Administrator on the setup until done', async () => {
    const editor = renderApp('/admin/account', { token: server.staff.EDITOR!.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { name: TWO_FACTOR_TEXTS.heading }, SLOW)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Your sessions' }, SLOW);
    expect(screen.queryByRole('combobox', { name: POLICY_TEXTS.label })).toBeNull();
    editor.unmount();

    const owner = renderApp('/admin/account', { token: server.token, graphqlUrl: graphqlUrl() });
    const select = await screen.findByRole('combobox', { name: POLICY_TEXTS.label }, SLOW);
    expect(select).toHaveValue('OFF');
    await owner.user.selectOptions(select, 'Everyone');
    await owner.user.click(screen.getByRole('button', { name: POLICY_TEXTS.save }));
    expect(await screen.findByText(POLICY_TEXTS.saved, {}, SLOW)).toBeInTheDocument();
    // Everyone includes the Owner, who has no two-factor here: the server now holds them too.
    const owners = await server.gql<{ me: { mustSetUpTwoFactor: boolean } }>('query { me { mustSetUpTwoFactor } }', {}, server.token);
    expect(owners.data!.me.mustSetUpTwoFactor).toBe(true);
    expect(await screen.findByText(TWO_FACTOR_TEXTS.required, {}, SLOW)).toBeInTheDocument();
    owner.unmount();

    // The Administrator (no two-factor yet) signs in with the password and is taken to the setup.
    const email = (await server.gql<{ me: { email: string } }>('query { me { email } }', {}, server.staff.ADMINISTRATOR!.token)).data!.me.email;
    const app = renderApp('/LoginIn', { graphqlUrl: graphqlUrl() });
    await app.user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
    await app.user.type(screen.getByLabelText(/^Password/), STAFF_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => app.history.location.pathname, SLOW).toBe('/admin/account');
    expect(await screen.findByText(TWO_FACTOR_TEXTS.required, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activities Overview' })).toBeNull();
    // Any other admin address comes back to the setup.
    await act(async () => {
      await app.history.navigate('/admin/subscriptions');
    });
    expect(app.history.location.pathname).toBe('/admin/account');
    expect(screen.queryByRole('heading', { name: 'Subscriptions' })).toBeNull();

    await setUpOnPage(app);
    await app.user.click(screen.getByRole('checkbox', { name: TWO_FACTOR_TEXTS.saved }));
    await app.user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.done }));
    expect(await screen.findByRole('link', { name: 'Activities Overview' }, SLOW)).toBeInTheDocument();
    app.history.navigate('/admin/subscriptions');
    expect(await screen.findByRole('heading', { name: 'Subscriptions' }, SLOW)).toBeInTheDocument();
  });
});
