// One e-mail, written once as blocks and rendered twice: the HTML part and the plain-text part
// say the same thing, so a reader (and a spam filter comparing them) finds the same words in both.
import { SITE_NAME } from '../../shared/routes.ts';
import { escapeHtml } from '../text.ts';

/** A piece of a paragraph: words, or a link (shown as its address when it has no label). */
export type Inline = string | { href: string; label?: string };

export type Block =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; parts: Inline[]; small?: boolean }
  | { kind: 'button'; href: string; label: string }
  /** A picture with its real display size; the text part has none (its alt repeats the heading). */
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  /** Someone's own words, kept as written (line breaks included). */
  | { kind: 'quote'; text: string };

export const heading = (text: string, level: 1 | 2 = 1): Block => ({ kind: 'heading', text, level });
export const paragraph = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });
export const smallPrint = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts, small: true });
export const button = (href: string, label: string): Block => ({ kind: 'button', href, label });
export const quote = (text: string): Block => ({ kind: 'quote', text });
export const image = (src: string, alt: string, width: number, height: number): Block => ({ kind: 'image', src, alt, width, height });

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/** The language of every e-mail (the `lang` of its HTML). */
export const MAIL_LANG = 'en';
/** The width of the e-mail's content column: 640 px less 24 px of padding on each side. */
export const CONTENT_WIDTH = 592;

const FOOTER_TEXT = `${SITE_NAME}: guided choices, brighter futures. Kigali, Rwanda.`;

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
      return `<p><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
    case 'image':
      return `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.height}" style="display:block;width:100%;max-width:${block.width}px;height:auto;border:0">`;
    case 'quote':
      return `<div style="font-size:16px;line-height:1.5;white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${escapeHtml(block.text)}</div>`;
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
  }
}

/**
 * An e-mail of the foundation: `body`, then a rule and the footer (its name and site, then
 * `footer`'s lines: why the reader gets it, how to leave), as HTML and as plain text.
 */
export function renderEmail(publicUrl: string, subject: string, body: Block[], footer: Block[] = []): Rendered {
  const footerBlocks = [smallPrint(`${FOOTER_TEXT} `, { href: `${publicUrl}/` }), ...footer];
  const html = `<!doctype html><html lang="${MAIL_LANG}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px">
${body.map(blockHtml).join('\n')}
<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 16px">
${footerBlocks.map(blockHtml).join('\n')}
</div></body></html>`;
  const paragraphs = (blocks: Block[]) => blocks.map(blockText).filter((line): line is string => line !== null);
  const text = `${[...paragraphs(body), '--', ...paragraphs(footerBlocks)].join('\n\n')}\n`;
  return { subject, html, text };
}
