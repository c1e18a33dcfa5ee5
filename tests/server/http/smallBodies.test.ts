import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS, limitSmallBodies } from '../../../server/http/timeouts.ts';

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
afterEach(() => {
  process.off('uncaughtException', record);
  uncaught.length = 0;
});

test('an in-process request whose body is never read is cut at the deadline without an error', async () => {
  process.on('uncaughtException', record);
  const app = Fastify();
  limitSmallBodies(app, { ...DEFAULT_SERVER_TIMEOUTS, smallBodyMs: 50 });
  // No parser for this type: the body is refused unread, so it never ends.
  app.post('/', async () => 'ok');
  const response = await app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/x-unread' }, payload: 'x'.repeat(100) });
  expect(response.statusCode).toBe(415);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(uncaught).toEqual([]);
  await app.close();
});
