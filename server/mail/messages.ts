// The e-mails the product sends, each as a subject, an HTML part and a plain-text part (server/mail/layout.ts).
// The staff's e-mails are here, in English; a subscriber's, in their language, are in subscriberMessages.ts.
import { SITE_NAME } from '../../shared/routes.ts';
import { singleLine } from '../core/text.ts';
import { FOUNDATION_POSTAL_ADDRESS, button, heading, paragraph, quote, renderEmail, type Rendered } from './layout.ts';

export type { Rendered } from './layout.ts';
export { RECENT_POSTS, confirmationMessage, newsletterContent, welcomeMessage, type RecentPost } from '../subscribers/index.ts';

export function contactNotice(
  publicUrl: string,
  fields: { name: string; email: string; message: string },
  postalAddress = FOUNDATION_POSTAL_ADDRESS,
): Rendered {
  // The name is one line whatever was stored, so the text body can show no line of the sender's making.
  const name = singleLine(fields.name);
  return renderEmail(publicUrl, `New message from ${name} through the website`, [
    heading('New contact message'),
    paragraph(`From: ${name} <${fields.email}>`),
    quote(fields.message),
    paragraph('Reply to this e-mail to answer the sender directly.'),
  ], [], postalAddress);
}

export function subscriberNotice(publicUrl: string, email: string, activeCount: number, postalAddress = FOUNDATION_POSTAL_ADDRESS): Rendered {
  return renderEmail(publicUrl, `New subscriber: ${email}`, [
    heading('New subscriber'),
    paragraph(`${email} confirmed their subscription. The newsletter now has ${activeCount} active subscriber${activeCount === 1 ? '' : 's'}.`),
  ], [], postalAddress);
}

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
