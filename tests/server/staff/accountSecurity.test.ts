// Password checks for sensitive actions (confirmPassword, PASSWORD_CHECK_REQUIRED once
// PASSWORD_CHECK_SECONDS have passed) and the Owner's two-factor requirement, against the real server and database.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../../shared/rules.ts';
import { PASSWORD_CHECK_DURATION, PASSWORD_CHECK_SECONDS } from '../../../shared/twoFactor.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { GET_ALL_SUBSCRIPTIONS, LOGIN } from '../../kit/documents.ts';
import { ADMIN, STAFF_PASSWORD, STALE_PASSWORD_CHECK_SECONDS } from '../../kit/settings.ts';
import { photo, upload } from '../../kit/imageFixtures.ts';

const CONFIRM_PASSWORD = `mutation confirmPassword($password: String!) { confirmPassword(password: $password) }`;
const START = `mutation { startTwoFactorSetup { secret } }`;
const CONFIRM = `mutation confirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }`;
const DISABLE = `mutation disableTwoFactor($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) }`;
const SET_REQUIREMENT = `mutation setTwoFactorRequirement($scope: TwoFactorRequirement!) { setTwoFactorRequirement(scope: $scope) }`;
const REQUIREMENT = `query { twoFactorRequirement }`;
const ME = `query { me { _id role twoFactorEnabled mustSetUpTwoFactor } }`;
const SECOND_FACTOR = `mutation login_second_factor($challenge: String!, $code: String!) {
  login_second_factor(challenge: $challenge, code: $code) { token } }`;

/** A password check long past: three times as old as a check counts. */
const LONG_AGO_SECONDS = 3 * PASSWORD_CHECK_SECONDS;

