// The last layer: what the server answers. Each module registers its routes in its own scope
// (pages sets the not-found handler, so it is shared with the root). Add one with one line.
import receipts from '../giving/receiptPage.ts';
import graphql from '../graphql/route.ts';
import health from './healthPlugin.ts';
import insights from '../insights/routes.ts';
import mail from '../subscribers/routePlugin.ts';
import mailEvents from '../bounces/routes.ts';
import pages from '../seo/pageRoutes.ts';
import seo from '../seo/routePlugin.ts';
import staticFiles from './static.ts';
import uploads from '../uploads/routePlugin.ts';

export const routePlugins = [graphql, uploads, health, mail, mailEvents, receipts, insights, seo, pages, staticFiles];
