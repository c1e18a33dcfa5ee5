// The one way posts are read for the public: the GraphQL resolvers, and the pages that carry a
// query's answer or a post's head, all read here, and through the read cache (answers kept
// until posts change).
import { badInput } from '../core/errors.ts';
import { idProblem } from '../db/values.ts';
import type { PostRecord, PostsRepository } from './repository.ts';
import { cardsRead, encodeCursor, type CardsAnswer, type CardsArgs } from './cards.ts';

/** What the post reads need of the read cache: an answer kept until the posts change. */
interface KeptReads {
  remember<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** What the post reads need of the repository. */
type PostsSource = Pick<PostsRepository, 'listPublished' | 'listLatestPublished' | 'findPublished' | 'listCards' | 'lastModifiedBatches'>;

export interface PostReads {
  /** Every published post, newest first. */
  all(): Promise<PostRecord[]>;
  /** The `count` newest published posts, newest first (the feeds). */
  latest(count: number): Promise<PostRecord[]>;
  /** One published post, or null when there is none with that id (or it is not public); rejects what cannot be an id (BAD_USER_INPUT), unread and unkept. */
  one(id: string): Promise<PostRecord | null>;
  /** A page of cards (`postCards`); rejects arguments the API refuses. */
  cards(args: CardsArgs): Promise<CardsAnswer>;
}

export interface PostReadService extends PostReads {
  /** Reads shared by everything one request computes: a details page reads its post once. */
  forRequest(): PostReadService;
  /** Every published post's id and last change, a batch at a time, as the sitemap streams them (read anew, not kept). */
  lastModifiedBatches(): AsyncGenerator<{ _id: string; lastModified: number }[]>;
}

function cachedReads(posts: PostsSource, cache: KeptReads): PostReads {
  return {
    all: () => cache.remember('posts:all', () => posts.listPublished()),
    latest: (count) => cache.remember(`posts:latest:${count}`, () => posts.listLatestPublished(count)),
    async one(id) {
      const problem = idProblem(id, 'id');
      if (problem) throw badInput(problem, 'id');
      return cache.remember(`posts:one:${id}`, () => posts.findPublished(id));
    },
    async cards(args) {
      const read = cardsRead(args);
      const page = async (): Promise<CardsAnswer> => {
        const { items, total, next } = await posts.listCards(read);
        return { items, total, nextCursor: next ? encodeCursor(next) : null };
      };
      // Each filter's first pages are kept here (a few keys); later pages, one per cursor, are
      // kept only as GraphQL answers (the read cache's bounded entries).
      return read.after ? page() : cache.remember(`posts:cards:${read.category ?? ''}:${read.first}:${read.language}`, page);
    },
  };
}

function service(reads: PostReads, fresh: () => PostReadService, posts: PostsSource): PostReadService {
  return { ...reads, forRequest: fresh, lastModifiedBatches: () => posts.lastModifiedBatches() };
}

export function postReadService(posts: PostsSource, cache: KeptReads): PostReadService {
  const reads = cachedReads(posts, cache);
  const forRequest = (): PostReadService => {
    const shared = new Map<string, Promise<unknown>>();
    const once = <T>(key: string, read: () => Promise<T>) => {
      if (!shared.has(key)) shared.set(key, read());
      return shared.get(key) as Promise<T>;
    };
    return service(
      {
        all: () => once('all', reads.all),
        latest: (count) => once(`latest:${count}`, () => reads.latest(count)),
        one: (id) => once(`one:${id}`, () => reads.one(id)),
        cards: (args) => once(`cards:${JSON.stringify([args.category, args.after, args.first, args.language])}`, () => reads.cards(args)),
      },
      forRequest,
      posts,
    );
  };
  return service(reads, forRequest, posts);
}
