// The public reads (shared/publicReads.ts) as the server answers them: each name with its read of
// the posts, for the resolvers' fields and the pages' carried answers alike, and the root fields
// whose answers the read cache may keep. TypeScript asks for a read for every entry.
import { PUBLIC_READS, type PublicReadName } from '../../shared/publicReads.ts';
import type { PostReads } from './readService.ts';

type ServerRead = (reads: PostReads, args: Record<string, unknown>) => Promise<unknown>;

/** How the server reads each public read from its field's arguments (the resolvers and the pages). */
export const SERVER_READS = {
  getAllPosts: (reads) => reads.all(),
  getOnePost: (reads, args) => reads.one(String(args.id)),
  postCards: (reads, args) => reads.cards(args),
} satisfies Record<PublicReadName, ServerRead>;

/** The read of a root field, if it is a public read's. */
export function serverReadOf(field: string): ServerRead | undefined {
  return Object.hasOwn(SERVER_READS, field) ? SERVER_READS[field as PublicReadName] : undefined;
}

/** The root fields whose answers the read cache may keep (`__typename` too: it depends on nothing). */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...Object.entries(PUBLIC_READS).flatMap(([name, read]) => (read.cacheable ? [name] : [])),
  '__typename',
]);
