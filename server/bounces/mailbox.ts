// The bounce mailbox's reader: every pollMs one process (the one holding the lease in the
// database) logs in over IMAP, reads the messages that arrived since it last looked (at most
// MAX_PER_POLL), records each bounce or complaint it can tie to a sent message, and moves those to
// the Processed folder. Everything else stays where it is, unread state untouched, for a person.
// It never deletes a message and never expunges but by MOVE. Each message is parsed in a worker
// thread under a deadline (server/bounces/reader.ts): one it cannot read in time stays in the
// inbox untouched, is logged for staff as unreadable (mail.unreadable), and the read position
// moves past it at once, so that no later poll, in this process or after a restart, reads it again.
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { Repositories } from '../db/repositories.ts';
import type { BounceService } from './events.ts';
import { startMailReader, type MailReader } from './reader.ts';

export interface BounceMailboxSettings {
  /** imaps://user:pass@host[:port]/INBOX or imap://… */
  url: string;
  pollMs: number;
  /** How long one message may take to parse (READ_DEADLINE_MS unless given). */
  readDeadlineMs?: number;
}

/** One poll: messages looked at, moved to Processed, left in place, and read only in part (too large). */
export interface PollResult {
  read: number;
  processed: number;
  left: number;
  skipped: number;
}

export interface BounceMailbox {
  /** Polls now (after a poll in progress); null when another process holds the mailbox. */
  pollNow(): Promise<PollResult | null>;
  /** Stops polling, waits (bounded) for a poll in progress and gives the mailbox up. */
  stop(): Promise<void>;
}

/** Messages looked at in one poll; the rest wait for the next. */
export const MAX_PER_POLL = 500;
/** A message larger than this is not fetched whole: only its first PARTIAL_BYTES. */
export const MAX_WHOLE_BYTES = 1024 * 1024;
export const PARTIAL_BYTES = 256 * 1024;
/** Messages fetched in one command: at most this many, and at most FETCH_BATCH_BYTES together. */
const FETCH_BATCH = 50;
const FETCH_BATCH_BYTES = 4 * 1024 * 1024;
/** The folder handled messages move to (created when missing). */
export const PROCESSED_FOLDER = 'Processed';
/** The shortest lease: a poll of MAX_PER_POLL messages renews it between batches well within this. */
const MIN_LEASE_MS = 60_000;
/** How long stop() waits for a poll in progress before cutting its connection. */
const STOP_WAIT_MS = 10_000;
const TIMEOUT_MS = 30_000;

interface MailboxAddress {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  folder: string;
}

/** The parts of an imap:// or imaps:// URL (user and password percent-decoded; INBOX when no folder is named). */
export function mailboxAddress(url: string): MailboxAddress {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const folder = decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
    folder,
  };
}

/** An error's message without anything that could carry the password. */
function describe(error: unknown): string {
  const e = error as { code?: string; message?: string; responseText?: string };
  return [e.code, e.responseText ?? e.message].filter(Boolean).join(': ').slice(0, 300) || 'unknown error';
}

