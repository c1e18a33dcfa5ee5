// The page a monthly giving's stop link opens, in the donor's language. Opening it (GET, HEAD)
// changes nothing, since mail scanners open links before the reader does: it asks, and its one
// button POSTs the same link, which stops the giving and says so. A link followed again says it
// is stopped; a link that is not one of ours (altered, forged, cut short) is refused with 400.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';
import { SITE_NAME } from '../../../shared/routes.ts';
import { escapeHtml } from '../../core/text.ts';
import { MONTHLY_STOP_PATH, STOP_TOKEN_MAX } from './links.ts';
import type { MonthlyGiftRecord } from '../monthlyGiftsRepository.ts';
import type { MonthlyService } from './service.ts';
import { MONTHLY_TEXTS } from './texts.ts';

/** The most of a form read: the button sends nothing but its (empty) form. */
export const STOP_FORM_MAX_BYTES = 4_096;

function page(language: Language, body: string): string {
  const texts = MONTHLY_TEXTS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(`${SITE_NAME}: ${texts.pageTitle}`)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.75rem 1.25rem;min-height:44px;border:0;border-radius:4px;background:#14532d;color:#fff;cursor:pointer}</style></head>
<body><main><p>${escapeHtml(SITE_NAME)}</p>${body}</main></body></html>`;
}

const stoppedPage = (language: Language) =>
  page(language, `<h1>${escapeHtml(MONTHLY_TEXTS[language].stoppedHeading)}</h1><p role="status">${escapeHtml(MONTHLY_TEXTS[language].stoppedLead)}</p>`);

function askPage(language: Language, monthly: MonthlyGiftRecord, amount: string, token: string): string {
  const texts = MONTHLY_TEXTS[language];
  const action = `${MONTHLY_STOP_PATH}?token=${encodeURIComponent(token)}`;
  return page(
    language,
    `<h1>${escapeHtml(texts.askHeading)}</h1><p>${escapeHtml(fill(language, texts.askLead, { amount, day: monthly.day }))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(texts.stop)}</button></form>`,
  );
}

const tokenOf = (query: unknown) => {
  const token = (query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token.length <= STOP_TOKEN_MAX ? token : '';
};

/** `GET` and `POST /giving/monthly/stop?token=…`: never cached, never indexed, no referrer. */
export async function monthlyStopRoutes(app: FastifyInstance, { services }: { services: { giving: { monthly: MonthlyService } } }) {
  const { monthly } = services.giving;
  app.removeAllContentTypeParsers();
  // The button's form (and any other body, up to the limit) is read and ignored: the link's token says it all.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: STOP_FORM_MAX_BYTES }, (_request, _body, done) => done(null, null));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    if (!request.raw.complete) reply.header('connection', 'close');
    return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(error.message);
  });

  const refused = (reply: FastifyReply) => reply.code(400).type('text/html; charset=utf-8').send(page(DEFAULT_LANGUAGE, `<h1>${escapeHtml(MONTHLY_TEXTS.en.badLink)}</h1>`));
  const headers = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');

  app.get(MONTHLY_STOP_PATH, async (request, reply) => {
    headers(reply);
    const token = tokenOf(request.query);
    const found = await monthly.ofStopLink(token);
    if (!found) return refused(reply);
    const language = monthly.languageOf(found);
    reply.type('text/html; charset=utf-8');
    return reply.send(found.stoppedAt !== null ? stoppedPage(language) : askPage(language, found, monthly.amountOf(found), token));
  });

  app.post(MONTHLY_STOP_PATH, { bodyLimit: STOP_FORM_MAX_BYTES }, async (request, reply) => {
    headers(reply);
    const stopped = await monthly.stopByLink(tokenOf(request.query));
    if (!stopped) return refused(reply);
    return reply.type('text/html; charset=utf-8').send(stoppedPage(monthly.languageOf(stopped)));
  });
}
