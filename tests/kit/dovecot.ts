// A real IMAP server for the tests: Debian's Dovecot (package dovecot-imapd, installed by .ci/run),
// started in a temporary folder with a configuration of its own, on a free port of 127.0.0.1,
// one user in a password file, Maildir storage, no TLS. Stopped (and its folder removed) by stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

const DOVECOT = '/usr/sbin/dovecot';
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** A message as a folder lists it. */
export interface ListedMessage {
  uid: number;
  size: number;
  flags: string[];
  subject: string;
}

/** Every started server, so that a test process that ends early leaves none behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    // Dovecot's master and the processes it forks share the group it was started in.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Answers once the server's greeting arrives on `port`; false when `deadline` passes first. */
async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** The uid and gid of a system account, read from /etc/passwd. */
function account(name: string): { uid: number; gid: number } | undefined {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name) return { uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

/**
 * Dovecot for one test file. Mail processes may not run as root, so when the tests run as root the
 * mail (and the login processes) belong to `nobody`; otherwise everything runs as the current user.
 */
export class TestDovecot {
  readonly user = 'bounces';
  readonly password = randomBytes(9).toString('hex');
  readonly dir = mkdtempSync(join(tmpdir(), 'bcf-dovecot-'));
  port = 0;
  private child: ChildProcess | undefined;
  private owner = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };

  /** The bounce mailbox's URL for this server's INBOX. */
  get url(): string {
    return `imap://${this.user}:${this.password}@127.0.0.1:${this.port}/INBOX`;
  }

  /** The user's Maildir: the INBOX is its cur/ and new/, a folder F is .F/ inside it. */
  get maildir(): string {
    return join(this.dir, 'mail', this.user);
  }

  /** Dovecot's log so far (for a failing test's message). */
  log(): string {
    const path = join(this.dir, 'dovecot.log');
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  }

  async start(): Promise<this> {
    if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: install the package dovecot-imapd`);
    const root = this.owner.uid === 0;
    const me = userInfo().username;
    let loginUser = me;
    if (root) {
      const nobody = account('nobody');
      if (!nobody) throw new Error('Dovecot needs an account other than root for its mail processes: there is no user nobody');
      this.owner = nobody;
      loginUser = 'nobody';
      // The login processes (nobody) reach their sockets in base_dir inside this folder.
      chmodSync(this.dir, 0o755);
    }
    mkdirSync(join(this.dir, 'mail'), { mode: 0o700 });
    chownSync(join(this.dir, 'mail'), this.owner.uid, this.owner.gid);
    writeFileSync(join(this.dir, 'passwd'), `${this.user}:{PLAIN}${this.password}\n`, { mode: 0o600 });

    let lastError: Error | undefined;
    // A port found free may be taken before Dovecot binds it: then another one.
    for (let attempt = 0; attempt < 3; attempt++) {
      this.port = await freePort();
      writeFileSync(join(this.dir, 'dovecot.conf'), this.config(root ? 'root' : me, loginUser));
      try {
        await this.launch();
        return this;
      } catch (error) {
        lastError = error as Error;
      }
    }
    throw lastError ?? new Error('Dovecot did not start');
  }

  private config(internalUser: string, loginUser: string): string {
    const d = this.dir;
    return `# Written by tests/kit/dovecot.ts
base_dir = ${d}/run
state_dir = ${d}/state
instance_name = bcf-test-${this.port}
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is answered at once (a test of it should not wait).
auth_failure_delay = 0
log_path = ${d}/dovecot.log
default_login_user = ${loginUser}
default_internal_user = ${internalUser}
first_valid_uid = 0
first_valid_gid = 0
mail_location = maildir:${d}/mail/%u
mail_fsync = never
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${d}/passwd
}
userdb {
  driver = static
  args = uid=${this.owner.uid} gid=${this.owner.gid} home=${d}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
  }

  private async launch(): Promise<void> {
    const child = spawn(DOVECOT, ['-F', '-c', join(this.dir, 'dovecot.conf')], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    child.once('exit', () => {
      exited = true;
      running.delete(child);
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline && !exited) {
      if (await greets(this.port)) {
        this.child = child;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    killGroup(child, 'SIGKILL');
    throw new Error(`Dovecot did not start on port ${this.port}: ${output}\n${this.log()}`);
  }

  /** Stops Dovecot (and every process it started) and removes its folder. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      // Whatever of the group outlived its master.
      killGroup(child, 'SIGKILL');
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A logged-in client of the test user (logout when done). */
  async client(): Promise<ImapFlow> {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: this.port,
      secure: false,
      auth: { user: this.user, pass: this.password },
      logger: false,
    });
    await client.connect();
    return client;
  }

  /** Runs `work` with a logged-in client and logs out. */
  async with<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = await this.client();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => {});
    }
  }

  /** APPENDs each raw message to `folder` (created when missing), on one connection; answers their UIDs. */
  async append(messages: (string | Buffer)[], folder = 'INBOX'): Promise<number[]> {
    return this.with(async (client) => {
      if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => {});
      const uids: number[] = [];
      for (const message of messages) {
        const result = await client.append(folder, typeof message === 'string' ? Buffer.from(message) : message);
        if (!result || result.uid === undefined) throw new Error(`APPEND to ${folder} answered no UID`);
        uids.push(result.uid);
      }
      return uids;
    });
  }

  /**
   * Writes messages straight into the INBOX's Maildir (new/), as a delivery agent does: Dovecot
   * gives them UIDs when a client next opens the folder. Far faster than APPEND for thousands.
   */
  deliverToMaildir(messages: (string | Buffer)[]): void {
    const inbox = this.maildir;
    for (const sub of ['cur', 'new', 'tmp']) {
      mkdirSync(join(inbox, sub), { recursive: true, mode: 0o700 });
      chownSync(join(inbox, sub), this.owner.uid, this.owner.gid);
    }
    chownSync(inbox, this.owner.uid, this.owner.gid);
    const stamp = Math.floor(Date.now() / 1000);
    messages.forEach((message, i) => {
      const path = join(inbox, 'new', `${stamp}.M${i}P${process.pid}.bcf-test`);
      writeFileSync(path, message, { mode: 0o600 });
      chownSync(path, this.owner.uid, this.owner.gid);
    });
  }

  /** The messages in `folder` (none when it does not exist). */
  async list(folder = 'INBOX'): Promise<ListedMessage[]> {
    return this.with(async (client) => {
      const exists = (await client.list()).some((box) => box.path === folder);
      if (!exists) return [];
      const lock = await client.getMailboxLock(folder, { readOnly: true });
      try {
        const box = client.mailbox;
        if (!box || box.exists === 0) return [];
        const messages: ListedMessage[] = [];
        for await (const message of client.fetch('1:*', { uid: true, size: true, flags: true, envelope: true })) {
          messages.push({
            uid: message.uid,
            size: message.size ?? 0,
            flags: [...(message.flags ?? [])],
            subject: message.envelope?.subject ?? '',
          });
        }
        return messages;
      } finally {
        lock.release();
      }
    });
  }

  /** How many messages each folder holds. */
  async counts(): Promise<Record<string, number>> {
    return this.with(async (client) => {
      const counts: Record<string, number> = {};
      for (const box of await client.list({ statusQuery: { messages: true } })) counts[box.path] = box.status?.messages ?? 0;
      return counts;
    });
  }
}

/** Starts a Dovecot for a test file. */
export async function startDovecot(): Promise<TestDovecot> {
  return new TestDovecot().start();
}