/** UIDs as an IMAP set, runs written as ranges ("3:7,9,12:13"). */
export function uidSet(uids: number[]): string {
  const sorted = [...uids].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1]! <= sorted[i]! + 1) i++;
    runs.push(start === sorted[i] ? String(start) : `${start}:${sorted[i]}`);
  }
  return runs.join(',');
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/** Reads the bounce mailbox every `pollMs`, records what it can tie to a sent message and moves that to Processed. */
export function startBounceMailbox(options: {
  repos: Repositories;
  settings: BounceMailboxSettings;
  record: BounceService['record'];
  log: FastifyBaseLogger;
}): BounceMailbox {
  const { repos, settings, record, log } = options;
  const store = repos.bounceMailbox;
  const address = mailboxAddress(settings.url);
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const leaseMs = Math.max(2 * settings.pollMs, MIN_LEASE_MS);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The poll in progress (polls of this process run one after another). */
  let current: Promise<unknown> = Promise.resolve();
  let client: ImapFlow | undefined;
  let warnedNoMove = false;
  let reader: MailReader | undefined;

  function connect(): ImapFlow {
    const imap = new ImapFlow({
      host: address.host,
      port: address.port,
      secure: address.secure,
      auth: { user: address.user, pass: address.pass },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: 2 * TIMEOUT_MS,
      // A message is fetched whole only up to MAX_WHOLE_BYTES: a server sending more is cut off.
      maxLiteralSize: 2 * MAX_WHOLE_BYTES,
      maxResponseSize: 4 * MAX_WHOLE_BYTES,
      clientInfo: { name: 'bcf bounce mailbox' },
    });
    // Without a listener a lost connection would be an uncaught error: the poll fails instead.
    imap.on('error', (error: unknown) => log.warn({ err: describe(error) }, 'bounce mailbox: connection error'));
    return imap;
  }

  /** Records one message; answers whether it is to move to Processed, to stay, or could not be read. */
  async function handle(raw: Buffer, size: number, partial: boolean): Promise<'move' | 'stay' | { unreadable: string }> {
    reader ??= startMailReader(settings.readDeadlineMs);
    const read = await reader.read(raw);
    if (!read.readable) return { unreadable: read.why };
    const { parsed } = read;
    if ((parsed.kind !== 'bounce' && parsed.kind !== 'complaint') || parsed.tokens.length === 0) return 'stay';
    // Of a message read in part, the part read and the whole size name it.
    const hash = createHash('sha256').update(raw);
    if (partial) hash.update(`\n${size}`);
    const outcome = await record({
      key: `mailbox:${hash.digest('hex')}`,
      source: 'mailbox',
      type: parsed.type,
      tokens: parsed.tokens,
      reason: parsed.reason,
    });
    return outcome === 'applied' || outcome === 'duplicate' ? 'move' : 'stay';
  }

  /**
   * A message the reader could not read: logged for staff (its UID, size and why; nothing of its
   * text), and the position moved past it at once (after moving what was handled before it).
   */
  async function setAside(imap: ImapFlow, uidValidity: string, message: { uid: number; size: number }, why: string, handled: number[]): Promise<number> {
    const moved = await moveToProcessed(imap, handled.splice(0));
    await repos.auditLog.append({
      actorId: null,
      actorEmail: null,
      ip: '',
      userAgent: 'bounce mailbox',
      target: null,
      action: 'mail.unreadable',
      detail: JSON.stringify({ folder: address.folder, uidValidity, uid: message.uid, size: message.size, why }),
    });
    await store.advance(uidValidity, message.uid);
    log.warn({ uid: message.uid, size: message.size, why }, 'bounce mailbox: a message could not be read; it stays in the inbox, unread');
    return moved;
  }

  async function moveToProcessed(imap: ImapFlow, uids: number[]): Promise<number> {
    if (uids.length === 0) return 0;
    // Without MOVE the client would copy, flag \Deleted and expunge: only with UIDPLUS is that
    // expunge limited to these messages (not others a person flagged \Deleted). Else they stay.
    if (!imap.capabilities.has('MOVE') && !imap.capabilities.has('UIDPLUS')) {
      if (!warnedNoMove) log.warn('bounce mailbox: the server cannot move messages (no MOVE or UIDPLUS): handled messages stay in place');
      warnedNoMove = true;
      return 0;
    }
    const folder = await imap.mailboxCreate(PROCESSED_FOLDER);
    const moved = await imap.messageMove(uidSet(uids), folder.path, { uid: true });
    if (!moved) throw new Error(`could not move ${uids.length} messages to ${folder.path}`);
    return uids.length;
  }

  /** Fetches the messages of `batch` (UIDs with sizes): whole, or the first PARTIAL_BYTES of large ones. */
  async function fetchBatch(imap: ImapFlow, batch: { uid: number; size: number }[]): Promise<Map<number, Buffer>> {
    const sources = new Map<number, Buffer>();
    const whole = batch.filter((message) => message.size <= MAX_WHOLE_BYTES).map((message) => message.uid);
    if (whole.length > 0) {
      for await (const message of imap.fetch(uidSet(whole), { uid: true, source: true }, { uid: true })) {
        if (message.source) sources.set(message.uid, message.source);
      }
    }
    for (const message of batch.filter((m) => m.size > MAX_WHOLE_BYTES)) {
      const found = await imap.fetchOne(String(message.uid), { uid: true, source: { start: 0, maxLength: PARTIAL_BYTES } }, { uid: true });
      if (found && found.source) sources.set(message.uid, found.source.subarray(0, PARTIAL_BYTES));
    }
    return sources;
  }

  async function poll(): Promise<PollResult | null> {
    if (stopped) return null;
    if (!(await store.takeLease(holder, leaseMs))) return null;
    const result: PollResult = { read: 0, processed: 0, left: 0, skipped: 0 };
    const imap = connect();
    client = imap;
    try {
      await imap.connect();
      const lock = await imap.getMailboxLock(address.folder);
      try {
        const box = imap.mailbox;
        if (!box) throw new Error(`could not open ${address.folder}`);
        const uidValidity = String(box.uidValidity);
        const position = await store.position();
        // A new UIDVALIDITY means the UIDs were given anew: everything is looked at again.
        const lastUid = position.uidValidity === uidValidity ? position.lastUid : 0;
        if (box.exists === 0) {
          if (position.uidValidity !== uidValidity) await store.advance(uidValidity, 0);
          return result;
        }
        const found = await imap.search({ uid: `${lastUid + 1}:*` }, { uid: true });
        // "n:*" also answers the last message when none is above n.
        const uids = (found || [])
          .filter((uid) => uid > lastUid)
          .sort((a, b) => a - b)
          .slice(0, MAX_PER_POLL);
        if (uids.length === 0) {
          if (position.uidValidity !== uidValidity) await store.advance(uidValidity, lastUid);
          return result;
        }
        const sizes: { uid: number; size: number }[] = [];
        for await (const message of imap.fetch(uidSet(uids), { uid: true, size: true }, { uid: true })) {
          sizes.push({ uid: message.uid, size: message.size ?? 0 });
        }
        sizes.sort((a, b) => a.uid - b.uid);
        let batch: { uid: number; size: number }[] = [];
        let batchBytes = 0;
        const batches: { uid: number; size: number }[][] = [];
        for (const message of sizes) {
          const bytes = Math.min(message.size, message.size > MAX_WHOLE_BYTES ? PARTIAL_BYTES : message.size);
          if (batch.length >= FETCH_BATCH || (batch.length > 0 && batchBytes + bytes > FETCH_BATCH_BYTES)) {
            batches.push(batch);
            batch = [];
            batchBytes = 0;
          }
          batch.push(message);
          batchBytes += bytes;
        }
        if (batch.length > 0) batches.push(batch);

        let complete = true;
        for (const each of batches) {
          if (stopped) {
            complete = false;
            break;
          }
          const sources = await fetchBatch(imap, each);
          const toMove: number[] = [];
          let moved = 0;
          for (const message of each) {
            const raw = sources.get(message.uid);
            result.read++;
            const partial = message.size > MAX_WHOLE_BYTES;
            if (partial) result.skipped++;
            if (!raw) continue;
            const outcome = await handle(raw, message.size, partial);
            if (outcome === 'move') toMove.push(message.uid);
            else if (outcome !== 'stay') moved += await setAside(imap, uidValidity, message, outcome.unreadable, toMove);
          }
          moved += await moveToProcessed(imap, toMove);
          result.processed += moved;
          result.left += each.length - moved;
          await store.advance(uidValidity, each[each.length - 1]!.uid);
          // Renewed between batches; should another process have it by now, this one stops here.
          if (!(await store.takeLease(holder, leaseMs))) {
            complete = false;
            break;
          }
        }
        // UIDs the search found but the fetch did not (expunged meanwhile) are passed too.
        if (complete) await store.advance(uidValidity, uids[uids.length - 1]!);
        return result;
      } finally {
        lock.release();
      }
    } finally {
      client = undefined;
      await imap.logout().catch(() => imap.close());
    }
  }

  /** Runs polls one after another in this process. */
  function pollNow(): Promise<PollResult | null> {
    const next = current.then(poll, poll);
    current = next.catch(() => undefined);
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      pollNow()
        .then((result) => {
          if (result && result.processed > 0) log.info(result, 'bounce mailbox: mail that came back was recorded');
        })
        .catch((error: unknown) => log.warn({ err: describe(error) }, 'bounce mailbox: poll failed; trying again at the next'))
        .finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }
  schedule();

  return {
    pollNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const finished = await Promise.race([current.then(() => true), sleep(STOP_WAIT_MS).then(() => false)]);
      if (!finished) {
        log.warn('bounce mailbox: a poll was still running at shutdown; its connection is closed');
        client?.close();
        await Promise.race([current, sleep(1_000)]);
      }
      await reader?.close();
      await store.release(holder).catch((error: unknown) => log.warn({ err: describe(error) }, 'bounce mailbox: could not give up the lease'));
    },
  };
}
