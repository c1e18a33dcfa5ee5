// The last layer: what the server answers. Each module registers its routes in its own scope
// (pages sets the not-found handler, so it is shared with the root). Add one with one line.
import { receiptRoutes as receipts } from '../giving/index.ts';
import graphql from '../graphql/route.ts';
import health from './healthPlugin.ts';
import { insightsRoutes as insights } from '../insights/index.ts';
import { subscriptionRoutes as mail } from '../subscribers/index.ts';
import { bounceRoutes as mailEvents } from '../bounces/index.ts';
import { pageRoutes as pages, feedRoutes as seo } from '../seo/index.ts';
import staticFiles from './static.ts';
import { imageRoutes as uploads } from '../uploads/index.ts';

export const routePlugins = [graphql, uploads, health, mail, mailEvents, receipts, insights, seo, pages, staticFiles];
