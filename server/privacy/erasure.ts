// Erasure: what the product keeps of a donor, a subscriber or a staff member goes when they are
// erased or removed, everywhere it was copied (docs/security.md, "Personal data"), in the
// transaction of the erasure itself: their queued e-mails are cancelled there (a mail worker
// holding one finds its claim void just before sending), sent ones lose address and text, and the
// activity log keeps what was done and by which id, not who they were (server/audit/redaction.ts).
// Each erasure takes only its own consent's traces: the same address as a donor, a subscriber and
// a staff member is three records, each erased on its own.
import { eraseFromAuditLog, type Eraser } from '../audit/index.ts';
import { STAFF_EMAILS, SUBSCRIBER_EMAILS } from '../bounces/index.ts';
import type { GiftRecord } from '../giving/index.ts';
import type { Repositories } from '../db/repositories.ts';
import type { SubscriberRecord } from '../subscribers/index.ts';
import type { StaffRecord } from '../staff/index.ts';
import { PAYMENT_CHANGED_ACTION, clientQuotes } from '../siteContent/index.ts';

export type { Eraser } from '../audit/index.ts';

/** What was erased besides the record itself. */
export interface Erased {
  /** Queued e-mails that will not go out. */
  mailCancelled: number;
  /** E-mails (queued or sent) that no longer hold the address or the text. */
  mailErased: number;
  /** Activity log rows rewritten. */
  logRows: number;
}

/** The detail fields of a gift's log rows that are the donor's, whatever they hold (markGiftReceived's transactionId). */
const DONOR_FIELDS = ['transactionId', 'name', 'email', 'phone'];

/**
 * A gift's donor, before the gift row itself is erased (in the same `tx`: its donor's details and
 * where their visit came from and began, gifts.eraseDonor): the gift's instructions and receipt,
 * and the donor's name, e-mail, phone and the payment's transaction id in the log.
 * Erasing a gift erased before takes from the log what an older version left there.
 */
export async function eraseDonorTraces(tx: Repositories, gift: GiftRecord, by: Eraser): Promise<Erased> {
  const mail = gift.donorEmail && !gift.erased ? await tx.outbox.eraseMailOf({ gift: { recipient: gift.donorEmail, reference: gift.reference } }) : { cancelled: 0, erased: 0 };
  // Its pledge's and receipt's bounces and complaints, and the address they hold.
  await tx.bounces.eraseGift(gift.id);
  const logRows = await eraseFromAuditLog(
    tx,
    {
      of: 'donor',
      id: gift.id,
      addresses: [gift.donorEmail],
      values: [gift.donorName, gift.donorEmail, gift.donorPhone, gift.transactionId],
      fields: DONOR_FIELDS,
    },
    by,
  );
  return { mailCancelled: mail.cancelled, mailErased: mail.erased, logRows };
}

/**
 * A subscription, before its row is deleted (in the same `tx`): its confirmation, welcome and
 * newsletters, its address in the staff's new-subscriber notices, and in the log.
 */
export async function eraseSubscriberTraces(tx: Repositories, subscriber: SubscriberRecord, by: Eraser): Promise<Erased> {
  const address = subscriber.subscriptionWithEmail;
  const mail = await tx.outbox.eraseMailOf({ subscribers: [{ id: subscriber.id, address }] });
  await tx.bounces.eraseSubscriber(subscriber.id, address, SUBSCRIBER_EMAILS);
  const mentions = await tx.outbox.eraseMentions({ addresses: [address], names: [] }, ['subscriber_notice']);
  const logRows = await eraseFromAuditLog(tx, { of: 'subscriber', id: subscriber.id, addresses: [address], values: [] }, by);
  return { mailCancelled: mail.cancelled, mailErased: mail.erased + mentions, logRows };
}

/** A staff member's full name as e-mails write it (an invitation names who sent it), when they gave one. */
const fullName = (user: StaffRecord) => [user.firstName, user.secondName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');

/**
 * The browsers and client addresses the payment notices quote of `user`'s changes, as the notices
 * write them: each change's row in the activity log keeps the client the notice was written with.
 * Read before the log's own erasure takes them.
 */
async function quotedClients(tx: Repositories, user: StaffRecord): Promise<string[]> {
  const rows = await tx.auditLog.rowsNaming({ actorKey: user._id, targets: [], addresses: [] });
  return rows.filter((row) => row.action === PAYMENT_CHANGED_ACTION).flatMap((row) => clientQuotes(row));
}

/**
 * A staff member, before their account is deleted (in the same `tx`; sessions, two-factor and
 * reset links go with the account): their account e-mails and the staff notices sent to them,
 * their address and name in invitations and notices sent to others (and, in the notices of a
 * payment change they made, the browser and client address it came from), their invitations,
 * the sign-in attempts kept under their address, and in the log their address, names, client
 * addresses and browsers (the rows keep their account's id, so what that account did still reads).
 */
export async function eraseStaffTraces(tx: Repositories, user: StaffRecord, by: Eraser): Promise<Erased> {
  const mail = await tx.outbox.eraseMailOf({ staff: { address: user.email } });
  await tx.bounces.eraseTo(user.email, STAFF_EMAILS);
  const name = fullName(user);
  const mentions = await tx.outbox.eraseMentions(
    { addresses: [user.email], names: name ? [name] : [], quotes: await quotedClients(tx, user) },
    ['invitation', 'security_notice'],
  );
  await tx.invitations.removeAllTo(user.email);
  await tx.rateLimitEvents.forgetAddress(user.email);
  const logRows = await eraseFromAuditLog(
    tx,
    { of: 'staff', id: user._id, account: user._id, addresses: [user.email], values: [user.firstName ?? '', user.secondName ?? '', name] },
    by,
  );
  return { mailCancelled: mail.cancelled, mailErased: mail.erased + mentions, logRows };
}
