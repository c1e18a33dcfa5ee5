// A TestServer in a process of its own, for tests that run in jsdom (where the server's
// file-URL handling does not work): prints one JSON line { url, token, admin } and stops when its stdin
// closes or it is sent SIGTERM.
import { ADMIN, TestServer, databases } from './helpers.ts';

// The client tests write their data through the API from one address: the per-address subscribe
// limit (tested in tests/server/security/subscribeAbuse.test.ts) is raised for them.
const server = new TestServer(databases[0]!, { subscribeLimitPerHour: 10_000 });
await server.start();
const token = await server.login();
process.stdout.write(`${JSON.stringify({ url: server.url, token, admin: ADMIN })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.destroy();
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
