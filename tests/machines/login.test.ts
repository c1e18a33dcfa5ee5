import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SECOND_FACTOR_TEXTS, loginErrorMessage, loginMachine, type Credentials, type SecondFactorInput } from '../../machines/login.ts';
import { loginWiring } from '../../src/pages/admin/login/loginWiring.ts';
import { setupStore } from '../../store/index.ts';
import { deferred, memoryStorage } from './helpers.ts';

// One test per transition of the login machine. Names read "<from> → <to> on <event>".

const credentials = { email: 'staff@bcf.test', password: 'secret' };
const token = 'header.payload.signature';

function start(logIn: (credentials: Credentials) => Promise<{ token: string }>) {
  const storage = memoryStorage();
  const store = setupStore(undefined, { storage });
  const goToNextPage = vi.fn();
  const logFailure = vi.fn();
  const machine = loginMachine.provide({
    actors: { logIn: fromPromise<{ token: string }, Credentials>(({ input }) => logIn(input)) },
    // Where the page puts the token: the store's session.
    actions: { goToNextPage, logFailure, storeToken: loginWiring(store).storeToken },
  });
  const actor = createActor(machine).start();
  return { actor, store, storage, goToNextPage, logFailure };
}

describe('the login machine', () => {
  test('starts in idle with the form and no error', () => {
    const { actor } = start(() => Promise.resolve({ token }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('idle → submitting on SUBMIT: the credentials are sent, the form shows it is pending', () => {
    const pending = deferred<{ token: string }>();
    const sent: Credentials[] = [];
    const { actor } = start((given) => (sent.push(given), pending.promise));
    actor.send({ type: 'SUBMIT', credentials });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(sent).toEqual([credentials]);
  });

  test('submitting → success when the login is done: the token in the session and under userToken, then on', async () => {
    const { actor, store, storage, goToNextPage } = start(() => Promise.resolve({ token }));
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('success'));
    expect(store.getState().session.token).toBe(token);
    expect(storage.getItem('userToken')).toBe(token);
    expect(goToNextPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('submitting → failure when the login fails: the detail to the console, the polite message to the user', async () => {
    const refusal = { code: 'UNAUTHENTICATED', message: 'Invalid email or password' };
    const { actor, store, goToNextPage, logFailure } = start(() => Promise.reject(refusal));
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(logFailure).toHaveBeenCalledWith(expect.anything(), { error: refusal });
    expect(store.getState().session.token).toBeNull();
    expect(goToNextPage).not.toHaveBeenCalled();
  });

  test('submitting → failure on a rate limit shows the server message', async () => {
    const { actor } = start(() => Promise.reject({ code: 'RATE_LIMITED', message: 'Too many login attempts. Try again in a minute.' }));
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Too many login attempts. Try again in a minute.');
  });

  test('failure → submitting on SUBMIT: the error is cleared and the login tried again', async () => {
    let attempts = 0;
    const { actor } = start(() =>
      ++attempts === 1 ? Promise.reject({ code: 'UNAUTHENTICATED', message: 'no' }) : Promise.resolve({ token }),
    );
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'SUBMIT', credentials });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
  });

  test('an unexpected failure still says something', () => {
    expect(loginErrorMessage(undefined)).toBe('Login failed. Please try again.');
  });
});

describe('the login machine’s second step (two-factor on)', () => {
  const challenge = 'challenge-from-the-server';
  const required = { code: 'SECOND_FACTOR_REQUIRED', message: 'Enter the code from your authenticator app, or a recovery code', challenge };
  const expired = { code: 'UNAUTHENTICATED', message: 'This sign-in has expired. Please sign in again.' };
  const wrong = { code: 'UNAUTHENTICATED', message: 'Invalid code' };

  function startTwoStep(second: (input: SecondFactorInput) => Promise<{ token: string }>) {
    const storage = memoryStorage();
    const store = setupStore(undefined, { storage });
    const goToNextPage = vi.fn();
    const logFailure = vi.fn();
    const sent: SecondFactorInput[] = [];
    const machine = loginMachine.provide({
      actors: {
        logIn: fromPromise<{ token: string }, Credentials>(() => Promise.reject(required)),
        logInSecondFactor: fromPromise<{ token: string }, SecondFactorInput>(({ input }) => (sent.push(input), second(input))),
      },
      actions: { goToNextPage, logFailure, storeToken: loginWiring(store).storeToken },
    });
    const actor = createActor(machine).start();
    return { actor, store, storage, goToNextPage, logFailure, sent };
  }

  async function atSecondStep(second: (input: SecondFactorInput) => Promise<{ token: string }>) {
    const started = startTwoStep(second);
    started.actor.send({ type: 'SUBMIT', credentials });
    await waitFor(started.actor, (s) => s.matches('secondFactor'));
    return started;
  }

  test('submitting → secondFactor on SECOND_FACTOR_REQUIRED: the challenge is kept, no token, no error', async () => {
    const { actor, store, goToNextPage, logFailure } = await atSecondStep(() => Promise.resolve({ token }));
    expect(actor.getSnapshot().context).toEqual({ error: null, challenge, recoveryCode: false });
    expect(actor.getSnapshot().hasTag('code')).toBe(true);
    expect(actor.getSnapshot().hasTag('form')).toBe(false);
    expect(store.getState().session.token).toBeNull();
    expect(goToNextPage).not.toHaveBeenCalled();
    expect(logFailure).not.toHaveBeenCalled();
  });

  test('SECOND_FACTOR_REQUIRED without a challenge is a failure, not a second step', async () => {
    const { actor } = start(() => Promise.reject({ code: 'SECOND_FACTOR_REQUIRED', message: 'Enter the code' }));
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Enter the code');
  });

  test('secondFactor → verifying on SUBMIT_CODE: the challenge and the code are sent, pending shows', async () => {
    const pending = deferred<{ token: string }>();
    const { actor, sent } = await atSecondStep(() => pending.promise);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(sent).toEqual([{ challenge, code: '123456' }]);
  });

  test('verifying → success when the code is right: the token stored as a normal sign-in’s, then on', async () => {
    const { actor, store, storage, goToNextPage } = await atSecondStep(() => Promise.resolve({ token }));
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(store.getState().session.token).toBe(token);
    expect(storage.getItem('userToken')).toBe(token);
    expect(goToNextPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });

  test('verifying → secondFactor on a wrong code: the code step stays with a clear text, the challenge kept', async () => {
    const { actor, goToNextPage } = await atSecondStep(() => Promise.reject(wrong));
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('secondFactor') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(SECOND_FACTOR_TEXTS.invalidCode);
    expect(actor.getSnapshot().context.challenge).toBe(challenge);
    expect(goToNextPage).not.toHaveBeenCalled();
  });

  test('verifying → secondFactor on a wrong recovery code says so of recovery codes', async () => {
    const { actor } = await atSecondStep(() => Promise.reject(wrong));
    actor.send({ type: 'USE_RECOVERY_CODE' });
    actor.send({ type: 'SUBMIT_CODE', code: 'ABCD-EFGH-JKMN-PQRS' });
    await waitFor(actor, (s) => s.matches('secondFactor') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(SECOND_FACTOR_TEXTS.invalidRecoveryCode);
  });

  test('verifying → secondFactor on a rate limit shows the server’s message', async () => {
    const { actor } = await atSecondStep(() => Promise.reject({ code: 'RATE_LIMITED', message: 'Too many login attempts.' }));
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('secondFactor') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Too many login attempts.');
  });

  test('verifying → failure when the challenge is over (expired or out of tries): back to the password, saying why', async () => {
    const { actor, store } = await atSecondStep(() => Promise.reject(expired));
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toEqual({ error: SECOND_FACTOR_TEXTS.expired, challenge: null, recoveryCode: false });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(store.getState().session.token).toBeNull();
  });

  test('secondFactor on USE_RECOVERY_CODE and USE_AUTHENTICATOR_CODE: the kind of code switches, the error clears', async () => {
    const { actor } = await atSecondStep(() => Promise.reject(wrong));
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('secondFactor') && s.context.error !== null);
    actor.send({ type: 'USE_RECOVERY_CODE' });
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCode: true, error: null });
    actor.send({ type: 'USE_AUTHENTICATOR_CODE' });
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCode: false, error: null });
    expect(actor.getSnapshot().value).toBe('secondFactor');
  });

  test('secondFactor → idle on BACK: the challenge is forgotten and the password form shows', async () => {
    const { actor } = await atSecondStep(() => Promise.resolve({ token }));
    actor.send({ type: 'USE_RECOVERY_CODE' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ error: null, challenge: null, recoveryCode: false });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });
});
