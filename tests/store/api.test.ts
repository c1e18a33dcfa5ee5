// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { loginApi } from '../../store/api/login.ts';
import { postCardsApi } from '../../store/api/postCards.ts';
import { postsApi } from '../../store/api/posts.ts';
import { subscriberAdminApi } from '../../store/api/subscriberAdmin.ts';
import { subscribersApi } from '../../store/api/subscribers.ts';
import { setupStore } from '../../store/index.ts';
import { withApi } from './withApi.ts';
import { tokenReceived } from '../../store/sessionSlice.ts';
import { databases } from '../kit/databases.ts';
import { withServer } from '../kit/withServer.ts';
import { samplePostInput } from '../kit/documents.ts';
import { ADMIN } from '../kit/settings.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the RTK Query API against the real server', () => {
  const server = withServer(databases[0]!);
  const newStore = (storage = new MemoryStorage()) => withApi(setupStore(undefined, { graphqlUrl: `${server.url}/graphql`, storage }));


  test('getPostCards reads the sample posts with their image lists', async () => {
    const store = newStore();
    const cards = await store.dispatch(postCardsApi.endpoints.getPostCards.initiate({ filter: 'All', after: null })).unwrap();
    expect(cards.total).toBeGreaterThanOrEqual(8);
    expect(Array.isArray(cards.items[0]!.image_url)).toBe(true);
  });

  test('makeSubscribe succeeds once, then answers the duplicate error in the one error shape', async () => {
    const store = newStore();
    const first = await store.dispatch(subscribersApi.endpoints.makeSubscribe.initiate('store@example.org'));
    expect(first.data?.subscriptionWithEmail).toBe('store@example.org');
    const second = await store.dispatch(subscribersApi.endpoints.makeSubscribe.initiate('store@example.org'));
    expect(second.error).toEqual({ code: 'BAD_USER_INPUT', message: 'This email is already subscribed', field: 'subscriptionWithEmail' });
  });

  test('login stores the token; admin calls then carry it', async () => {
    const storage = new MemoryStorage();
    const store = newStore(storage);
    const refused = await store.dispatch(subscriberAdminApi.endpoints.getAllSubscriptions.initiate());
    expect(refused.error).toMatchObject({ code: 'UNAUTHENTICATED' });

    const login = await store.dispatch(loginApi.endpoints.loginUser.initiate(ADMIN)).unwrap();
    expect(login.user.password).toBeNull();
    store.dispatch(tokenReceived(login.token));
    expect(storage.getItem('userToken')).toBe(login.token);

    const rows = await store.dispatch(subscriberAdminApi.endpoints.getAllSubscriptions.initiate(undefined, { forceRefetch: true }));
    expect(rows.error).toBeUndefined();
  });

  test('creating a post refetches the list a page is showing', async () => {
    const storage = new MemoryStorage();
    const store = newStore(storage);
    const { token } = await store.dispatch(loginApi.endpoints.loginUser.initiate(ADMIN)).unwrap();
    store.dispatch(tokenReceived(token));
    const firstPage = { filter: 'All', after: null } as const;
    const subscription = store.dispatch(postCardsApi.endpoints.getPostCards.initiate(firstPage));
    const before = (await subscription.unwrap()).total;

    await store.dispatch(postsApi.endpoints.addPost.initiate(samplePostInput({ title: 'Refetched' }) as never)).unwrap();
    const shown = () => postCardsApi.endpoints.getPostCards.select(firstPage)(store.getState()).data;
    await expect.poll(() => shown()?.total).toBe(before + 1);
    expect(shown()!.items[0]!.title).toBe('Refetched');
    subscription.unsubscribe();
  });

  test('a token the server refuses is dropped from the session and from storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem('userToken', 'forged.token.value');
    const store = newStore(storage);
    expect(store.getState().session.token).toBe('forged.token.value');
    const result = await store.dispatch(subscriberAdminApi.endpoints.getAllSubscriptions.initiate());
    expect(result.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(store.getState().session).toEqual({ token: null, expired: true });
    expect(storage.getItem('userToken')).toBeNull();
  });
});
