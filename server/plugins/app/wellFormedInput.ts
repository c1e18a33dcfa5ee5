import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bytesAreUtf8, malformedText, percentEscapesAreUtf8, refuseMalformedText } from '../../core/wellFormedText.ts';

/**
 * Every route's path and query parameters and parsed body hold well-formed Unicode, or the request
 * is refused before its route reads them (server/core/wellFormedText.ts). The refusal is thrown, so each
 * route answers it in its own way: GraphQL as BAD_USER_INPUT, the others as a 400. Its router
 * already answers 400 to a path whose percent-escapes are not UTF-8; Fastify keeps such a query
 * parameter as it was sent, undecoded, so the address itself is checked here. A JSON body is read
 * as UTF-8 only when it is UTF-8 (Fastify's own parser would put U+FFFD for what is not). A
 * multipart body is read by its route, part by part, and checked there (server/uploads/routes.ts).
 */
export default fp(
  async function wellFormedInput(app: FastifyInstance) {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      if (!bytesAreUtf8(body as Buffer)) return done(malformedText('body', 'The request body is not UTF-8 text'), undefined);
      return parseJson(request, (body as Buffer).toString('utf8'), done);
    });

    app.addHook('preValidation', async (request) => {
      if (!percentEscapesAreUtf8(request.raw.url ?? '')) throw malformedText('url', 'The address has percent-escapes of bytes that are not UTF-8');
      refuseMalformedText(request.params, '', 'the path');
      refuseMalformedText(request.query, '', 'the query');
      refuseMalformedText(request.body, '', 'the request body');
    });
  },
  { name: 'well-formed-input' },
);
