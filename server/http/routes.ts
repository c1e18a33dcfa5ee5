// The last layer: what the server answers. Each module registers its routes in its own scope
// (pages sets the not-found handler, so it is shared with the root). Add one with one line.
import { bounceRoutes } from '../bounces/index.ts';
import { monthlyStopRoutes, paymentRoutes, receiptRoutes } from '../giving/index.ts';
import graphql from '../graphql/route.ts';
import { insightsRoutes } from '../insights/index.ts';
import { feedRoutes, pageRoutes } from '../seo/index.ts';
import { subscriptionRoutes } from '../subscribers/index.ts';
import { imageRoutes } from '../uploads/index.ts';
import health from './healthPlugin.ts';
import staticFiles from './static.ts';

export const routePlugins = [graphql, imageRoutes, health, subscriptionRoutes, bounceRoutes, receiptRoutes, paymentRoutes, monthlyStopRoutes, insightsRoutes, feedRoutes, pageRoutes, staticFiles];
