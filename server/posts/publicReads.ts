// The public reads (shared/publicReads.ts) as the server answers them: each name with its read of
// the posts, for the resolvers' fields (which the pages' carried answers execute too), and the root fields
// whose answers the read cache may keep. TypeScript asks for a read for every entry.
import { PUBLIC_READS, type PublicReadName } from '../../shared/publicReads.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import type { PayNowWay } from '../../shared/payments.ts';
import { postTextIn } from '../../shared/postLanguages.ts';
import type { LocalizedPostRecord, PostRecord } from './repository.ts';
import { sectionNamed, type SiteContentService } from '../siteContent/index.ts';
import { readLanguage } from '../core/languageArgument.ts';
import type { PostReads } from './readService.ts';

/** What the public reads read from: the posts, the site's published content and the payment settings. */
export interface ReadSources {
  posts: PostReads;
  siteContent: Pick<SiteContentService, 'read'>;
  giving: { payments: { onlineWays(): PayNowWay[] } };
}

type ServerRead = (sources: ReadSources, args: Record<string, unknown>) => Promise<unknown>;

/** A post as a reader of `language` reads it: that version's text when it has one, else English. */
export function localizedPost(post: PostRecord | null, language: Language): LocalizedPostRecord | null {
  return post && { ...post, ...postTextIn(post, language) };
}

/** How the server reads each public read from its field's arguments. */
export const SERVER_READS = {
  getAllPosts: ({ posts }) => posts.all(),
  getOnePost: async ({ posts }, args) => {
    const language = readLanguage(args.language);
    return localizedPost(await posts.one(String(args.id)), language);
  },
  postCards: ({ posts }, args) => posts.cards(args),
  siteContent: async ({ siteContent }, args) => {
    const section = sectionNamed(args.section);
    return { section, content: JSON.stringify(await siteContent.read(section, readLanguage(args.language))) };
  },
  onlinePayWays: async ({ giving }) => giving.payments.onlineWays(),
} satisfies Record<PublicReadName, ServerRead>;

/** The root fields whose answers the read cache may keep (`__typename` too: it depends on nothing). */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...Object.entries(PUBLIC_READS).flatMap(([name, read]) => (read.cacheable ? [name] : [])),
  '__typename',
]);
