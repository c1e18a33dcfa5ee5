import type { FastifyInstance } from 'fastify';
import { subscriptionPageRoutes } from './routes.ts';
import type { SubscriberService } from './subscriptions.ts';

/** `GET /subscription/confirm` (the link in a confirmation e-mail) and `GET`/`POST /Unsubscribe`; HEAD on either changes nothing. */
export default async function subscriptionRoutes(app: FastifyInstance, { services }: { services: { subscribers: SubscriberService } }) {
  await app.register(subscriptionPageRoutes, { subscribers: services.subscribers });
}
