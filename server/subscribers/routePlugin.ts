import type { FastifyInstance } from 'fastify';
import { mailRoutes } from './routes.ts';

/** `GET /subscription/confirm` (the link in a confirmation e-mail) and `GET`/`POST /Unsubscribe`; HEAD on either changes nothing. */
export default async function mail(app: FastifyInstance) {
  await app.register(mailRoutes, { mail: app.mail });
}
