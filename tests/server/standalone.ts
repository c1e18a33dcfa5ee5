// A TestServer in a process of its own, for tests that run in jsdom (where the server's
// file-URL handling does not work): prints one JSON line { url, token, admin, staff } and stops when
// its stdin closes or it is sent SIGTERM (other lines on stdin are commands, below). With
// `--staff`, one person of each role below the Owner is added and signed in (staff: role -> { _id, token }).
import { createInterface } from 'node:readline';
import { ROLES } from '../../shared/roles.ts';
import { invitationTokenHash, newInvitationToken } from '../../server/graphql/resolvers/users.ts';
import { publishDuePosts } from '../../server/posts/scheduler.ts';
import { databases } from '../kit/databases.ts';
import { TestServer } from '../kit/server.ts';
import { ADMIN } from '../kit/settings.ts';
import { PUBLIC_URL, mailSettings } from '../kit/smtp.ts';

// The client tests write their data through the API from one address: the per-address subscribe
// limit (tested in tests/server/security/subscribeAbuse.test.ts) is raised for them.
// With `--smtp=URL`, e-mail is on through that mail server (the test's own), links under PUBLIC_URL.
const smtpUrl = process.argv.find((arg) => arg.startsWith('--smtp='))?.slice('--smtp='.length);
const mail = smtpUrl ? { publicUrl: PUBLIC_URL, mail: mailSettings({ url: smtpUrl }) } : {};
// With `--scheduler-paused`, the post scheduler runs only at start: scheduled posts stay overdue
// until the `publish-due` command (below) runs the scheduler's claim.
const paused = process.argv.includes('--scheduler-paused') ? { scheduleTickMs: 3_600_000 } : {};
const server = new TestServer(databases[0]!, { subscribeLimitPerHour: 10_000, ...mail, ...paused });
await server.start();
const token = await server.login();
const staff: Record<string, { _id: string; token: string }> = {};
if (process.argv.includes('--staff')) {
  for (const role of ROLES.filter((one) => one !== 'OWNER')) {
    const { user, token: theirs } = await server.addStaff(role);
    staff[role] = { _id: user._id, token: theirs };
  }
}
// With `--invitation`, one open invitation (an Editor's), written straight to its table: its token.
let invitationToken: string | undefined;
if (process.argv.includes('--invitation')) {
  invitationToken = newInvitationToken();
  const owner = await server.app.repos.users.findWithHashByEmail(ADMIN.email);
  await server.app.repos.invitations.create({
    email: 'invited-editor@example.rw',
    role: 'EDITOR',
    tokenHash: invitationTokenHash(invitationToken),
    invitedBy: owner!._id,
    days: 7,
  });
}
process.stdout.write(`${JSON.stringify({ url: server.url, token, admin: ADMIN, staff, invitationToken })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.destroy();
  process.exit(0);
}
// Commands, one a line, each answered with one line: what a jsdom test cannot do through the API.
// `age-password-checks` moves every session's password check 11 minutes back (the 10-minute window);
// `publish-due` publishes the scheduled posts whose time has come, as the scheduler's tick does.
const commands = createInterface({ input: process.stdin });
commands.on('line', (line) => {
  if (line === 'publish-due') {
    return void publishDuePosts(server.app.repos, server.app.mail).then(() => process.stdout.write('done\n'));
  }
  if (line !== 'age-password-checks') return void process.stdout.write('unknown\n');
  void server.app.db
    .query(`UPDATE sessions SET password_checked_at = now() - interval '11 minutes'`)
    .then(() => process.stdout.write('done\n'));
});
commands.on('close', () => void stop());
process.on('SIGTERM', () => void stop());
