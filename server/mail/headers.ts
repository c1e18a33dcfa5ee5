// The headers that tell mail systems what kind of message this is and where it comes from.
import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { ClaimedMessage } from './outbox.ts';

type Kind = ClaimedMessage['kind'];

/**
 * Each kind of e-mail, one decision each (a new kind does not compile without one):
 * - `bulk`: one message to many people on a list (the newsletter, and the welcome that opens the
 *   list's mail): `Precedence: bulk`, so auto-responders stay quiet and filters sort it as such.
 * - `automatic`: written by the server, not by a person (RFC 3834 `Auto-Submitted: auto-generated`):
 *   every kind except the contact notice, which staff answer as a reply thread with its sender.
 */
export const KIND_HEADERS: Record<Kind, { bulk: boolean; automatic: boolean }> = {
  newsletter: { bulk: true, automatic: true },
  welcome: { bulk: true, automatic: true },
  confirm: { bulk: false, automatic: true },
  invitation: { bulk: false, automatic: true },
  password_reset: { bulk: false, automatic: true },
  security_notice: { bulk: false, automatic: true },
  subscriber_notice: { bulk: false, automatic: true },
  contact_notice: { bulk: false, automatic: false },
  pledge: { bulk: false, automatic: true },
  receipt: { bulk: false, automatic: true },
};

export function kindHeaders(kind: Kind): Record<string, string> {
  const { bulk, automatic } = KIND_HEADERS[kind];
  return {
    ...(bulk ? { Precedence: 'bulk' } : {}),
    ...(automatic ? { 'Auto-Submitted': 'auto-generated' } : {}),
  };
}

/** The domain of the From address (`Name <user@domain>` or `user@domain`), or null without one. */
export function fromDomain(from: string): string | null {
  const [first] = addressparser(from, { flatten: true });
  const at = first?.address.lastIndexOf('@') ?? -1;
  const domain = at > 0 ? first!.address.slice(at + 1).toLowerCase() : '';
  return domain === '' ? null : domain;
}

/** A new Message-ID on the sender's domain (RFC 5322 3.6.4), unique by its random UUID. */
export const messageIdOn = (domain: string) => `<${randomUUID()}@${domain}>`;
