import { beforeAll, expect, test } from 'vitest';
import { databases } from '../../kit/databases.ts';
import { LineCollector } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { LOGIN, MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';


const logs = new LineCollector();
const server = withServer(databases[0]!, { seed: false, logLevel: 'info', logStream: logs });
let token = '';

beforeAll(async () => {
  token = await server.login();
  await server.gql(LOGIN, { email: ADMIN.email, password: 'a wrong password here' });
  await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'reader.private@example.org' } });
  await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'reader.private@example.org' } });
  await server.gql('query getAllSubscriptions { getAllSubscriptions { id } }', {}, token);
  await fetch(`${server.url}/graphql?query=${encodeURIComponent('query getOnePost($id: ID!) { getOnePost(id: $id) { title } }')}&variables=${encodeURIComponent('{"id":"someone@example.org"}')}`);
  // An internal error whose database detail names an address.
  await server.services.db.exec('ALTER TABLE subscribers ADD CONSTRAINT no_new CHECK (length(email) < 5) NOT VALID');
  await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: 'another.private@example.org' } });
});

test('the log is structured JSON with a request id on every request line', () => {
  expect(logs.lines.length).toBeGreaterThan(10);
  const entries = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = entries.filter((entry) => entry.req || entry.res || entry.err);
  expect(requestLines.length).toBeGreaterThan(0);
  for (const entry of requestLines) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
});

test('an internal error is logged, with its detail scrubbed', () => {
  expect(logs.lines.some((line) => line.includes('resolver failed'))).toBe(true);
});

test('no token, password or full e-mail address appears in any line', () => {
  const all = logs.lines.join('\n');
  expect(all).not.toContain(token);
  expect(all).not.toContain(token.split('.')[2]!);
  expect(all).not.toContain(ADMIN.password);
  expect(all).not.toContain('a wrong password here');
  for (const email of [ADMIN.email, 'reader.private@example.org', 'another.private@example.org', 'someone@example.org']) {
    expect(all).not.toContain(email);
  }
});
