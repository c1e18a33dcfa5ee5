import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult } from '../../store/api/auth.ts';
import { loginErrorMessage, loginMachine, type Credentials } from '../../machines/login.ts';
import { setupStore } from '../../store/index.ts';
import { deferred, memoryStorage } from './helpers.ts';

const credentials = { email: 'staff@bcf.test', password: 'secret' };
const result: LoginResult = {
  token: 'header.payload.signature',
  user: { _id: 'u1', email: credentials.email, firstName: null, secondName: null, password: null, posts: [] },
};

function start(logIn: (credentials: Credentials) => Promise<LoginResult>) {
  const storage = memoryStorage();
  const store = setupStore(undefined, { storage });
  const goToNextPage = vi.fn();
  const logFailure = vi.fn();
  const machine = loginMachine.provide({
    actors: { logIn: fromPromise(({ input }) => logIn(input.credentials)) },
    actions: { goToNextPage, logFailure },
  });
  const actor = createActor(machine, { input: { store } }).start();
  return { actor, store, storage, goToNextPage, logFailure };
}

describe('the login machine', () => {
  test('starts idle with the form and no error', () => {
    const { actor } = start(() => Promise.resolve(result));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('SUBMIT sends the credentials and shows the pending state', () => {
    const pending = deferred<LoginResult>();
    const sent: Credentials[] = [];
    const { actor } = start((given) => (sent.push(given), pending.promise));
    actor.send({ type: 'SUBMIT', credentials });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(sent).toEqual([credentials]);
  });

  test('success keeps the token in the session and under userToken, then moves on', async () => {
    const { actor, store, storage, goToNextPage } = start(() => Promise.resolve(result));
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('success'));
    expect(store.getState().session.token).toBe(result.token);
    expect(storage.getItem('userToken')).toBe(result.token);
    expect(goToNextPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('refused credentials: the detail goes to the console, the user reads the polite message', async () => {
    const refusal = { code: 'UNAUTHENTICATED', message: 'Invalid email or password' };
    const { actor, store, goToNextPage, logFailure } = start(() => Promise.reject(refusal));
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    expect(logFailure).toHaveBeenCalledWith(expect.anything(), { error: refusal });
    expect(store.getState().session.token).toBeNull();
    expect(goToNextPage).not.toHaveBeenCalled();
  });

  test('a rate limit shows the server message', async () => {
    const { actor } = start(() =>
      Promise.reject({ code: 'RATE_LIMITED', message: 'Too many login attempts. Try again in a minute.' }),
    );
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Too many login attempts. Try again in a minute.');
  });

  test('SUBMIT after a failure clears the error and tries again', async () => {
    let attempts = 0;
    const { actor } = start(() =>
      ++attempts === 1 ? Promise.reject({ code: 'UNAUTHENTICATED', message: 'no' }) : Promise.resolve(result),
    );
    actor.send({ type: 'SUBMIT', credentials });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'SUBMIT', credentials });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
  });

  test('an unexpected failure still says something', () => {
    expect(loginErrorMessage(undefined)).toBe('Login failed. Please try again.');
  });
});
