// The e-mails a subscriber receives, in the subscriber's language: the confirmation,
// the welcome and the newsletter. Their words are the catalogues' `mail` part (server/mail/texts.ts);
// their links lead to the pages in that language. The staff's notice of a new subscriber, last,
// stays English.
import { parseUploadUrl, previewJpeg, variantHeight } from '../../shared/images.ts';
import { formatDate } from '../../shared/i18n/format.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, localizedPath, type Language } from '../../shared/i18n/languages.ts';
import { fill } from '../../shared/i18n/message.ts';
import { textsIn } from '../../shared/locales/catalogues.ts';
import { postTextIn } from '../../shared/postLanguages.ts';
import { SITE_NAME, pathTo, postPath } from '../../shared/routes.ts';
import {
  CONTENT_WIDTH,
  FOUNDATION_POSTAL_ADDRESS,
  button,
  group,
  heading,
  image,
  list,
  paragraph,
  renderEmail,
  smallPrint,
  type Block,
  type Inline,
  type Rendered,
} from '../mail/layout.ts';
import { CONFIRM_LIFETIME_SECONDS, newsletterLink } from './links.ts';
import { mailTexts } from '../mail/texts.ts';
import type { PostRecord } from '../posts/index.ts';
import type { NewsletterContent } from './newsletterSendsRepository.ts';
import { RECIPIENT_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER, languagePlaceholder } from './newsletterSendsRepository.ts';
import { absoluteImageUrl } from '../uploads/index.ts';

/** A page of the site in the subscriber's language, as a full address. */
const pageUrl = (publicUrl: string, language: Language, path: string) => `${publicUrl}${localizedPath(language, path)}`;

/**
 * The footer's line to read these e-mails in another language: the three languages, each named in
 * itself, the others as links the worker fills in for each recipient (signed, server/subscribers/links.ts).
 */
function languageLinks(language: Language): Block {
  const parts: Inline[] = [mailTexts(language).footer.languages];
  LANGUAGES.forEach((other, index) => {
    if (index > 0) parts.push(' · ');
    parts.push(other === language ? LANGUAGE_NAMES[other] : { href: languagePlaceholder(other), label: LANGUAGE_NAMES[other] });
  });
  return smallPrint(...parts);
}

export function confirmationMessage(
  publicUrl: string,
  confirmUrl: string,
  postalAddress = FOUNDATION_POSTAL_ADDRESS,
  language: Language = DEFAULT_LANGUAGE,
): Rendered {
  const texts = mailTexts(language).confirmation;
  const days = CONFIRM_LIFETIME_SECONDS / 86_400;
  return renderEmail(
    publicUrl,
    fill(language, texts.subject, { site: SITE_NAME }),
    [
      heading(texts.heading),
      paragraph(fill(language, texts.lead, { site: SITE_NAME, days })),
      button(confirmUrl, texts.button),
      paragraph(texts.ignore),
    ],
    [languageLinks(language)],
    postalAddress,
    language,
  );
}

export function welcomeMessage(
  publicUrl: string,
  unsubscribeUrl: string,
  recipient: string,
  postalAddress = FOUNDATION_POSTAL_ADDRESS,
  language: Language = DEFAULT_LANGUAGE,
): Rendered {
  const texts = mailTexts(language).welcome;
  return renderEmail(
    publicUrl,
    fill(language, texts.subject, { site: SITE_NAME }),
    [heading(texts.heading), paragraph(texts.lead), button(pageUrl(publicUrl, language, pathTo('activities')), texts.button)],
    subscriberFooter(publicUrl, recipient, unsubscribeUrl, language),
    postalAddress,
    language,
  );
}

/**
 * The lines of every e-mail to a subscriber that say why it reached them (at which address), where
 * to write back (the From address is no-reply), how to read them in another language and how to leave.
 */
function subscriberFooter(publicUrl: string, recipient: string, unsubscribeUrl: string, language: Language, linkTo = pageUrl): Block[] {
  const texts = mailTexts(language).footer;
  return [
    smallPrint(fill(language, texts.why, { recipient, site: SITE_NAME, host: new URL(publicUrl).host })),
    smallPrint(texts.replies, { href: linkTo(publicUrl, language, pathTo('contact')) }),
    languageLinks(language),
    smallPrint({ href: unsubscribeUrl, label: texts.unsubscribe }),
  ];
}

/**
 * The post's main image for the newsletter: an upload of known size, as its JPEG (Outlook for
 * Windows shows no WebP), shown at most CONTENT_WIDTH wide with its real proportions. An image whose size the url
 * does not tell (another host, an older url) is left out: without width and height a mail reader
 * cannot hold its place, and "Read more" shows it.
 */
function mainImage(publicUrl: string, post: PostRecord, alt: string): Block | null {
  const picture = post.image_url[0] ?? post.image_urls[0];
  const upload = picture ? parseUploadUrl(picture.url) : null;
  if (!upload) return null;
  const { url, size } = previewJpeg(upload);
  if (!size) return null;
  const width = Math.min(CONTENT_WIDTH, size.width);
  return image(absoluteImageUrl(url, publicUrl), alt, width, variantHeight(size.width, size.height, width));
}

