// The in-process test server (tests/kit/server.ts) in a process of its own, started by
// tests/kit/testServerProcess.ts: for tests in jsdom, where the server's file-URL handling does not
// work, and for several servers with their own ticking schedulers. Arguments:
//   --settings=JSON     server settings over the test server's (plain values: limits, ticks, schema)
//   --postgres          on TEST_DATABASE_URL (PGlite otherwise)
//   --smtp=URL          e-mail on through that mail server (the test's own), links under PUBLIC_URL
//   --staff             one signed-in person of each role below the Owner
//   --invitation        one open invitation (an Editor's), written straight to its table
// It stops on SIGTERM or when its standard input closes; each other line there is a command,
// answered with one line: what a jsdom test cannot do through the API.
import { createInterface } from 'node:readline';
import type { Config } from '../../server/core/config.ts';
import { invitationTokenHash, newInvitationToken } from '../../server/staff/invitationTokens.ts';
import { publishDuePosts } from '../../server/posts/scheduler.ts';
import { ROLES } from '../../shared/roles.ts';
import { databases } from './databases.ts';
import { TestServer } from './server.ts';
import { ADMIN } from './settings.ts';
import { PUBLIC_URL, mailSettings } from './smtp.ts';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const settings = JSON.parse(argument('settings') ?? '{}') as Partial<Config>;
const smtpUrl = argument('smtp');
const mail = smtpUrl ? { publicUrl: PUBLIC_URL, mail: mailSettings({ url: smtpUrl }) } : {};
const kind = process.argv.includes('--postgres') ? databases.find((one) => one.name === 'postgres') : databases[0];
if (!kind) throw new Error('--postgres needs TEST_DATABASE_URL');

const server = new TestServer(kind, { ...mail, ...settings });
await server.start();
const token = await server.login();
const staff: Record<string, { _id: string; token: string }> = {};
if (process.argv.includes('--staff')) {
  for (const role of ROLES.filter((one) => one !== 'OWNER')) {
    const { user, token: theirs } = await server.addStaff(role);
    staff[role] = { _id: user._id, token: theirs };
  }
}
let invitationToken: string | undefined;
if (process.argv.includes('--invitation')) {
  invitationToken = newInvitationToken();
  const owner = await server.services.repos.staff.findWithHashByEmail(ADMIN.email);
  await server.services.repos.invitations.create({
    email: 'invited-editor@example.rw',
    role: 'EDITOR',
    tokenHash: invitationTokenHash(invitationToken),
    invitedBy: owner!._id,
    days: 7,
  });
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.destroy();
  process.exit(0);
}

const answer = (line: string) => process.stdout.write(`${line}\n`);
// `facts`: what the tests need of this server ({ token, staff, invitationToken }, JSON);
// `sql {"text": ..., "params": [...]}`: a statement on its database, answered with its rows (JSON);
// `publish-due`: publishes the scheduled posts whose time has come, as the scheduler's tick does.
async function run(line: string): Promise<void> {
  if (line === 'facts') return void answer(JSON.stringify({ token, staff, invitationToken }));
  if (line.startsWith('sql ')) {
    const { text, params } = JSON.parse(line.slice(4)) as { text: string; params?: unknown[] };
    return void answer(JSON.stringify(await server.services.db.query(text, params)));
  }
  if (line === 'publish-due') {
    await publishDuePosts(server.services.repos, server.services.mail);
    return void answer('done');
  }
  answer('unknown');
}
const input = createInterface({ input: process.stdin });
input.on('line', (line) => void run(line).catch((error: Error) => answer(`error ${error.message.split('\n')[0]}`)));
input.on('close', () => void stop());
process.on('SIGTERM', () => void stop());
