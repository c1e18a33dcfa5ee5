import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../db/repositories.ts';
import { escapeHtml } from '../core/text.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { RECIPIENT_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER, languagePlaceholder, type SubscriberLinks } from '../subscribers/index.ts';
import type { ClaimedMessage } from './outbox.ts';
import { envelopeSender, type BounceTokens } from '../bounces/index.ts';
import { fromDomain, kindHeaders, messageIdOn } from './headers.ts';
import { startHousekeeping } from './housekeeping.ts';
import { MAX_IN_FLIGHT, type MailSettings, type WorkerTimings } from './settings.ts';

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** A 5xx reply is permanent (except a refused login, which a fixed setting cures); anything else is worth another try. */
export function isPermanent(error: SmtpError): boolean {
  return typeof error.responseCode === 'number' && error.responseCode >= 500 && error.code !== 'EAUTH';
}

function reasonOf(error: SmtpError): string {
  if (error.response) return error.response.slice(0, 500);
  return `${error.code ?? error.name}: ${error.message}`.slice(0, 500);
}

/** The wait before try number `attempts + 1`: about 30 s, then doubling up to the cap. */
export function retryDelay(attempts: number, timings: WorkerTimings): number {
  return Math.min(timings.retryMaxMs, timings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** Rows claimed in one query; they wait in memory for one of the MAX_IN_FLIGHT slots. */
const CLAIM_BATCH = 50;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export interface OutboxWorker {
  /** Something was queued in this process: look now rather than at the next poll. */
  wake(): void;
  /** Stops claiming, lets the messages in flight finish (for a bounded time) and closes the connections. */
  stop(): Promise<void>;
}

/** Where mail that comes back goes: BOUNCE_ADDRESS, each message's envelope sender carrying its signed token. */
export interface BounceEnvelope {
  address: string;
  tokens: BounceTokens;
}

/**
 * Sends the outbox: claims due rows (SKIP LOCKED, so processes share the work without overlap),
 * sends each through one pooled SMTP transport, at most MAX_IN_FLIGHT at a time and `rate` a
 * second, and settles each row: sent, failed for good (5xx), or due again after a growing wait.
 */
export function startOutboxWorker(
  repos: Repositories,
  settings: MailSettings,
  links: SubscriberLinks,
  log: FastifyBaseLogger,
  bounce?: BounceEnvelope,
): OutboxWorker {
  const { timings } = settings;
  const { outbox } = repos;
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: MAX_IN_FLIGHT,
    maxMessages: 1_000,
    connectionTimeout: timings.smtpTimeoutMs,
    greetingTimeout: timings.smtpTimeoutMs,
    socketTimeout: timings.smtpTimeoutMs,
    // Signs every message the transport sends, whatever its kind (server/mail/dkim.ts).
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
  });
  // Message-IDs on the sender's own domain, as receivers expect of a domain that signs its mail.
  const senderDomain = fromDomain(settings.from);
  const bounceDomain = bounce ? bounce.address.slice(bounce.address.lastIndexOf('@') + 1) : null;
  /**
   * With a bounce address, the envelope sender (MAIL FROM, where bounces go) names the message by
   * its signed token. The Message-ID carries none: a reply quotes it (In-Reply-To, References),
   * and whoever a reply reaches must not learn a token.
   */
  const addressing = (message: ClaimedMessage) => {
    const token = bounce ? bounce.tokens.sign(message.id) : null;
    const domain = senderDomain ?? bounceDomain;
    const messageId = domain ? messageIdOn(domain) : null;
    return {
      ...(token && bounce ? { envelope: { from: envelopeSender(bounce.address, token), to: message.recipient } } : {}),
      ...(messageId ? { messageId } : {}),
    };
  };
  const interval = settings.rate > 0 ? 1000 / settings.rate : 0;
  // A claim never holds more than can go out well within its lease at this rate.
  const claimSize =
    settings.rate > 0 ? Math.max(1, Math.min(CLAIM_BATCH, Math.floor((settings.rate * timings.leaseMs) / 2000))) : CLAIM_BATCH;

  let running = true;
  let inFlight = 0;
  let nextSlot = 0;
  let wakeUp: (() => void) | null = null;
  // A wake-up that came while the loop was busy (claiming) is not lost: the next wait ends at once.
  let woken = false;
  const idle = new Set<Promise<void>>();
  // Messages sent and not yet recorded: written together, one query for all that piled up during
  // the last write (a write per message would cap the rate at the database's commit rate).
  let sentIds: string[] = [];
  let recording: Promise<void> | null = null;
  // The messages this process has started and not yet settled in the outbox (being sent, or sent
  // and not yet recorded): their claims are held while they are, so a slow receiver or a loaded
  // machine never lets another process (or this one) claim and send them again.
  const held = new Set<string>();
  const holdTimer = setInterval(() => {
    if (held.size === 0) return;
    outbox.extendClaims([...held], timings.leaseMs).catch((error: unknown) => log.error({ err: error }, 'claims could not be held'));
  }, timings.leaseMs / 3);
  holdTimer.unref();

  function recordSent(id: string): void {
    sentIds.push(id);
    recording ??= (async () => {
      try {
        while (sentIds.length > 0) {
          const batch = sentIds;
          sentIds = [];
          await outbox.markSent(batch).catch((error: unknown) => {
            // Left claimed: the lease lapses and these go out again (at least once, never lost).
            log.error({ err: error, count: batch.length }, 'sent e-mails could not be recorded');
          });
          for (const id of batch) held.delete(id);
        }
      } finally {
        recording = null;
      }
    })();
  }

  const wake = () => {
    const resolve = wakeUp;
    wakeUp = null;
    if (resolve) resolve();
    else woken = true;
  };
  const waitForWake = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function pace() {
    if (interval === 0) return;
    const now = Date.now();
    nextSlot = Math.max(nextSlot, now);
    const wait = nextSlot - now;
    nextSlot += interval;
    if (wait > 0) await sleep(wait);
  }

  /** Sends one message: true when it went out (its recording follows), false when it was settled otherwise. */
  async function deliver(message: ClaimedMessage): Promise<boolean> {
    // Unsubscribed (or deleted) since the send was queued: they get nothing.
    if (!message.recipientActive) {
      await outbox.markSkipped(message.id);
      return false;
    }
    let { html, text } = message;
    const headers: Record<string, string> = kindHeaders(message.kind);
    // What goes to a subscriber (the welcome and every newsletter) says how to leave in its
    // headers too (RFC 2369, and RFC 8058's one click), so mail apps show their own button.
    if ((message.kind === 'newsletter' || message.kind === 'welcome') && message.subscriberId) {
      // The footer's link opens the page in the subscriber's language; the header's is the one-click POST's.
      const unsubscribe = await links.unsubscribeUrls(message.subscriberId, message.language ?? 'en');
      html = html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe.page);
      text = text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe.page);
      headers['List-Unsubscribe'] = `<${unsubscribe.header}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    // Every subscriber e-mail's footer links the other languages, signed now with the subscriber's
    // current language version (a link works once, and only until a newer e-mail's).
    if (message.subscriberId && message.kind !== 'subscriber_notice') {
      for (const language of LANGUAGES) {
        const placeholder = languagePlaceholder(language);
        if (!html.includes(placeholder) && !text.includes(placeholder)) continue;
        const link = await links.languageUrl(message.subscriberId, language, message.languageVersion ?? 0);
        html = html.replaceAll(placeholder, link);
        text = text.replaceAll(placeholder, link);
      }
    }
    // A newsletter's footer says which address it was sent to.
    if (message.kind === 'newsletter') {
      html = html.replaceAll(RECIPIENT_PLACEHOLDER, escapeHtml(message.recipient));
      text = text.replaceAll(RECIPIENT_PLACEHOLDER, message.recipient);
    }
    // The last moment before the mail server has it: a message cancelled or erased since it was
    // claimed (a donor, subscriber or staff member erased), or claimed again elsewhere, is not sent.
    if (!(await outbox.stillClaimed(message.id, message.attempts))) return false;
    try {
      await transport.sendMail({
        from: settings.from,
        to: message.recipient,
        subject: message.subject,
        html,
        text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...addressing(message),
        date: new Date(),
        headers,
      });
    } catch (raw) {
      const error = raw as SmtpError;
      if (isPermanent(error)) {
        log.warn({ mailId: message.id, kind: message.kind, smtpCode: error.responseCode }, 'e-mail refused for good');
        await outbox.markFailed(message.id, reasonOf(error));
        return false;
      }
      const delay = retryDelay(message.attempts, timings);
      if (message.ageMs + delay > timings.giveUpAfterMs) {
        log.warn({ mailId: message.id, kind: message.kind, attempts: message.attempts }, 'e-mail given up after a day of tries');
        await outbox.markFailed(message.id, reasonOf(error));
        return false;
      }
      log.info(
        { mailId: message.id, kind: message.kind, smtpCode: error.responseCode, errorCode: error.code, retryInMs: delay },
        'e-mail not sent yet; will try again',
      );
      await outbox.retryLater(message.id, delay, reasonOf(error));
      return false;
    }
    // The slot is free as soon as the server took the message; recording it follows in a batch.
    recordSent(message.id);
    return true;
  }

  function start(message: ClaimedMessage) {
    inFlight++;
    held.add(message.id);
    const done: Promise<void> = deliver(message)
      .then((sent) => {
        // Settled in the outbox (skipped, failed, to be tried later); a sent one is let go once recorded.
        if (!sent) held.delete(message.id);
      })
      .catch((error: unknown) => {
        held.delete(message.id);
        // The row stays claimed; its lease lapses and the message is tried again.
        log.error({ err: error, mailId: message.id }, 'e-mail could not be settled');
      })
      .finally(() => {
        inFlight--;
        idle.delete(done);
        wake();
      });
    idle.add(done);
  }

  async function loop() {
    const buffer: ClaimedMessage[] = [];
    // Until when the buffered messages are surely still ours: half their lease, so that a message
    // starts out well before another process may claim it again (on a slow machine a batch can
    // take longer than its lease to go out, and the rest of it would then be sent twice).
    let ownedUntil = 0;
    while (running) {
      if (MAX_IN_FLIGHT - inFlight <= 0) {
        await waitForWake(timings.pollMs);
        continue;
      }
      // Their claim is running out: left to lapse, and claimed afresh by whichever process is free.
      if (buffer.length > 0 && Date.now() >= ownedUntil) buffer.length = 0;
      if (buffer.length === 0) {
        try {
          const claimedAt = Date.now();
          // A message this process is still sending is never started twice.
          buffer.push(...(await outbox.claim(claimSize, timings.leaseMs)).filter((message) => !held.has(message.id)));
          ownedUntil = claimedAt + timings.leaseMs / 2;
        } catch (error) {
          if (!running) return;
          log.error({ err: error }, 'outbox could not be read; trying again');
          await waitForWake(timings.pollMs);
          continue;
        }
        if (buffer.length === 0) {
          await waitForWake(timings.pollMs);
          continue;
        }
      }
      while (running && buffer.length > 0 && inFlight < MAX_IN_FLIGHT) {
        await pace();
        if (!running || Date.now() >= ownedUntil) break;
        start(buffer.shift()!);
      }
    }
  }

  const housekeeping = startHousekeeping(repos, timings.housekeepingMs, log);

  const looping = loop();
  return {
    wake,
    async stop() {
      running = false;
      const housekeepingStopped = housekeeping.stop();
      clearInterval(holdTimer);
      wake();
      await looping;
      await housekeepingStopped;
      // Messages still in flight after this keep their claim and go out again after its lease.
      await Promise.race([Promise.allSettled([...idle]), sleep(5_000)]);
      await recording;
      transport.close();
    },
  };
}
