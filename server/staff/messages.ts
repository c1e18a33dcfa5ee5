// The staff's invitation e-mail, in English (server/mail/layout.ts writes its parts), and its
// queueing on the outbox's front door (server/mail/service.ts).
import { MAIL_TEXTS } from '../../shared/mailPages.ts';
import { SITE_NAME, pathTo } from '../../shared/routes.ts';
import { AppError } from '../core/errors.ts';
import { singleLine } from '../core/text.ts';
import type { Repositories } from '../db/repositories.ts';
import { FOUNDATION_POSTAL_ADDRESS, button, heading, paragraph, renderEmail, type Rendered } from '../mail/layout.ts';
import type { MailService } from '../mail/service.ts';

/** An invitation to the admin area: the link opens the accept-invitation page. */
export function invitationMessage(
  publicUrl: string,
  acceptUrl: string,
  facts: { role: string; inviter: string; days: number },
  postalAddress = FOUNDATION_POSTAL_ADDRESS,
): Rendered {
  return renderEmail(publicUrl, `You are invited to the ${SITE_NAME} admin area`, [
    heading('You are invited'),
    paragraph(
      `${singleLine(facts.inviter)} invited you to the ${SITE_NAME} admin area as ${facts.role}. Open the link below to choose your name and password; it works for ${facts.days} days, once.`,
    ),
    button(acceptUrl, 'Accept the invitation'),
    paragraph('If you did not expect this, ignore this e-mail: no account is made without you.'),
  ], [], postalAddress);
}

/** Invitations by e-mail. */
export function invitationMail(mail: MailService) {
  const { settings, publicUrl, queueToUnconfirmed } = mail;
  const postalAddress = (tx?: Repositories) => mail.postalAddress(tx);
  return {
    /**
     * Queues an invitation e-mail in the caller's transaction `tx` (the invitation and its e-mail
     * are kept together or not at all); call `wake` once it is committed. E-mail must be on. Over
     * the mailbox's daily cap, shared with confirmations, it refuses with RATE_LIMITED.
     */
    async queueInvitation(tx: Repositories, invitation: { email: string; token: string; role: string; inviter: string; days: number }) {
      if (!settings) throw new AppError(MAIL_TEXTS.mailOff, 'BAD_USER_INPUT', { field: 'email' });
      const acceptUrl = `${publicUrl}${pathTo('acceptInvitation')}?token=${encodeURIComponent(invitation.token)}`;
      const message = invitationMessage(publicUrl, acceptUrl, invitation, await postalAddress(tx));
      await queueToUnconfirmed(tx, { kind: 'invitation', recipient: invitation.email, ...message });
    },
  };
}

export type InvitationMail = ReturnType<typeof invitationMail>;
