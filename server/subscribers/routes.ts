import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, localizedPath } from '../../shared/i18n/languages.ts';
import { CONFIRM_PATH, CONFIRMED_PAGE, LANGUAGE_PARAM, MAIL_TEXTS, NOT_CONFIRMED_PAGE, UNSUBSCRIBE_PAGE } from '../../shared/mailPages.ts';
import { multipartFields, ONE_CLICK_BODY_BYTES, urlencodedFields } from './oneClickForm.ts';
import type { SubscriberService } from './subscriptions.ts';

/** What the links in subscribers' e-mails reach. */
type SubscriberLinks = Pick<SubscriberService, 'confirm' | 'unsubscribe' | 'unsubscribeLinkIsValid' | 'languageLinkIsValid'>;

function tokenOf(request: FastifyRequest, name = 'token'): string {
  const token = (request.query as Record<string, unknown>)[name];
  return typeof token === 'string' ? token : '';
}

const REFUSALS: Record<number, string> = {
  413: `Send at most ${ONE_CLICK_BODY_BYTES} bytes: List-Unsubscribe=One-Click.`,
  415: 'Send List-Unsubscribe=One-Click as application/x-www-form-urlencoded or multipart/form-data.',
};

/**
 * RFC 8058's one-click POST, in a scope of its own: only its two form types are read, whole and at
 * most ONE_CLICK_BODY_BYTES (Fastify answers 413 from Content-Length before reading, or as soon as
 * a body without one passes it), so no part is ever left waiting for a reader.
 */
async function oneClickRoute(app: FastifyInstance, { subscribers }: { subscribers: SubscriberLinks }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, urlencodedFields(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, multipartFields(String(request.headers['content-type']), body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Every refusal is plain text and 4xx; a body that was not read to its end closes the
  // connection, so a client still sending cannot keep it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    if (!request.raw.complete) reply.header('connection', 'close');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(REFUSALS[status] ?? error.message);
  });

  app.post(UNSUBSCRIBE_PAGE, { bodyLimit: ONE_CLICK_BODY_BYTES }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    if (fields.get('List-Unsubscribe') !== 'One-Click') return reply.code(400).send('Send List-Unsubscribe=One-Click to unsubscribe.');
    if (!(await subscribers.unsubscribe(tokenOf(request)))) return reply.code(400).send(MAIL_TEXTS.badUnsubscribeLink);
    return reply.send(MAIL_TEXTS.unsubscribed);
  });
}

/**
 * E-mail's routes: the confirmation link, the unsubscribe page's link (GET changes nothing) and its
 * one-click POST. The pages' paths are the route table's (shared/routes.ts, through shared/mailPages.ts).
 * Mail scanners open links, with GET or HEAD, before the reader does: HEAD changes nothing.
 */
export async function subscriptionPageRoutes(app: FastifyInstance, { subscribers }: { subscribers: SubscriberLinks }) {
  // One click in the e-mail confirms (a GET); the app then shows what happened, in the language
  // of the link (the subscriber's: /fr/subscription/confirm leads to /fr/SubscriptionConfirmed).
  for (const language of LANGUAGES) {
    const path = localizedPath(language, CONFIRM_PATH);
    app.get(path, { exposeHeadRoute: false }, async (request, reply) => {
      const confirmed = await subscribers.confirm(tokenOf(request));
      return reply
        .header('cache-control', 'no-store')
        .redirect(localizedPath(language, confirmed ? CONFIRMED_PAGE : NOT_CONFIRMED_PAGE), 303);
    });
    app.head(path, async (_request, reply) => reply.header('cache-control', 'no-store').send());
  }

  // Opening the link only shows the page; a forged one answers 400. Without a token it is just
  // the page, which explains where the real link is. (Its HEAD runs this too: nothing changes.)
  // The page is in each language (a subscriber's e-mails link theirs); a footer's language link
  // opens it, in the language it offers, with LANGUAGE_PARAM instead of `token`.
  for (const language of LANGUAGES) {
    app.get(localizedPath(language, UNSUBSCRIBE_PAGE), async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = tokenOf(request);
      const languageToken = tokenOf(request, LANGUAGE_PARAM);
      if (token && !(await subscribers.unsubscribeLinkIsValid(token))) reply.code(400);
      else if (languageToken && !(await subscribers.languageLinkIsValid(languageToken))) reply.code(400);
      return reply.callNotFound();
    });
  }

  await app.register(oneClickRoute, { subscribers });
}
