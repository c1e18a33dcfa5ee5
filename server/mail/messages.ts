// The e-mails the product sends, each as a subject, an HTML part and a plain-text part (server/mail/layout.ts).
import { parseUploadUrl, previewJpeg, variantHeight } from '../../shared/images.ts';
import { SITE_NAME, pathTo, postPath } from '../../shared/routes.ts';
import { singleLine } from '../text.ts';
import {
  CONTENT_WIDTH,
  FOUNDATION_POSTAL_ADDRESS,
  button,
  heading,
  image,
  list,
  paragraph,
  quote,
  renderEmail,
  smallPrint,
  type Block,
  type Rendered,
} from './layout.ts';
import type { PostRecord } from '../repositories/posts.ts';
import type { NewsletterContent } from '../repositories/newsletterSends.ts';
import { RECIPIENT_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER } from '../repositories/newsletterSends.ts';

export type { Rendered } from './layout.ts';

export function confirmationMessage(publicUrl: string, confirmUrl: string, postalAddress = FOUNDATION_POSTAL_ADDRESS): Rendered {
  return renderEmail(publicUrl, `Confirm your subscription to ${SITE_NAME}`, [
    heading('Confirm your subscription'),
    paragraph(`Someone, hopefully you, asked to receive news from the ${SITE_NAME} at this address. Open the link below to confirm; it works for 7 days.`),
    button(confirmUrl, 'Confirm my subscription'),
    paragraph('If you did not ask for this, ignore this e-mail: nothing will be sent to you.'),
  ], [], postalAddress);
}

export function welcomeMessage(publicUrl: string, unsubscribeUrl: string, recipient: string, postalAddress = FOUNDATION_POSTAL_ADDRESS): Rendered {
  return renderEmail(
    publicUrl,
    `Welcome to the ${SITE_NAME} newsletter`,
    [
      heading('Welcome!'),
      paragraph('Thank you for subscribing. You will receive our stories, events and celebrations as we post them, so you can follow the students you help.'),
      button(`${publicUrl}${pathTo('activities')}`, 'See our latest activities'),
    ],
    [...whyYouReceiveThis(publicUrl, recipient), smallPrint({ href: unsubscribeUrl, label: 'Unsubscribe' })],
    postalAddress,
  );
}

/**
 * The lines of every e-mail to a subscriber that say why it reached them (at which address) and
 * where to write back: the From address is no-reply.
 */
function whyYouReceiveThis(publicUrl: string, recipient: string): Block[] {
  return [
    smallPrint(
      `This e-mail was sent to ${recipient} because you subscribed to news from the ${SITE_NAME} on ${new URL(publicUrl).host} and confirmed your address. We write when we publish a new story.`,
    ),
    smallPrint('Replies to this address are not read; to write to us, use our contact page: ', { href: `${publicUrl}${pathTo('contact')}` }),
  ];
}

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

/** A newsletter links this many of the latest other posts. */
export const RECENT_POSTS = 3;

export interface RecentPost {
  _id: string;
  title: string;
}

/** About this much of a post's sections is written out in its newsletter; "Read more" has the rest. */
const NEWSLETTER_SECTION_CHARS = 6_000;

const postDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Kigali' });

/**
 * A post as a newsletter: its category and date, its picture, title and summary, then its sections
 * (title and paragraphs) as far as NEWSLETTER_SECTION_CHARS goes, the titles of any further ones
 * listed, its video's link, "Read more", a WhatsApp share link and the latest other posts
 * (`recent`, RECENT_POSTS of them); the footer says why the reader receives it, where the
 * foundation is and how to leave. Each recipient's unsubscribe link and address replace UNSUBSCRIBE_PLACEHOLDER and RECIPIENT_PLACEHOLDER.
 * A short post is still a message of words with a picture, not a picture with a caption (which
 * spam filters score as image spam: SpamAssassin's HTML_IMAGE_ONLY_*).
 */
export function newsletterContent(
  publicUrl: string,
  post: PostRecord,
  postalAddress = FOUNDATION_POSTAL_ADDRESS,
  recent: RecentPost[] = [],
): NewsletterContent {
  const picture = mainImage(publicUrl, post);
  const postUrl = `${publicUrl}${postPath(post._id)}`;
  const written: Block[] = [];
  const listed: string[] = [];
  let budget = NEWSLETTER_SECTION_CHARS;
  for (const section of post.contentSections) {
    const paragraphs = [section.paragraph1, ...(section.paragraph2 ? [section.paragraph2] : [])];
    const length = paragraphs.reduce((sum, text) => sum + text.length, 0);
    // The first section always; the others while they fit, and none after one that does not.
    if (listed.length === 0 && (written.length === 0 || length <= budget)) {
      written.push(heading(section.sectionTitle, 2), ...paragraphs.map((text) => paragraph(text)));
      budget -= length;
    } else {
      listed.push(section.sectionTitle);
    }
  }
  const video = post.youtube_video_url?.trim();
  const others = recent.filter((other) => other._id !== post._id).slice(0, RECENT_POSTS);
  const { html, text } = renderEmail(
    publicUrl,
    post.title,
    [
      smallPrint(`${post.category} · ${postDate.format(new Date(post.date_posted))}`),
      ...(picture ? [picture] : []),
      heading(post.title),
      paragraph(post.content),
      ...written,
      ...(listed.length > 0 ? [paragraph('Also in this story, on our website:'), list(listed)] : []),
      ...(video ? [paragraph('Watch the video: ', { href: video })] : []),
      button(postUrl, 'Read more on our website'),
      // Posts travel mostly by WhatsApp in Rwanda: one tap shares this one.
      paragraph('Know someone who would like this story? ', {
        href: `https://wa.me/?text=${encodeURIComponent(`${post.title} ${postUrl}`)}`,
        label: 'Share it on WhatsApp',
      }),
      ...(others.length > 0
        ? [heading('Recent stories', 2), list(others.map((other) => ({ href: `${publicUrl}${postPath(other._id)}`, label: other.title })))]
        : []),
      paragraph('More stories of our students, events and celebrations: ', { href: `${publicUrl}${pathTo('activities')}` }),
    ],
    [...whyYouReceiveThis(publicUrl, RECIPIENT_PLACEHOLDER), smallPrint({ href: UNSUBSCRIBE_PLACEHOLDER, label: 'Unsubscribe' })],
    postalAddress,
  );
  return { postId: post._id, title: post.title, category: post.category, subject: post.title, html, text };
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
