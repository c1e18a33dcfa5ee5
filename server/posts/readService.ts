// The one way posts are read for the public: the GraphQL resolvers, and the pages that carry a
// query's answer or a post's head, all read here, and through the read cache (answers kept
// until posts change).
import {
  Kind,
  parse,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { badInput } from '../errors.ts';
import { idProblem } from '../graphql/validate.ts';
import type { PostRecord, PostsRepository } from '../repositories/posts.ts';
import { cardsRead, encodeCursor, type CardsAnswer, type CardsArgs } from './cards.ts';
import { serverReadOf } from './publicReads.ts';

/** What the post reads need of the read cache: an answer kept until the posts change. */
interface KeptReads {
  remember<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** What the post reads need of the repository. */
type PostsSource = Pick<PostsRepository, 'listPublished' | 'findPublished' | 'listCards'>;

export interface PostReads {
  /** Every published post, newest first. */
  all(): Promise<PostRecord[]>;
  /** One published post, or null when there is none with that id (or it is not public); rejects what cannot be an id (BAD_USER_INPUT), unread and unkept. */
  one(id: string): Promise<PostRecord | null>;
  /** A page of cards (`postCards`); rejects arguments the API refuses. */
  cards(args: CardsArgs): Promise<CardsAnswer>;
}

export interface PostReadService extends PostReads {
  /**
   * The `data` the API answers to a query over the public reads (shared/publicReads.ts),
   * computed here from the same reads (no GraphQL execution): for a page that carries its first
   * query's answer.
   * Rejects for any document that is not such a query.
   */
  answer(document: string, variables?: Record<string, unknown>): Promise<unknown>;
  /** Reads shared by everything one request computes: a details page reads its post once. */
  forRequest(): PostReadService;
}

interface Parsed {
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
}

const parsedDocuments = new Map<string, Parsed>();

function parsed(document: string): Parsed {
  let result = parsedDocuments.get(document);
  if (!result) {
    const ast = parse(document, { noLocation: true });
    const operations = ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1 || operations[0]!.operation !== 'query') throw new Error('One query is needed');
    const fragments = new Map(
      ast.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    result = { operation: operations[0]!, fragments };
    if (parsedDocuments.size >= 100) parsedDocuments.clear();
    parsedDocuments.set(document, result);
  }
  return result;
}

/** The fields of a selection set, fragments spread in, in the order GraphQL answers them. */
function fieldsOf(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): FieldNode[] {
  return selectionSet.selections.flatMap((selection): FieldNode[] => {
    if (selection.directives?.length) throw new Error('Directives are not answered here');
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments);
    const fragment = fragments.get(selection.name.value);
    if (!fragment) throw new Error(`Unknown fragment ${selection.name.value}`);
    return fieldsOf(fragment.selectionSet, fragments);
  });
}

/** A value as GraphQL would answer it for `selectionSet`: the asked fields only, in the asked order, missing ones null. */
function project(value: unknown, selectionSet: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>): unknown {
  if (value === undefined || value === null) return null;
  if (!selectionSet) return value;
  if (Array.isArray(value)) return value.map((item) => project(item, selectionSet, fragments));
  const source = value as Record<string, unknown>;
  const answer: Record<string, unknown> = {};
  for (const field of fieldsOf(selectionSet, fragments)) {
    if (field.name.value === '__typename') throw new Error('__typename is not answered here');
    answer[field.alias?.value ?? field.name.value] = project(source[field.name.value], field.selectionSet, fragments);
  }
  return answer;
}

function cachedReads(posts: PostsSource, cache: KeptReads): PostReads {
  return {
    all: () => cache.remember('posts:all', () => posts.listPublished()),
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

function service(reads: PostReads, fresh: () => PostReadService): PostReadService {
  return {
    ...reads,
    async answer(document, variables = {}) {
      const { operation, fragments } = parsed(document);
      const data: Record<string, unknown> = {};
      for (const field of fieldsOf(operation.selectionSet, fragments)) {
        const read = serverReadOf(field.name.value);
        if (!read) throw new Error(`${field.name.value} is not a public post read`);
        const args = Object.fromEntries((field.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]));
        data[field.alias?.value ?? field.name.value] = project(await read(reads, args), field.selectionSet, fragments);
      }
      return data;
    },
    forRequest: fresh,
  };
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
        one: (id) => once(`one:${id}`, () => reads.one(id)),
        cards: (args) => once(`cards:${JSON.stringify([args.category, args.after, args.first, args.language])}`, () => reads.cards(args)),
      },
      forRequest,
    );
  };
  return service(reads, forRequest);
}
