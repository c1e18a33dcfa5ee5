import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../db/repositories.ts';
import type { OutgoingMessage } from './outbox.ts';
import { subscriberLinks } from '../subscribers/index.ts';
import { admitToUnconfirmedMailbox, type ToUnconfirmedKind } from './limits.ts';
import { FOUNDATION_POSTAL_ADDRESS } from './layout.ts';
import type { MailConfig, MailSettings } from './settings.ts';
import { startOutboxWorker, type BounceEnvelope, type OutboxWorker } from './worker.ts';

export interface MailServiceOptions {
  /** E-mail is off without its smtpUrl. */
  mail: MailConfig;
  publicUrl?: string;
  /** The server's JWT secret: subscriber links are signed with a key derived from it. */
  secret: string;
  /** With BOUNCE_ADDRESS set: each message's envelope sender carries its signed token. */
  bounce?: BounceEnvelope;
}

/**
 * The outbox's front door, which every feature's e-mail goes through. Each message is written to
 * the outbox in the transaction of what causes it; the worker (started with `start`) sends it.
 * With e-mail off nothing is queued. The features' own e-mail (subscriptions and the newsletter,
 * contact notices, invitations) is built on it in their folders.
 */
export function mailService(repos: Repositories, options: MailServiceOptions) {
  const settings: MailSettings | undefined = options.mail.smtpUrl === undefined ? undefined : options.mail;
  const publicUrl = options.publicUrl ?? 'http://localhost';
  const configuredAddress = options.mail.postalAddress ?? FOUNDATION_POSTAL_ADDRESS;
  /**
   * The foundation's postal address for every e-mail's footer: the published Contact section's
   * (staff edit it in Site content), else the configured one (FOUNDATION_POSTAL_ADDRESS).
   */
  async function postalAddress(tx: Repositories = repos): Promise<string> {
    const address = (await tx.siteContent.find('contact'))?.content.postalAddress;
    return typeof address === 'string' && address !== '' ? address : configuredAddress;
  }
  const links = subscriberLinks(options.secret, publicUrl);
  let worker: OutboxWorker | null = null;

  const wake = () => worker?.wake();

  /**
   * Queues an e-mail to a mailbox that has not confirmed anything, under the daily cap all such
   * e-mails share (server/mail/limits.ts): over it, RATE_LIMITED and nothing queued.
   */
  async function queueToUnconfirmed(tx: Repositories, message: OutgoingMessage & { kind: ToUnconfirmedKind }): Promise<void> {
    await admitToUnconfirmedMailbox(tx.rateLimitEvents, message.recipient);
    await tx.outbox.enqueue([message]);
  }

  /** Who the staff's notices go to: the configured addresses, else every staff account's. E-mail must be on. */
  async function staffRecipients(tx: Repositories): Promise<string[]> {
    if (settings!.staffEmails.length > 0) return settings!.staffEmails;
    return tx.staff.listEmails();
  }

  return {
    enabled: settings !== undefined,
    /** The settings with e-mail on, else undefined. */
    settings,
    links,
    publicUrl,
    /** The foundation's postal address, in every e-mail's footer (read in `tx` when given: inside a transaction, only it may be used). */
    postalAddress: (tx?: Repositories) => postalAddress(tx),

    /**
     * Queues messages of the person's own account (a reset link, a security notice) and wakes the
     * worker; with e-mail off nothing is queued and the answer is false.
     */
    async enqueue(messages: OutgoingMessage[], tx: Repositories = repos): Promise<boolean> {
      if (!settings) return false;
      await tx.outbox.enqueue(messages);
      wake();
      return true;
    },

    start(log: FastifyBaseLogger) {
      if (settings && !worker) worker = startOutboxWorker(repos, settings, links, log, options.bounce);
    },
    async stop() {
      await worker?.stop();
      worker = null;
    },
    queueToUnconfirmed,
    staffRecipients,
    wake,
  };
}

export type MailService = ReturnType<typeof mailService>;
