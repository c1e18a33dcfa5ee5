// The e-mails the product sends, each as a subject, an HTML part and a plain-text part (server/mail/layout.ts).
import { parseUploadUrl, previewJpeg, variantHeight } from '../../shared/images.ts';
import { SITE_NAME, pathTo, postPath } from '../../shared/routes.ts';
import { singleLine } from '../text.ts';
import {
  CONTENT_WIDTH,
  button,
  heading,
  image,
  paragraph,
  quote,
  renderEmail,
  smallPrint,
  type Block,
  type Rendered,
} from './layout.ts';
import type { PostRecord } from '../repositories/posts.ts';
import type { NewsletterContent } from '../repositories/newsletterSends.ts';
import { UNSUBSCRIBE_PLACEHOLDER } from '../repositories/newsletterSends.ts';

export type { Rendered } from './layout.ts';

export function confirmationMessage(publicUrl: string, confirmUrl: string): Rendered {
  return renderEmail(publicUrl, `Confirm your subscription to ${SITE_NAME}`, [
    heading('Confirm your subscription'),
    paragraph(`Someone, hopefully you, asked to receive news from the ${SITE_NAME} at this address. Open the link below to confirm; it works for 7 days.`),
    button(confirmUrl, 'Confirm my subscription'),
    paragraph('If you did not ask for this, ignore this e-mail: nothing will be sent to you.'),
  ]);
}

export function welcomeMessage(publicUrl: string, unsubscribeUrl: string): Rendered {
  return renderEmail(
    publicUrl,
    `Welcome to the ${SITE_NAME} newsletter`,
    [
      heading('Welcome!'),
      paragraph('Thank you for subscribing. You will receive our stories, events and celebrations as we post them, so you can follow the students you help.'),
      button(`${publicUrl}${pathTo('activities')}`, 'See our latest activities'),
    ],
    [smallPrint(`You receive this because you subscribed to news from the ${SITE_NAME}. `, { href: unsubscribeUrl, label: 'Unsubscribe' })],
  );
}

export function contactNotice(publicUrl: string, fields: { name: string; email: string; message: string }): Rendered {
  // The name is one line whatever was stored, so the text body can show no line of the sender's making.
  const name = singleLine(fields.name);
  return renderEmail(publicUrl, `New message from ${name} through the website`, [
    heading('New contact message'),
    paragraph(`From: ${name} <${fields.email}>`),
    quote(fields.message),
    paragraph('Reply to this e-mail to answer the sender directly.'),
  ]);
}

export function subscriberNotice(publicUrl: string, email: string, activeCount: number): Rendered {
  return renderEmail(publicUrl, `New subscriber: ${email}`, [
    heading('New subscriber'),
    paragraph(`${email} confirmed their subscription. The newsletter now has ${activeCount} active subscriber${activeCount === 1 ? '' : 's'}.`),
  ]);
}

/**
 * The post's main image for the newsletter: an upload of known size, as its JPEG (Outlook for
 * Windows shows no WebP), shown at most CONTENT_WIDTH wide with its real proportions. An image whose size the url
 * does not tell (another host, an older url) is left out: without width and height a mail reader
 * cannot hold its place, and "Read more" shows it.
 */
function mainImage(publicUrl: string, post: PostRecord): Block | null {
  const picture = post.image_url[0] ?? post.image_urls[0];
  const upload = picture ? parseUploadUrl(picture.url) : null;
  if (!upload) return null;
  const { path, size } = previewJpeg(upload);
  if (!size) return null;
  const width = Math.min(CONTENT_WIDTH, size.width);
  return image(`${publicUrl}${path}`, post.title, width, variantHeight(size.width, size.height, width));
}

/** A post as a newsletter; each recipient's unsubscribe link replaces UNSUBSCRIBE_PLACEHOLDER. */
export function newsletterContent(publicUrl: string, post: PostRecord): NewsletterContent {
  const picture = mainImage(publicUrl, post);
  const section = post.contentSections[0];
  const { html, text } = renderEmail(
    publicUrl,
    post.title,
    [
      ...(picture ? [picture] : []),
      heading(post.title),
      paragraph(post.content),
      ...(section
        ? [heading(section.sectionTitle, 2), paragraph(section.paragraph1), ...(section.paragraph2 ? [paragraph(section.paragraph2)] : [])]
        : []),
      button(`${publicUrl}${postPath(post._id)}`, 'Read more'),
    ],
    [smallPrint(`You receive this because you subscribed to news from the ${SITE_NAME}. `, { href: UNSUBSCRIBE_PLACEHOLDER, label: 'Unsubscribe' })],
  );
  return { postId: post._id, title: post.title, category: post.category, subject: post.title, html, text };
}

/** An invitation to the admin area: the link opens the accept-invitation page. */
export function invitationMessage(publicUrl: string, acceptUrl: string, facts: { role: string; inviter: string; days: number }): Rendered {
  return renderEmail(publicUrl, `You are invited to the ${SITE_NAME} admin area`, [
    heading('You are invited'),
    paragraph(
      `${singleLine(facts.inviter)} invited you to the ${SITE_NAME} admin area as ${facts.role}. Open the link below to choose your name and password; it works for ${facts.days} days, once.`,
    ),
    button(acceptUrl, 'Accept the invitation'),
    paragraph('If you did not expect this, ignore this e-mail: no account is made without you.'),
  ]);
}
