// The public reads: the queries of the posts and of the site's published content anyone may read,
// whose answers depend on them alone, never on who asks. Each entry is named as its operation, and its one root field, are
// named. The server answers them from its read cache and into the pages that need one at once
// (server/posts/publicReads.ts adds how it reads each); a route's first query names one of them
// (shared/routes.ts), and the app's preloaded answers are keyed by these names. Modules that need
// only the names import the type, which carries no document into a bundle.
import { POST_CARDS } from './cardDocuments.ts';
import { ONLINE_PAY_WAYS } from './onlinePayWays.ts';
import { GET_ALL_POSTS, GET_ONE_POST } from './postDocuments.ts';
import { SITE_CONTENT } from './siteContent/documents.ts';

export interface PublicRead {
  /** The app's document for the read: one query of that name, selecting the field of that name. */
  document: string;
  /** Whether the server may keep an answer and give it to anyone who asks the same. */
  cacheable: boolean;
}

export const PUBLIC_READS = {
  getAllPosts: { document: GET_ALL_POSTS, cacheable: true },
  getOnePost: { document: GET_ONE_POST, cacheable: true },
  postCards: { document: POST_CARDS, cacheable: true },
  siteContent: { document: SITE_CONTENT, cacheable: true },
  // The same for everyone while the server runs: which payment providers its settings switch on.
  onlinePayWays: { document: ONLINE_PAY_WAYS, cacheable: true },
} as const satisfies Record<string, PublicRead>;

export type PublicReadName = keyof typeof PUBLIC_READS;
