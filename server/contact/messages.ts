// The contact messages' e-mail: the staff's notice of a visitor's message, in English
// (server/mail/layout.ts writes its parts).
import { singleLine } from '../core/text.ts';
import { FOUNDATION_POSTAL_ADDRESS, heading, paragraph, quote, renderEmail, type Rendered } from '../mail/layout.ts';

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
