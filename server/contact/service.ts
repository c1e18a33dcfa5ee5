import { CONTACT_FIELD_PROBLEMS, normaliseEmail, type ContactFields } from '../../shared/rules.ts';
import { badInput } from '../core/errors.ts';
import type { Repositories } from '../db/repositories.ts';
import type { TablePageRequest } from '../db/tablePage.ts';
import type { MailService } from '../mail/service.ts';
import { singleLine } from '../core/text.ts';
import type { ContactLimit } from './limit.ts';
import { contactNotice } from './messages.ts';
import type { ContactMessageFields } from './repository.ts';

/** A contact message trimmed, its address lower-cased; the first field in the wrong is refused. */
export function validateContactMessage(input: ContactFields): ContactFields {
  // The name is judged as it will be kept: one line (a browser's field cannot hold a line break,
  // but a request can).
  const fields = { ...input, name: singleLine(input.name) };
  for (const field of ['name', 'email', 'message'] as const) {
    const problem = CONTACT_FIELD_PROBLEMS[field](fields[field]);
    if (problem) throw badInput(problem, field);
  }
  return { name: fields.name, email: normaliseEmail(input.email), message: input.message.trim() };
}

/**
 * A visitor's message, checked, counted against its client's limit and kept (and e-mailed to the
 * foundation when its settings ask for that). `website` is the honeypot: hidden from people, so
 * only a robot fills it in; a robot is answered as a person is, so it learns nothing, and nothing
 * of it is kept or counted.
 */
export async function receiveContactMessage(
  services: { contactLimit: ContactLimit; mail: Pick<ContactMail, 'recordContactMessage'> },
  limitKey: string,
  input: ContactFields & { website?: string | null },
): Promise<void> {
  const fields = validateContactMessage(input);
  if (input.website?.trim()) return;
  await services.contactLimit.admit(limitKey);
  await services.mail.recordContactMessage(fields);
}

/** Contact messages kept, and with e-mail on told to the staff, on the outbox's front door (server/mail/service.ts). */
export function contactMail(repos: Repositories, mail: MailService) {
  const { settings, publicUrl, staffRecipients } = mail;
  const postalAddress = (tx?: Repositories) => mail.postalAddress(tx);
  const wake = () => mail.wake();
  return {
    /** sendContactMessage: the message, and with e-mail on the staff notice, in one transaction. */
    async recordContactMessage(fields: ContactMessageFields): Promise<void> {
      if (!settings?.notifyOnContact) {
        await repos.contactMessages.insert(fields);
        return;
      }
      await repos.transaction(async (tx) => {
        await tx.contactMessages.insert(fields);
        const notice = contactNotice(publicUrl, fields, await postalAddress(tx));
        const recipients = await staffRecipients(tx);
        await tx.outbox.enqueue(
          recipients.map((recipient) => ({ kind: 'contact_notice', recipient, replyTo: fields.email, ...notice })),
        );
      });
      wake();
    },
  };
}

export type ContactMail = ReturnType<typeof contactMail>;

/**
 * The contact messages as requests reach them: a visitor's message received (receiveContactMessage),
 * the staff's list, page, unread count, marking read and deleting.
 */
export function contactService(deps: { repos: Pick<Repositories, 'contactMessages'>; mail: Pick<ContactMail, 'recordContactMessage'>; contactLimit: ContactLimit }) {
  const messages = deps.repos.contactMessages;
  return {
    receive: (limitKey: string, input: ContactFields & { website?: string | null }) => receiveContactMessage(deps, limitKey, input),
    list: () => messages.list(),
    listPage: (request: TablePageRequest) => messages.listPage(request),
    countUnread: () => messages.countUnread(),
    markRead: (id: string) => messages.markRead(id),
    remove: (id: string) => messages.remove(id),
  };
}

export type ContactService = ReturnType<typeof contactService>;
