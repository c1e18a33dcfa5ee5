// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { contactApi } from '../../store/api/contact.ts';
import { messagesApi } from '../../store/api/messages.ts';
import { setupStore } from '../../store/index.ts';
import { withApi } from './withApi.ts';
import { tokenReceived } from '../../store/sessionSlice.ts';
import { databases } from '../kit/databases.ts';
import { withServer } from '../kit/withServer.ts';

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} } as unknown as Storage;

describe('the contact endpoints against the real server', () => {
  const server = withServer(databases[0]!, { seed: false });
  const newStore = () => withApi(setupStore(undefined, { graphqlUrl: `${server.url}/graphql`, storage: noStorage }));


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
    const firstPage = { search: '', page: 1 };
    const list = admin.dispatch(messagesApi.endpoints.getContactMessageRows.initiate(firstPage));
    const unread = admin.dispatch(messagesApi.endpoints.getUnreadContactMessageCount.initiate());
    const { items: [message], total } = await list.unwrap();
    expect(total).toBe(1);
    expect(message).toMatchObject({ name: 'Aline', email: 'aline@example.rw', isRead: false });
    expect(await unread.unwrap()).toBe(1);
    const rowsNow = () => messagesApi.endpoints.getContactMessageRows.select(firstPage)(admin.getState()).data;
    const unreadNow = () => messagesApi.endpoints.getUnreadContactMessageCount.select()(admin.getState()).data;

    await admin.dispatch(messagesApi.endpoints.markContactMessageRead.initiate(message!.id)).unwrap();
    // The page and the count are refetched by their tags.
    await expect.poll(() => rowsNow()?.items[0]?.isRead).toBe(true);
    await expect.poll(unreadNow).toBe(0);

    const deleted = await admin.dispatch(messagesApi.endpoints.deleteContactMessage.initiate(message!.id)).unwrap();
    expect(deleted).toEqual({ isDeleted: true, message: 'Message deleted successfully' });
    await expect.poll(() => rowsNow()).toEqual({ items: [], total: 0 });
    unread.unsubscribe();
    list.unsubscribe();
  });

  test('a refused message comes back in the one error shape', async () => {
    const result = await newStore().dispatch(
      contactApi.endpoints.sendContactMessage.initiate({ name: 'Aline', email: 'nope', message: 'I would like to mentor.' }),
    );
    expect(result.error).toEqual({ code: 'BAD_USER_INPUT', message: 'Enter a valid email!', field: 'email' });
  });
});
