// One e-mail, written once as blocks and rendered twice: the HTML part and the plain-text part
// say the same thing, so a reader (and a spam filter comparing them) finds the same words in both.
import type { Language } from '../../shared/i18n/languages.ts';
import { fill } from '../../shared/i18n/message.ts';
import { SITE_NAME } from '../../shared/routes.ts';
import { escapeHtml } from '../core/text.ts';
import { mailTexts } from './texts.ts';

/** A piece of a paragraph: words, or a link (shown as its address when it has no label). */
export type Inline = string | { href: string; label?: string };

export type Block =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; parts: Inline[]; small?: boolean }
  | { kind: 'button'; href: string; label: string }
  /** A picture with its real display size; the text part has none (its alt repeats the heading). */
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  /** Someone's own words, kept as written (line breaks included). */
  | { kind: 'quote'; text: string }
  /** A short list of items, words or links (the text part writes each on its own line after a dash). */
  | { kind: 'list'; items: Inline[] }
  /** Blocks in another language than the e-mail's (a post's English text in a French e-mail): its `lang` says so. */
  | { kind: 'group'; lang: Language; blocks: Block[] };

export const heading = (text: string, level: 1 | 2 = 1): Block => ({ kind: 'heading', text, level });
export const paragraph = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });
export const smallPrint = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts, small: true });
export const button = (href: string, label: string): Block => ({ kind: 'button', href, label });
export const quote = (text: string): Block => ({ kind: 'quote', text });
export const list = (items: Inline[]): Block => ({ kind: 'list', items });
export const group = (lang: Language, blocks: Block[]): Block => ({ kind: 'group', lang, blocks });
export const image = (src: string, alt: string, width: number, height: number): Block => ({ kind: 'image', src, alt, width, height });

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/** The language of every staff e-mail (the `lang` of its HTML); a subscriber's are in theirs. */
export const MAIL_LANG = 'en';
/** The width of the e-mail's content column: 640 px less 24 px of padding on each side. */
export const CONTENT_WIDTH = 592;

/**
 * The foundation's postal address, shown in every e-mail's footer (FOUNDATION_POSTAL_ADDRESS sets
 * the full one; server/core/config.ts). The site's texts give the city only.
 */
export const FOUNDATION_POSTAL_ADDRESS = 'Kigali, Rwanda';

const HEADING_SIZES = { 1: '22px', 2: '19px' } as const;

function inlineHtml(part: Inline): string {
  if (typeof part === 'string') return escapeHtml(part);
  return `<a href="${escapeHtml(part.href)}">${escapeHtml(part.label ?? part.href)}</a>`;
}

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part;
  return part.label ? `${part.label}: ${part.href}` : part.href;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level} style="font-size:${HEADING_SIZES[block.level]}">${escapeHtml(block.text)}</h${block.level}>`;
    case 'paragraph':
      return `<p style="${block.small ? 'font-size:13px;color:#555' : 'font-size:16px;line-height:1.5'}">${block.parts.map(inlineHtml).join('')}</p>`;
    case 'button':
      // The colour and padding sit on a table cell too: Outlook for Windows ignores padding on a
      // link and would show a thin strip instead of a button.
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0"><tr><td style="background:#0b5394;border-radius:4px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></td></tr></table>`;
    case 'image':
      return `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.height}" style="display:block;width:100%;max-width:${block.width}px;height:auto;border:0">`;
    case 'quote':
      return `<div style="font-size:16px;line-height:1.5;white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${escapeHtml(block.text)}</div>`;
    case 'list':
      return `<ul style="font-size:16px;line-height:1.5">${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
    case 'group':
      return `<div lang="${block.lang}">\n${block.blocks.map(blockHtml).join('\n')}\n</div>`;
  }
}

function blockText(block: Block): string | null {
  switch (block.kind) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return block.parts.map(inlineText).join('');
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'image':
      return null;
    case 'quote':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
    case 'group':
      return block.blocks.map(blockText).filter((line): line is string => line !== null).join('\n\n');
  }
}

/**
 * An e-mail of the foundation: `body`, then a rule and the footer (its name, site and postal
 * address, then `footer`'s lines: why the reader gets it, how to leave), as HTML and as plain text,
 * in `language` (the `lang` of its HTML, and of the footer's own words); the footer's first line
 * links `homeUrl`, the site's home page.
 */
export function renderEmail(
  publicUrl: string,
  subject: string,
  body: Block[],
  footer: Block[] = [],
  postalAddress: string = FOUNDATION_POSTAL_ADDRESS,
  language: Language = MAIL_LANG,
  homeUrl = `${publicUrl}/`,
): Rendered {
  const tagline = fill(language, mailTexts(language).footer.tagline, { site: SITE_NAME });
  const footerBlocks = [
    smallPrint(`${tagline} `, { href: homeUrl }),
    smallPrint(`${SITE_NAME}, ${postalAddress}`),
    ...footer,
  ];
  // The column is a table as well as a max-width: Outlook for Windows (Word's renderer) ignores
  // max-width and would stretch the text across the whole window. The colours are meant as they
  // are: mail apps in dark mode are asked not to invert them (a white button label on light blue).
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4"><tr><td align="center">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:640px;background:#ffffff"><tr><td style="padding:24px">
${body.map(blockHtml).join('\n')}
<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 16px">
${footerBlocks.map(blockHtml).join('\n')}
</td></tr></table>
</td></tr></table></body></html>`;
  const paragraphs = (blocks: Block[]) => blocks.map(blockText).filter((line): line is string => line !== null);
  const text = `${[...paragraphs(body), '--', ...paragraphs(footerBlocks)].join('\n\n')}\n`;
  return { subject, html, text };
}
