import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginErrorMessage, loginMachine, type Credentials } from '../../machines/login.ts';
import { loginWiring } from '../../src/pages/admin/loginWiring.ts';
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
