import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONFIRM_PATH, CONFIRMED_PAGE, MAIL_TEXTS, NOT_CONFIRMED_PAGE, UNSUBSCRIBE_PAGE } from '../../shared/mailPages.ts';
import type { MailService } from './service.ts';

function tokenOf(request: FastifyRequest): string {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
}

/** RFC 8058: mail apps POST `List-Unsubscribe=One-Click` as a urlencoded or multipart form. */
async function isOneClick(request: FastifyRequest): Promise<boolean> {
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'List-Unsubscribe' && part.value === 'One-Click') return true;
    }
    return false;
  }
  return request.body instanceof URLSearchParams && request.body.get('List-Unsubscribe') === 'One-Click';
}

/**
 * E-mail's routes: the confirmation link, the unsubscribe page's link (GET changes nothing) and its
 * one-click POST. The pages' paths are the route table's (shared/routes.ts, through shared/mailPages.ts).
 */
export async function mailRoutes(app: FastifyInstance, { mail }: { mail: MailService }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );

  // One click in the e-mail confirms (a GET); the app then shows what happened.
  app.get(CONFIRM_PATH, async (request, reply) => {
    const confirmed = await mail.confirm(tokenOf(request));
    return reply.header('cache-control', 'no-store').redirect(confirmed ? CONFIRMED_PAGE : NOT_CONFIRMED_PAGE, 303);
  });

  // Opening the link only shows the page (mail scanners open links); a forged one answers 400.
  // Without a token it is just the page, which explains where the real link is.
  app.get(UNSUBSCRIBE_PAGE, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = tokenOf(request);
    if (token && !(await mail.unsubscribeLinkIsValid(token))) reply.code(400);
    return reply.callNotFound();
  });

  app.post(UNSUBSCRIBE_PAGE, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    if (!(await isOneClick(request))) return reply.code(400).send('Send List-Unsubscribe=One-Click to unsubscribe.');
    if (!(await mail.unsubscribe(tokenOf(request)))) return reply.code(400).send(MAIL_TEXTS.badUnsubscribeLink);
    return reply.send(MAIL_TEXTS.unsubscribed);
  });
}
