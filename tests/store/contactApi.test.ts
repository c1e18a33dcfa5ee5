// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactApi } from '../../store/api/contact.ts';
import { setupStore } from '../../store/index.ts';
import { withApi } from './withApi.ts';
import { tokenReceived } from '../../store/sessionSlice.ts';
import { TestServer, databases } from '../server/helpers.ts';

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} } as unknown as Storage;

describe('the contact endpoints against the real server', () => {
  const server = new TestServer(databases[0]!, { seed: false });
  const newStore = () => withApi(setupStore(undefined, { graphqlUrl: `${server.url}/graphql`, storage: noStorage }));

  beforeAll(() => server.start());
  afterAll(() => server.destroy());

  test('a visitor sends a message; the admin lists it unread, marks it read and deletes it', async () => {
    const visitor = newStore();
    const receipt = await visitor
      .dispatch(
        contactApi.endpoints.sendContactMessage.initiate({
          name: 'Aline',
          email: 'aline@example.rw',
          message: 'I would like to mentor a student.',
          website: '',
        }),
      )
      .unwrap();
    expect(receipt).toEqual({ received: true, message: 'Thank you! Your message has been sent.' });

    const admin = newStore();
    admin.dispatch(tokenReceived(await server.login()));
    const list = admin.dispatch(contactApi.endpoints.getAllContactMessages.initiate());
    const [message] = await list.unwrap();
    expect(message).toMatchObject({ name: 'Aline', email: 'aline@example.rw', isRead: false });

    await admin.dispatch(contactApi.endpoints.markContactMessageRead.initiate(message!.id)).unwrap();
    // The list is refetched by its tags.
    await expect.poll(() => contactApi.endpoints.getAllContactMessages.select()(admin.getState()).data?.[0]?.isRead).toBe(true);

    const deleted = await admin.dispatch(contactApi.endpoints.deleteContactMessage.initiate(message!.id)).unwrap();
    expect(deleted).toEqual({ isDeleted: true, message: 'Message deleted successfully' });
    await expect.poll(() => contactApi.endpoints.getAllContactMessages.select()(admin.getState()).data).toEqual([]);
    list.unsubscribe();
  });

  test('a refused message comes back in the one error shape', async () => {
    const result = await newStore().dispatch(
      contactApi.endpoints.sendContactMessage.initiate({ name: 'Aline', email: 'nope', message: 'I would like to mentor.' }),
    );
    expect(result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'Enter a valid email!' });
  });
});