const messageOf = (answer: GraphqlResponse) => answer.errors?.[0]?.message;
const totp = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe.each(databasesOf(import.meta.url))('password checks and the two-factor requirement on $name', (kind) => {
  const server = withServer(kind, { seed: false });


  /** Seconds since the newest open session of the account last checked the password (null: never). */
  async function checkedAgo(userId: string): Promise<number | null> {
    const rows = await server.services.db.query<{ ago: number | null }>(
      `SELECT extract(epoch FROM now() - password_checked_at)::float8 AS ago FROM sessions
        WHERE user_id = $1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return rows[0]?.ago ?? null;
  }

  /** Moves every open session's password check of `userId` back by `seconds`. */
  async function ageCheck(userId: string, seconds: number) {
    await server.services.db.query(
      `UPDATE sessions SET password_checked_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
      [userId, seconds],
    );
  }

  async function turnOn(token: string) {
    const setup = await server.gql<{ startTwoFactorSetup: { secret: string } }>(START, {}, token);
    expect(setup.errors).toBeUndefined();
    const secret = setup.data!.startTwoFactorSetup.secret;
    const confirmed = await server.gql<{ confirmTwoFactorSetup: string[] }>(CONFIRM, { code: await totp(secret) }, token);
    expect(confirmed.errors).toBeUndefined();
    return { secret, recoveryCodes: confirmed.data!.confirmTwoFactorSetup };
  }

  test('signing in counts as a password check: the replaced system’s login then getAllSubscriptions works', async () => {
    const { user, token } = await server.addStaff('ADMINISTRATOR');
    expect(await checkedAgo(user._id)).toBeLessThan(5);
    const answer = await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token);
    expect(answer.errors).toBeUndefined();
  });

  test(`after ${PASSWORD_CHECK_DURATION} the export and the two-factor setup answer PASSWORD_CHECK_REQUIRED; confirmPassword opens them again`, async () => {
    const { user, token } = await server.addStaff('ADMINISTRATOR');
    await ageCheck(user._id, PASSWORD_CHECK_SECONDS - 60);
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token)).errors).toBeUndefined();
    await ageCheck(user._id, STALE_PASSWORD_CHECK_SECONDS);
    for (const answer of [
      await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token),
      await server.gql(START, {}, token),
      await server.gql(CONFIRM, { code: '123456' }, token),
    ]) {
      expect(errorCode(answer)).toBe('PASSWORD_CHECK_REQUIRED');
      expect(messageOf(answer)).toBe('Please confirm your password to continue.');
    }
    // The refusals started no setup.
    expect(await server.services.db.query('SELECT 1 FROM two_factor WHERE user_id = $1', [user._id])).toHaveLength(0);
    const confirmed = await server.gql<{ confirmPassword: boolean }>(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, token);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmPassword).toBe(true);
    expect(await checkedAgo(user._id)).toBeLessThan(5);
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token)).errors).toBeUndefined();
    expect((await server.gql(START, {}, token)).errors).toBeUndefined();
  });

  test('a session from before the check existed has none: it must confirm first', async () => {
    const { user, token } = await server.addStaff('ADMINISTRATOR');
    await server.services.db.query('UPDATE sessions SET password_checked_at = NULL WHERE user_id = $1', [user._id]);
    expect(errorCode(await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token))).toBe('PASSWORD_CHECK_REQUIRED');
  });

  test('the check is the session’s own: confirming in one session does not open another', async () => {
    const { user, token } = await server.addStaff('ADMINISTRATOR');
    const other = await server.login(user.email, STAFF_PASSWORD);
    await ageCheck(user._id, LONG_AGO_SECONDS);
    expect((await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, token)).errors).toBeUndefined();
    expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token)).errors).toBeUndefined();
    expect(errorCode(await server.gql(GET_ALL_SUBSCRIPTIONS, {}, other))).toBe('PASSWORD_CHECK_REQUIRED');
  });

  test('confirmPassword refuses a wrong, an oversized, a missing password and no token, and moves nothing', async () => {
    const { user, token } = await server.addStaff('EDITOR');
    await ageCheck(user._id, LONG_AGO_SECONDS);
    const wrong = await server.gql(CONFIRM_PASSWORD, { password: 'not the password' }, token);
    expect(wrong.errors![0]).toMatchObject({ message: 'Invalid password', extensions: { code: 'BAD_USER_INPUT' } });
    // The right password with more after it, past the longest accepted: refused before hashing.
    const oversized = await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD + 'x'.repeat(LIMITS.passwordMax) }, token);
    expect(errorCode(oversized)).toBe('BAD_USER_INPUT');
    const huge = await server.gql(CONFIRM_PASSWORD, { password: 'y'.repeat(200_000) }, token);
    expect(huge.data ?? null).toBeNull();
    expect(errorCode(await server.gql(CONFIRM_PASSWORD, {}, token))).not.toBeUndefined();
    expect(errorCode(await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }))).toBe('UNAUTHENTICATED');
    // Another person's password is no check of this one's.
    expect(errorCode(await server.gql(CONFIRM_PASSWORD, { password: ADMIN.password }, token))).toBe('BAD_USER_INPUT');
    expect(await checkedAgo(user._id)).toBeGreaterThan(LONG_AGO_SECONDS - 60);
  });

  test('confirmPassword is throttled as sign-in is: after 5 wrong tries even the right password waits', async () => {
    const { user, token } = await server.addStaff('AUTHOR');
    for (let i = 0; i < 5; i++) {
      expect(errorCode(await server.gql(CONFIRM_PASSWORD, { password: `wrong ${i}` }, token))).toBe('BAD_USER_INPUT');
    }
    await ageCheck(user._id, LONG_AGO_SECONDS);
    const limited = await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, token);
    expect(errorCode(limited)).toBe('RATE_LIMITED');
    expect(await checkedAgo(user._id)).toBeGreaterThan(LONG_AGO_SECONDS - 60);
    // The same account key as sign-in: guessing here closes the sign-in too.
    expect(errorCode(await server.gql(LOGIN, { email: user.email, password: STAFF_PASSWORD }))).toBe('RATE_LIMITED');
  });

  test('signing in with a second factor counts as a check; turning two-factor off with the right password counts too', async () => {
    const { user, token } = await server.addStaff('EDITOR');
    const { secret, recoveryCodes } = await turnOn(token);
    const login = await server.gql(LOGIN, { email: user.email, password: STAFF_PASSWORD });
    const challenge = (login.errors![0]!.extensions as { challenge: string }).challenge;
    await ageCheck(user._id, LONG_AGO_SECONDS);
    const signedIn = await server.gql<{ login_second_factor: { token: string } }>(SECOND_FACTOR, { challenge, code: await totp(secret, 1) });
    expect(signedIn.errors).toBeUndefined();
    expect(await checkedAgo(user._id)).toBeLessThan(5);
    const second = signedIn.data!.login_second_factor.token;
    await ageCheck(user._id, LONG_AGO_SECONDS);
    // A wrong password neither turns it off nor counts as a check.
    expect(errorCode(await server.gql(DISABLE, { password: 'wrong', code: recoveryCodes[0]! }, second))).toBe('BAD_USER_INPUT');
    expect(await checkedAgo(user._id)).toBeGreaterThan(LONG_AGO_SECONDS - 60);
    const off = await server.gql(DISABLE, { password: STAFF_PASSWORD, code: recoveryCodes[0]! }, second);
    expect(off.errors).toBeUndefined();
    expect(await checkedAgo(user._id)).toBeLessThan(5);
  });

  describe('the two-factor requirement', () => {
    let ownerToken = '';
    beforeAll(async () => {
      ownerToken = await server.login();
    });
    afterAll(async () => {
      await server.services.db.query(`UPDATE app_meta SET value = 'OFF' WHERE key = 'two_factor_requirement'`);
    });

    test('is off after the migration, and only the Owner reads or sets it', async () => {
      expect((await server.gql<{ twoFactorRequirement: string }>(REQUIREMENT, {}, ownerToken)).data!.twoFactorRequirement).toBe('OFF');
      const { token } = await server.addStaff('ADMINISTRATOR');
      expect(errorCode(await server.gql(SET_REQUIREMENT, { scope: 'OFF' }, token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(REQUIREMENT, {}, token))).toBe('FORBIDDEN');
      // Values outside the three are refused by the schema and change nothing.
      for (const scope of ['ALL', 'off', '', 'x'.repeat(100_000), 1, null]) {
        const answer = await server.gql(SET_REQUIREMENT, { scope }, ownerToken);
        expect(answer.errors).toBeDefined();
      }
      expect((await server.gql<{ twoFactorRequirement: string }>(REQUIREMENT, {}, ownerToken)).data!.twoFactorRequirement).toBe('OFF');
    });

    test('Administrator and up: an Administrator without two-factor may only set it up; an Editor goes on as before', async () => {
      const admin = await server.addStaff('ADMINISTRATOR');
      const editor = await server.addStaff('EDITOR');
      // The Owner turns two-factor on first, or the requirement would hold the Owner too.
      await turnOn(ownerToken);
      const set = await server.gql<{ setTwoFactorRequirement: string }>(SET_REQUIREMENT, { scope: 'ADMINISTRATOR_AND_UP' }, ownerToken);
      expect(set.data!.setTwoFactorRequirement).toBe('ADMINISTRATOR_AND_UP');
      expect((await server.gql<{ twoFactorRequirement: string }>(REQUIREMENT, {}, ownerToken)).data!.twoFactorRequirement).toBe('ADMINISTRATOR_AND_UP');

      // The password still signs the Administrator in, and me says what is missing.
      const token = await server.login(admin.user.email, STAFF_PASSWORD);
      const me = await server.gql<{ me: { mustSetUpTwoFactor: boolean } }>(ME, {}, token);
      expect(me.data!.me.mustSetUpTwoFactor).toBe(true);
      const before = await server.fingerprint();
      for (const document of [
        'query { postRows { total } }',
        GET_ALL_SUBSCRIPTIONS,
        'query { subscriptionRows { total } }',
        'mutation { endOtherSessions }',
      ]) {
        const refused = await server.gql(document, {}, token);
        expect(errorCode(refused)).toBe('FORBIDDEN');
        expect(messageOf(refused)).toBe('Set up two-factor sign-in first.');
      }
      expect(await server.fingerprint()).toEqual(before);
      const bytes = await (await photo(32, 24)).jpeg().toBuffer();
      const uploaded = await upload(server, [{ bytes, name: 'a.jpg', type: 'image/jpeg' }], token);
      expect(uploaded.status).toBe(403);
      // What they may do meanwhile: their sessions, and the setup (with its password check).
      expect((await server.gql('query { mySessions { id } }', {}, token)).errors).toBeUndefined();
      expect((await server.gql('mutation { endSession(id: "none") }', {}, token)).errors).toBeUndefined();
      await ageCheck(admin.user._id, LONG_AGO_SECONDS);
      expect(errorCode(await server.gql(START, {}, token))).toBe('PASSWORD_CHECK_REQUIRED');
      expect((await server.gql(CONFIRM_PASSWORD, { password: STAFF_PASSWORD }, token)).errors).toBeUndefined();
      // An Editor is not held.
      expect((await server.gql<{ me: { mustSetUpTwoFactor: boolean } }>(ME, {}, editor.token)).data!.me.mustSetUpTwoFactor).toBe(false);
      expect((await server.gql('query { postRows { total } }', {}, editor.token)).errors).toBeUndefined();

      await turnOn(token);
      expect((await server.gql<{ me: { mustSetUpTwoFactor: boolean } }>(ME, {}, token)).data!.me.mustSetUpTwoFactor).toBe(false);
      expect((await server.gql('query { postRows { total } }', {}, token)).errors).toBeUndefined();
    });

    test('everyone: an Editor is held too, and turning the requirement off lets them go on', async () => {
      const editor = await server.addStaff('EDITOR');
      expect((await server.gql(SET_REQUIREMENT, { scope: 'EVERYONE' }, ownerToken)).errors).toBeUndefined();
      expect(messageOf(await server.gql('query { postRows { total } }', {}, editor.token))).toBe('Set up two-factor sign-in first.');
      expect((await server.gql<{ me: { mustSetUpTwoFactor: boolean } }>(ME, {}, editor.token)).data!.me.mustSetUpTwoFactor).toBe(true);
      expect((await server.gql(SET_REQUIREMENT, { scope: 'OFF' }, ownerToken)).errors).toBeUndefined();
      expect((await server.gql('query { postRows { total } }', {}, editor.token)).errors).toBeUndefined();
    });
  });
});
