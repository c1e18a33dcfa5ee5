// The staff story in Chromium, against the production build, the real server and a real SMTP
// server on 127.0.0.1: the Owner invites an Editor; the invitation e-mail arrives; the Editor
// accepts, sets up two-factor with a code computed from the key the page shows, signs out, signs in
// with a code, then with a recovery code (which then no longer works); the Owner ends the Editor's
// sessions and the Editor's next request is refused; the Editor resets the password by e-mail and
// still needs the second factor; the activity log shows each step with the right person.
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../shared/rules.ts';
import { SECOND_FACTOR_TEXTS } from '../../machines/login.ts';
import { RESET_SUBJECT } from '../../server/staff/securityNotices.ts';
import { PUBLIC_URL, linkIn } from '../kit/smtp.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, DESKTOP, PHONE, withMailE2E } from './harness.ts';
import { errorCode } from '../kit/graphql.ts';

const EDITOR = { email: 'editor-aline@bcf.test', firstName: 'Aline', secondName: 'Uwase', password: 'the editor password, long' };
const NEW_PASSWORD = 'a brand new editor password';
const EDITOR_NAME = `${EDITOR.firstName} ${EDITOR.secondName}`;

const { e2e, smtp } = withMailE2E({ notifyOnSubscribe: false });

const path = (page: Page) => new URL(page.url()).pathname;
/** A link of an e-mail, pointed at the test's server instead of the public address. */
const local = (link: string) => link.replace(PUBLIC_URL, e2e.baseUrl);
/** The TOTP code `steps` time steps from now (±1 is accepted; a step used before is refused). */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(page: Page, email: string, password: string) {
  await e2e.open(page, '/LoginIn');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The password step, then the second step answered with `code` as a recovery code. */
async function recoveryCodeStep(page: Page, who: { email: string; password: string }, code: string) {
  await passwordStep(page, who.email, who.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => path(page)).toBe('/');
}

async function openFromMenu(page: Page, label: string, heading: string) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('staff accounts, as the Owner and an invited Editor use them', () => {
  test('invite, accept, two-factor, sessions ended, password reset, and the activity log of it all', async () => {
    // ---- The Owner, alone, invites an Editor -----------------------------------------------
    const owner = await e2e.newPage(DESKTOP);
    await passwordStep(owner, ADMIN.email, ADMIN.password);
    await expect.poll(() => path(owner)).toBe('/admin/overview');
    await openFromMenu(owner, 'Users', 'Users');
    await owner.getByText('Nothing to show on Users Page... yet!', { exact: true }).waitFor();
    await owner.getByRole('button', { name: 'Refresh' }).waitFor();
    await owner.getByRole('button', { name: 'Invite someone' }).click();
    await owner.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
    await owner.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Editor' });
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`Invitation sent to ${EDITOR.email}`, { exact: true }).waitFor({ timeout: 10_000 });
    const invitedRow = owner.getByRole('row').filter({ hasText: EDITOR.email });
    await expect.poll(() => invitedRow.textContent(), { timeout: 10_000 }).toContain('Invited');
    expect(await axeViolations(owner)).toEqual([]);

    // ---- The invitation arrives; the Editor accepts and is signed in ----------------------------
    await expect.poll(() => smtp.to(EDITOR.email).length, { timeout: 15_000 }).toBe(1);
    const invitationLink = linkIn(smtp.to(EDITOR.email)[0]!.mail.text, `${PUBLIC_URL}/admin/accept-invitation?token=`);
    const editor = await e2e.newPage(PHONE);
    await e2e.open(editor, new URL(local(invitationLink)).pathname + new URL(local(invitationLink)).search);
    await editor.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    expect(await axeViolations(editor)).toEqual([]);
    await editor.getByLabel('First name').fill(EDITOR.firstName);
    await editor.getByLabel('Second name').fill(EDITOR.secondName);
    await editor.getByLabel(/^Password( \*)?$/).fill(EDITOR.password);
    await editor.getByLabel('Password again').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Join and sign in' }).click();
    await expect.poll(() => path(editor), { timeout: 10_000 }).toBe('/admin/overview');

    // ---- Two-factor set up from the key the page shows ------------------------------------------
    await editor.getByRole('button', { name: 'Account' }).click();
    await editor.getByRole('link', { name: 'Your account' }).click();
    await editor.getByRole('heading', { name: 'Your account' }).waitFor();
    await editor.getByRole('button', { name: 'Turn on two-factor' }).click();
    await editor.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await editor.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await editor.getByLabel('Code from your app').fill(await totp(secret));
    await editor.getByRole('button', { name: 'Confirm' }).click();
    const codeList = editor.getByRole('list', { name: 'Recovery codes' });
    await codeList.waitFor();
    const recoveryCodes = (await codeList.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await axeViolations(editor)).toEqual([]);
    const done = editor.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await editor.getByRole('checkbox', { name: 'I have saved these recovery codes' }).check();
    await done.click();
    await editor.getByText('Two-factor sign-in is on.', { exact: false }).first().waitFor();

    // ---- Signing in again needs a code; then a recovery code, which works once ------------------
    await signOut(editor);
    await passwordStep(editor, EDITOR.email, EDITOR.password);
    // The setup spent this time step: the next one (inside the ±1 window) signs in.
    await editor.getByLabel('Authentication code').fill(await totp(secret, 1));
    expect(await axeViolations(editor)).toEqual([]);
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => path(editor), { timeout: 10_000 }).toBe('/admin/overview');

    await signOut(editor);
    await recoveryCodeStep(editor, EDITOR, recoveryCodes[0]!);
    await expect.poll(() => path(editor), { timeout: 10_000 }).toBe('/admin/overview');

    await signOut(editor);
    await recoveryCodeStep(editor, EDITOR, recoveryCodes[0]!);
    await editor.getByText(SECOND_FACTOR_TEXTS.invalidRecoveryCode, { exact: true }).waitFor();
    expect(path(editor)).toBe('/LoginIn');
    await editor.getByLabel('Recovery code').fill(recoveryCodes[1]!);
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => path(editor), { timeout: 10_000 }).toBe('/admin/overview');

    // ---- The Owner ends the Editor's sessions: the Editor's next request is refused -------------
    await owner.reload();
    await owner.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const editorRow = owner.getByRole('row').filter({ hasText: EDITOR.email });
    await expect.poll(() => editorRow.textContent(), { timeout: 10_000 }).toContain('Active');
    expect(await editorRow.textContent()).toContain('On');
    await owner.getByRole('button', { name: `End sessions of ${EDITOR_NAME}` }).click();
    await owner.getByText(`session(s) of ${EDITOR_NAME} ended.`, { exact: false }).waitFor();
    const refused = editor.waitForResponse(async (response) => {
      if (!response.url().endsWith('/graphql')) return false;
      const body = (await response.json().catch(() => null)) as { errors?: { extensions?: { code?: string } }[] } | null;
      return errorCode(body) === 'UNAUTHENTICATED';
    });
    await editor.reload();
    await refused;
    await expect.poll(() => path(editor), { timeout: 10_000 }).toBe('/LoginIn');

    // ---- A password reset by e-mail; the second factor is still asked for ------------------------
    await editor.getByRole('link', { name: 'Forgot your password?' }).click();
    await editor.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await editor.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
    await editor.getByRole('button', { name: 'Send me a link' }).click();
    await editor.getByText(`If an account uses ${EDITOR.email}`, { exact: false }).waitFor();
    const resets = () => smtp.to(EDITOR.email).filter((message) => message.mail.subject === RESET_SUBJECT);
    await expect.poll(() => resets().length, { timeout: 15_000 }).toBe(1);
    const resetLink = new URL(local(linkIn(resets()[0]!.mail.text, `${PUBLIC_URL}/ResetPassword?token=`)));
    await e2e.open(editor, resetLink.pathname + resetLink.search);
    await editor.getByLabel(/^New password( \*)?$/).fill(NEW_PASSWORD);
    await editor.getByLabel('New password again').fill(NEW_PASSWORD);
    await editor.getByRole('button', { name: 'Set my new password' }).click();
    await editor.getByRole('status').filter({ hasText: 'Your password is changed. Sign in with it.' }).waitFor();
    // The old password no longer works; the new one still needs the second factor.
    await passwordStep(editor, EDITOR.email, EDITOR.password);
    await editor.getByText(MESSAGES.invalidLogin, { exact: true }).waitFor();
    await passwordStep(editor, EDITOR.email, NEW_PASSWORD);
    await editor.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await editor.getByLabel('Recovery code').fill(recoveryCodes[2]!);
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => path(editor), { timeout: 10_000 }).toBe('/admin/overview');

    // ---- The activity log: each step, with the right person ------------------------------------
    await openFromMenu(owner, 'Activity log', 'Activity log');
    const table = owner.getByRole('table');
    await table.waitFor();
    const rows = async () => (await table.getByRole('row').allTextContents()).join('\n');
    const expected: [string, string][] = [
      ['user.invited', ADMIN.email],
      ['user.invitation_accepted', EDITOR.email],
      ['two_factor.enabled', EDITOR.email],
      ['login.succeeded', EDITOR.email],
      ['login.second_factor_failed', EDITOR.email],
      ['user.sessions_ended', ADMIN.email],
      ['login.failed', ''],
    ];
    const text = await rows();
    for (const [action, who] of expected) {
      const row = (await table.getByRole('row').filter({ hasText: action }).allTextContents()).find((line) => line.includes(who));
      expect(row, `${action} by ${who || 'a stranger'} in:\n${text}`).toBeDefined();
    }
    expect(text).toContain('password.reset');
    expect(await axeViolations(owner)).toEqual([]);
  });
});
