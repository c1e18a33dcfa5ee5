// The e-mails the product sends, each as a subject, an HTML part and a plain-text part.
import { parseUploadUrl, previewVariant } from '../../shared/images.ts';
import { SITE_NAME, pathTo, postPath } from '../../shared/routes.ts';
import { escapeHtml, singleLine } from '../text.ts';
import type { PostRecord } from '../repositories/posts.ts';
import type { NewsletterContent } from '../repositories/newsletterSends.ts';
import { UNSUBSCRIBE_PLACEHOLDER } from '../repositories/newsletterSends.ts';

const FOOTER_TEXT = `${SITE_NAME}: guided choices, brighter futures. Kigali, Rwanda.`;

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

function page(publicUrl: string, body: string, extraFooter = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${SITE_NAME}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px">
${body}
<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 16px">
<p style="font-size:13px;color:#555">${escapeHtml(FOOTER_TEXT)} <a href="${escapeHtml(publicUrl)}/">${escapeHtml(new URL(publicUrl).host)}</a></p>
${extraFooter}
</div></body></html>`;
}

const paragraph = (text: string) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

export function confirmationMessage(publicUrl: string, confirmUrl: string): Rendered {
  return {
    subject: `Confirm your subscription to ${SITE_NAME}`,
    html: page(
      publicUrl,
      `<h1 style="font-size:22px">Confirm your subscription</h1>
${paragraph(`Someone, hopefully you, asked to receive news from the ${SITE_NAME} at this address. Open the link below to confirm; it works for 7 days.`)}
${button(confirmUrl, 'Confirm my subscription')}
${paragraph('If you did not ask for this, ignore this e-mail: nothing will be sent to you.')}`,
    ),
    text: `Confirm your subscription to ${SITE_NAME}

Someone, hopefully you, asked to receive news from the ${SITE_NAME} at this address. Open this link to confirm; it works for 7 days:

${confirmUrl}

If you did not ask for this, ignore this e-mail: nothing will be sent to you.

--
${FOOTER_TEXT} ${publicUrl}/
`,
  };
}

export function welcomeMessage(publicUrl: string, unsubscribeUrl: string): Rendered {
  return {
    subject: `Welcome to the ${SITE_NAME} newsletter`,
    html: page(
      publicUrl,
      `<h1 style="font-size:22px">Welcome!</h1>
${paragraph(`Thank you for subscribing. You will receive our stories, events and celebrations as we post them, so you can follow the students you help.`)}
${button(`${publicUrl}${pathTo('activities')}`, 'See our latest activities')}`,
      `<p style="font-size:13px;color:#555"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
    text: `Welcome!

Thank you for subscribing. You will receive our stories, events and celebrations as we post them, so you can follow the students you help.

Our latest activities: ${publicUrl}${pathTo('activities')}

--
${FOOTER_TEXT} ${publicUrl}/
Unsubscribe: ${unsubscribeUrl}
`,
  };
}

export function contactNotice(publicUrl: string, fields: { name: string; email: string; message: string }): Rendered {
  // The name is one line whatever was stored, so the text body can show no line of the sender's making.
  const message = { ...fields, name: singleLine(fields.name) };
  return {
    subject: `New message from ${message.name} through the website`,
    html: page(
      publicUrl,
      `<h1 style="font-size:20px">New contact message</h1>
<p style="font-size:15px"><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>
<div style="font-size:16px;line-height:1.5;white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${escapeHtml(message.message)}</div>
${paragraph('Reply to this e-mail to answer the sender directly.')}`,
    ),
    text: `New contact message

From: ${message.name} <${message.email}>

${message.message}

Reply to this e-mail to answer the sender directly.
`,
  };
}

export function subscriberNotice(publicUrl: string, email: string, activeCount: number): Rendered {
  return {
    subject: `New subscriber: ${email}`,
    html: page(
      publicUrl,
      `<h1 style="font-size:20px">New subscriber</h1>
${paragraph(`${email} confirmed their subscription. The newsletter now has ${activeCount} active subscriber${activeCount === 1 ? '' : 's'}.`)}`,
    ),
    text: `New subscriber

${email} confirmed their subscription. The newsletter now has ${activeCount} active subscriber${activeCount === 1 ? '' : 's'}.
`,
  };
}

/** The post's main image as an absolute URL: for an upload, the width link previews share too. */
function mainImageUrl(publicUrl: string, post: PostRecord): string | null {
  const image = post.image_url[0] ?? post.image_urls[0];
  if (!image) return null;
  const upload = parseUploadUrl(image.url);
  if (upload) return `${publicUrl}${previewVariant(upload).path}`;
  return new URL(image.url, `${publicUrl}/`).href;
}

/** A post as a newsletter; each recipient's unsubscribe link replaces UNSUBSCRIBE_PLACEHOLDER. */
export function newsletterContent(publicUrl: string, post: PostRecord): NewsletterContent {
  const readMore = `${publicUrl}${postPath(post._id)}`;
  const image = mainImageUrl(publicUrl, post);
  const section = post.contentSections[0];
  const html = page(
    publicUrl,
    `${image ? `<img src="${escapeHtml(image)}" width="592" alt="${escapeHtml(post.title)}" style="display:block;width:100%;max-width:592px;height:auto;border:0">` : ''}
<h1 style="font-size:24px">${escapeHtml(post.title)}</h1>
${paragraph(post.content)}
${
  section
    ? `<h2 style="font-size:19px">${escapeHtml(section.sectionTitle)}</h2>
${paragraph(section.paragraph1)}
${section.paragraph2 ? paragraph(section.paragraph2) : ''}`
    : ''
}
${button(readMore, 'Read more')}`,
    `<p style="font-size:13px;color:#555">You receive this because you subscribed to news from the ${SITE_NAME}. <a href="${UNSUBSCRIBE_PLACEHOLDER}">Unsubscribe</a></p>`,
  );
  const text = `${post.title}

${post.content}
${section ? `\n${section.sectionTitle}\n\n${section.paragraph1}\n${section.paragraph2 ? `\n${section.paragraph2}\n` : ''}` : ''}
Read more: ${readMore}

--
${FOOTER_TEXT} ${publicUrl}/
You receive this because you subscribed to news from the ${SITE_NAME}.
Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}
`;
  return { postId: post._id, title: post.title, category: post.category, subject: post.title, html, text };
}

/** An invitation to the admin area: the link opens the accept-invitation page. */
export function invitationMessage(publicUrl: string, acceptUrl: string, facts: { role: string; inviter: string; days: number }): Rendered {
  const intro = `${singleLine(facts.inviter)} invited you to the ${SITE_NAME} admin area as ${facts.role}. Open the link below to choose your name and password; it works for ${facts.days} days, once.`;
  return {
    subject: `You are invited to the ${SITE_NAME} admin area`,
    html: page(
      publicUrl,
      `<h1 style="font-size:22px">You are invited</h1>
${paragraph(intro)}
${button(acceptUrl, 'Accept the invitation')}
${paragraph('If you did not expect this, ignore this e-mail: no account is made without you.')}`,
    ),
    text: `You are invited to the ${SITE_NAME} admin area

${intro}

${acceptUrl}

If you did not expect this, ignore this e-mail: no account is made without you.

--
${FOOTER_TEXT} ${publicUrl}/
`,
  };
}
