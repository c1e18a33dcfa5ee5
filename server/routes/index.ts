// The last layer: what the server answers. Each module registers its routes in its own scope
// (pages sets the not-found handler, so it is shared with the root). Add one with one line.
import receipts from '../giving/receiptPage.ts';
import graphql from './graphql.ts';
import health from './health.ts';
import insights from './insights.ts';
import mail from './mail.ts';
import mailEvents from './mailEvents.ts';
import pages from './pages.ts';
import seo from './seo.ts';
import staticFiles from './static.ts';
import uploads from './uploads.ts';

export const routePlugins = [graphql, uploads, health, mail, mailEvents, receipts, insights, seo, pages, staticFiles];