/** A newsletter links this many of the latest other posts. */
export const RECENT_POSTS = 3;

export interface RecentPost {
  _id: string;
  title: string;
}

/** About this much of a post's sections is written out in its newsletter; "Read more" has the rest. */
const NEWSLETTER_SECTION_CHARS = 6_000;

/**
 * A post as a newsletter in `language`: its category and date, its picture, title and summary, then its sections
 * (title and paragraphs) as far as NEWSLETTER_SECTION_CHARS goes, the titles of any further ones
 * listed, its video's link, "Read more", a WhatsApp share link and the latest other posts
 * (`recent`, RECENT_POSTS of them); the footer says why the reader receives it, where the
 * foundation is and how to leave. Each recipient's unsubscribe link and address replace UNSUBSCRIBE_PLACEHOLDER and RECIPIENT_PLACEHOLDER.
 * A short post is still a message of words with a picture, not a picture with a caption (which
 * spam filters score as image spam: SpamAssassin's HTML_IMAGE_ONLY_*).
 *
 * The post's own words are its version in `language` when it has one (shared/postLanguages.ts),
 * else its English, marked lang="en" and said to be English only; the other posts' titles are
 * English (lang="en") in another language's e-mail. Its links to the site carry `mark`
 * (newsletterMark, server/subscribers/links.ts): without it their visits are not counted as the newsletter's.
 */
export function newsletterContent(
  publicUrl: string,
  post: PostRecord,
  postalAddress = FOUNDATION_POSTAL_ADDRESS,
  recent: RecentPost[] = [],
  language: Language = DEFAULT_LANGUAGE,
  mark = '',
): NewsletterContent {
  /** A page of the site as the newsletter links it: marked as the newsletter's (server/subscribers/links.ts). */
  const newsletterPageUrl = (site: string, pageLanguage: Language, path: string) => newsletterLink(pageUrl(site, pageLanguage, path), mark);
  const texts = mailTexts(language).newsletter;
  const version = postTextIn(post, language);
  const picture = mainImage(publicUrl, post, version.title);
  // Its links to the site say they come from the newsletter; the address it offers to share does not
  // (whoever opens a shared link did not come from the newsletter).
  const postUrl = pageUrl(publicUrl, language, postPath(post._id));
  const written: Block[] = [];
  const listed: string[] = [];
  let budget = NEWSLETTER_SECTION_CHARS;
  for (const section of version.contentSections) {
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
  // The post's words, with its language said when it is not the e-mail's.
  const postBlocks: Block[] = [
    heading(version.title),
    paragraph(version.content),
    ...written,
    ...(listed.length > 0 ? [paragraph(texts.alsoInStory), list(listed)] : []),
  ];
  const inOtherLanguage = version.language !== language;
  const video = post.youtube_video_url?.trim();
  const others = recent.filter((other) => other._id !== post._id).slice(0, RECENT_POSTS);
  const otherLinks = list(others.map((other) => ({ href: newsletterPageUrl(publicUrl, language, postPath(other._id)), label: other.title })));
  const { html, text } = renderEmail(
    publicUrl,
    version.title,
    [
      smallPrint(`${textsIn(language, 'activities').filters[post.category]} · ${formatDate(language, post.date_posted)}`),
      ...(picture ? [picture] : []),
      ...(inOtherLanguage ? [smallPrint(texts.englishOnly), group(version.language, postBlocks)] : postBlocks),
      ...(video ? [paragraph(texts.video, { href: video })] : []),
      button(newsletterLink(postUrl, mark), texts.readMore),
      // Posts travel mostly by WhatsApp in Rwanda: one tap shares this one.
      paragraph(texts.share, {
        href: `https://wa.me/?text=${encodeURIComponent(`${version.title} ${postUrl}`)}`,
        label: texts.shareLabel,
      }),
      ...(others.length > 0
        ? [heading(texts.recent, 2), language === DEFAULT_LANGUAGE ? otherLinks : group(DEFAULT_LANGUAGE, [otherLinks])]
        : []),
      paragraph(texts.more, { href: newsletterPageUrl(publicUrl, language, pathTo('activities')) }),
    ],
    subscriberFooter(publicUrl, RECIPIENT_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER, language, newsletterPageUrl),
    postalAddress,
    language,
    newsletterPageUrl(publicUrl, language, '/'),
  );
  return { postId: post._id, title: post.title, category: post.category, subject: version.title, html, text };
}

/** The staff's notice of a confirmed subscription, in English. */
export function subscriberNotice(publicUrl: string, email: string, activeCount: number, postalAddress = FOUNDATION_POSTAL_ADDRESS): Rendered {
  return renderEmail(publicUrl, `New subscriber: ${email}`, [
    heading('New subscriber'),
    paragraph(`${email} confirmed their subscription. The newsletter now has ${activeCount} active subscriber${activeCount === 1 ? '' : 's'}.`),
  ], [], postalAddress);
}
