import { describe, expect, test, vi } from 'vitest';
import { STAFF_COOKIE } from '../../shared/insightsBeacon.ts';
import { setupStore } from '../../store/index.ts';
import { loggedOut, sessionExpired, tokenReceived } from '../../store/sessionSlice.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as unknown as Storage,
  };
}

describe('the session', () => {
  test('starts from the token kept under userToken', () => {
    const { storage } = memoryStorage({ userToken: 'kept' });
    expect(setupStore(undefined, { storage }).getState().session).toEqual({ token: 'kept', expired: false });
  });

  test('starts logged out when nothing is kept', () => {
    const { storage } = memoryStorage();
    expect(setupStore(undefined, { storage }).getState().session.token).toBeNull();
  });

  test('a received token is kept in the slice and under userToken', () => {
    const { storage, items } = memoryStorage();
    const store = setupStore(undefined, { storage });
    store.dispatch(tokenReceived('fresh'));
    expect(store.getState().session).toEqual({ token: 'fresh', expired: false });
    expect(items.get('userToken')).toBe('fresh');
  });

  test.each([
    ['logging out removes the token from both', loggedOut(), false],
    ['an expired session removes the token and says so', sessionExpired(), true],
  ])('%s', (_, ending, expired) => {
    const { storage, items } = memoryStorage({ userToken: 'kept' });
    const store = setupStore(undefined, { storage });
    store.dispatch(ending);
    expect(store.getState().session).toEqual({ token: null, expired });
    expect(items.has('userToken')).toBe(false);
  });

  test('a browser that refuses storage keeps the token for this tab, and says why in the console', () => {
    const refused = new Error('The quota has been exceeded.');
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw refused;
      },
      removeItem: () => {
        throw refused;
      },
    } as unknown as Storage;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = setupStore(undefined, { storage });
      store.dispatch(tokenReceived('fresh'));
      expect(store.getState().session).toEqual({ token: 'fresh', expired: false });
      store.dispatch(loggedOut());
      expect(store.getState().session).toEqual({ token: null, expired: false });
      expect(errors.mock.calls).toEqual([[refused], [refused]]);
    } finally {
      errors.mockRestore();
    }
  });

  test('a signed-in browser carries the staff mark that keeps its reading out of the counts; logging out or expiring takes it away', () => {
    const { storage } = memoryStorage();
    const store = setupStore(undefined, { storage });
    const marked = () => document.cookie.split('; ').includes(`${STAFF_COOKIE}=1`);
    expect(marked()).toBe(false);
    store.dispatch(tokenReceived('fresh'));
    expect(marked()).toBe(true);
    store.dispatch(loggedOut());
    expect(marked()).toBe(false);
    store.dispatch(tokenReceived('again'));
    store.dispatch(sessionExpired());
    expect(marked()).toBe(false);
  });
});
