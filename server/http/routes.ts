// The last layer: what the server answers. Each module registers its routes in its own scope
// (pages sets the not-found handler, so it is shared with the root), and each is given the
// services (server/services.ts) as its options: `{ services }`. Add one with one line.
import type { FastifyInstance } from 'fastify';
import { bounceRoutes } from '../bounces/index.ts';
import { monthlyStopRoutes, paymentRoutes, receiptRoutes } from '../giving/index.ts';
import graphql from '../graphql/route.ts';
import { insightsRoutes } from '../insights/index.ts';
import { feedRoutes, pageRoutes } from '../seo/index.ts';
import type { Services } from '../services.ts';
import { subscriptionRoutes } from '../subscribers/index.ts';
import { imageRoutes } from '../uploads/index.ts';
import health from './healthPlugin.ts';
import staticFiles from './static.ts';

/** What every route plugin is given: the services it may use, each reached by name. */
export interface RouteOptions {
  services: Services;
}

export const routePlugins: ((app: FastifyInstance, options: RouteOptions) => Promise<void>)[] = [
  graphql,
  imageRoutes,
  health,
  subscriptionRoutes,
  bounceRoutes,
  receiptRoutes,
  paymentRoutes,
  monthlyStopRoutes,
  insightsRoutes,
  feedRoutes,
  pageRoutes,
  staticFiles,
];
