import { afterAll, beforeAll, expect, test } from 'vitest';
import { SITE_CONTENT } from '../../shared/siteContent/documents.ts';
import { publicRead } from '../../src/lib/publicRead.ts';
import { NETWORK_ERROR } from '../../store/api/errorShape.ts';
import { startTestServerProcess, type TestServerProcess } from '../kit/testServerProcess.ts';

// A visitor's page reads with a plain fetch on the app's endpoint, and fails as the store's calls do.
let server: TestServerProcess;

beforeAll(async () => {
  server = await startTestServerProcess();
});
afterAll(() => server?.stop());

test('answers the data of a public read from the endpoint the store is configured with', async () => {
  const data = await publicRead<{ siteContent: { section: string; content: string } }>({ graphqlUrl: `${server.url}/graphql` }, SITE_CONTENT, {
    section: 'donate',
    language: 'fr',
  });
  expect(data.siteContent.section).toBe('donate');
  expect(JSON.parse(data.siteContent.content)).toBeTypeOf('object');
});

test('a refusal rejects with the server’s code, message and field', async () => {
  await expect(publicRead({ graphqlUrl: `${server.url}/graphql` }, SITE_CONTENT, { section: 'nothing' })).rejects.toEqual({
    code: 'BAD_USER_INPUT',
    message: 'Unknown section',
    field: 'section',
  });
});

test('a refusal that is no GraphQL answer rejects with the code the server gave it', async () => {
  await expect(publicRead({ graphqlUrl: `${server.url}/no-such-endpoint` }, SITE_CONTENT, { section: 'donate' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

test('a server that cannot be reached rejects with NETWORK_ERROR', async () => {
  await expect(publicRead({ graphqlUrl: 'http://127.0.0.1:9/graphql' }, SITE_CONTENT, { section: 'donate' })).rejects.toEqual(NETWORK_ERROR);
});
