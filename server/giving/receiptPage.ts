// The printable receipt page, the link in the thank-you e-mail: the receipt's rows (receipt.ts)
// as the e-mail lists them, in the donor's language.
import type { FastifyInstance } from 'fastify';
import { SITE_NAME } from '../../shared/routes.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { mailTexts } from '../mail/texts.ts';
import type { GiftRecord } from './repository.ts';
import type { GivingService } from './service.ts';
import { escapeHtml } from '../core/text.ts';
import { languageOfGift, receiptRows } from './receipt.ts';

const TOKEN = /^[A-Za-z0-9-]{1,64}\.[A-Za-z0-9_-]{32}$/;

/** The receipt of a received gift as a page of its own, with the foundation's postal address. */
export function receiptHtml(language: Language, gift: GiftRecord, address: string): string {
  const texts = mailTexts(language).receipt;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(`${SITE_NAME}: ${gift.receiptNumber!}`)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:40rem;margin:2rem auto;padding:0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}dt{font-weight:700}dd{margin:0}
@media print{body{margin:0;max-width:none}}</style></head>
<body><main><h1>${escapeHtml(SITE_NAME)}</h1><p>${escapeHtml(address)}</p><h2>${escapeHtml(texts.heading)}</h2>
<dl>${receiptRows(language, gift)
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl></main></body></html>`;
}

/**
 * `GET /receipt/<gift id>.<signature>`: a received gift's receipt, printable, in the donor's
 * language; the link in the thank-you e-mail. Only that gift shows; a link whose signature is
 * wrong, or of a gift not received, is not found. Never cached, never indexed.
 */
export default async function receiptRoutes(
  app: FastifyInstance,
  { services }: { services: { giving: Pick<GivingService, 'receiptOf'>; siteContent: { postalAddress(): Promise<string> } } },
) {
  const { giving, siteContent } = services;
  app.get<{ Params: { token: string } }>('/receipt/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    const gift = TOKEN.test(request.params.token) ? await giving.receiptOf(request.params.token) : null;
    if (!gift) return reply.code(404).type('text/plain; charset=utf-8').send('Receipt not found');
    return reply.type('text/html; charset=utf-8').send(receiptHtml(languageOfGift(gift), gift, await siteContent.postalAddress()));
  });
}
