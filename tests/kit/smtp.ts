import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_TIMINGS, type MailConfig, type WorkerTimings } from '../../server/mail/settings.ts';

/** What the test's mail server received: the envelope's recipient and sender, the parsed message and its bytes as sent. */
export interface Received {
  to: string;
  /** The envelope sender (MAIL FROM): where bounces go. */
  from: string;
  mail: ParsedMail;
  /** The message exactly as the DATA command carried it (what a DKIM verifier checks). */
  raw: Buffer;
}

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can refuse connections with 421
 * (a busy server) and refuse chosen recipients with 550 (no such mailbox). With `{ keep: false }`
 * it only counts the messages (a throughput bench: parsing each would take the machine's time).
 */
export class TestSmtpServer {
  readonly received: Received[] = [];
  /** Messages received (one per recipient). */
  count = 0;
  /** While true, every connection is answered 421. */
  busy = false;
  readonly refused = new Set<string>();
  /** While true, every recipient is answered 451 (try again later), on connections already open too. */
  deferring = false;
  connections = 0;
  /** How long each message's DATA waits for its answer (a slow receiver). */
  answerDelayMs = 0;
  private server: SMTPServer;
  port = 0;

  constructor({ keep = true }: { keep?: boolean } = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onConnect: (_session, callback) => {
        this.connections++;
        if (this.busy) return callback(smtpError('Try again later', 421));
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) return callback(smtpError('No such mailbox here', 550));
        if (this.deferring) return callback(smtpError('Mailbox busy, try again later', 451));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
        stream.on('end', () => {
          this.count += session.envelope.rcptTo.length;
          if (!keep) return void this.answer(callback);
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (mail) => {
              const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
              for (const rcpt of session.envelope.rcptTo) this.received.push({ to: rcpt.address.toLowerCase(), from, mail, raw });
              this.answer(callback);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  private answer(callback: () => void) {
    if (this.answerDelayMs > 0) setTimeout(callback, this.answerDelayMs);
    else callback();
  }

  async start(): Promise<this> {
    // A client killed mid-conversation resets its connection: that is the test, not a failure.
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): Received[] {
    return this.received.filter((message) => message.to === address.toLowerCase());
  }

  /** The first message to `address` that `match` accepts, once it has come (within `timeoutMs`). */
  async waitFor(address: string, match: (message: Received) => boolean = () => true, timeoutMs = 15_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such e-mail to ${address} within ${timeoutMs / 1000} s`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`).exec(text ?? '');
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}

export const PUBLIC_URL = 'https://bcf.example';
export const STAFF = 'staff-desk@bcf.example';

export const FAST_TIMINGS = {
  pollMs: 100,
  leaseMs: 2_000,
  retryBaseMs: 300,
  retryMaxMs: 1_000,
  giveUpAfterMs: 60_000,
  smtpTimeoutMs: 5_000,
};

/** E-mail through `smtp`, with every wait of the worker short; `overrides` may shorten the others. */
export function mailSettings(
  smtp: Pick<TestSmtpServer, 'url'>,
  overrides: Partial<Omit<MailConfig, 'timings'>> & { timings?: Partial<WorkerTimings> } = {},
): MailConfig {
  return {
    from: 'Build Career Foundation <no-reply@bcf.example>',
    staffEmails: [STAFF],
    rate: 0,
    notifyOnContact: true,
    notifyOnSubscribe: true,
    ...overrides,
    smtpUrl: smtp.url,
    timings: { ...DEFAULT_TIMINGS, ...FAST_TIMINGS, ...overrides.timings },
  };
}

