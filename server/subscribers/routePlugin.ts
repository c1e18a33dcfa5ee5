import type { FastifyInstance } from 'fastify';
import { subscriptionPageRoutes } from './routes.ts';
import type { SubscriberMail } from './service.ts';

/** `GET /subscription/confirm` (the link in a confirmation e-mail) and `GET`/`POST /Unsubscribe`; HEAD on either changes nothing. */
export default async function subscriptionRoutes(app: FastifyInstance, { services }: { services: { mail: SubscriberMail } }) {
  await app.register(subscriptionPageRoutes, { mail: services.mail });
}
