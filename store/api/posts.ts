import { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST } from '../../shared/postDocuments.ts';
import type { AddPostMutation, DeletePostMutation, UpdatePostMutation } from '../../shared/operations.generated.ts';
import type { AddPostInput, DeleteResult, ImageRef, Post, UpdatePostInput } from '../../shared/types.ts';
import { dispatchToLiveStores } from '../index.ts';
import { api } from './base.ts';
import { takePreloadedAnswers } from './preloaded.ts';

export { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST };

/** A post as it may arrive: older servers answer image_url as one object (spec section 3). */
type Wire<P> = Omit<P, 'image_url'> & { image_url: ImageRef[] | ImageRef | null };
type WirePost = Wire<Post>;

/** Older servers answer image_url as one object; the app always works with a list. */
export function normalisePost(post: WirePost): Post {
  const main = post.image_url;
  return { ...post, image_url: Array.isArray(main) ? main : main ? [main] : [] };
}

const toPosts = (data: { getAllPosts: WirePost[] }) => data.getAllPosts.map(normalisePost);
const toPost = (data: { getOnePost: WirePost | null }) => (data.getOnePost ? normalisePost(data.getOnePost) : null);

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllPosts: build.query<Post[], void>({
      query: () => ({ document: GET_ALL_POSTS }),
      transformResponse: toPosts,
      providesTags: (posts = []) => [
        ...posts.map((post) => ({ type: 'Post' as const, id: post._id })),
        { type: 'Post' as const, id: 'LIST' },
      ],
    }),
    getOnePost: build.query<Post | null, string>({
      query: (id) => ({ document: GET_ONE_POST, variables: { id } }),
      transformResponse: toPost,
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    addPost: build.mutation<Post, AddPostInput>({
      query: (input) => ({ document: ADD_POST, variables: { input } }),
      transformResponse: (data: { addPost: Wire<AddPostMutation['addPost']> }) => normalisePost(data.addPost),
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    updatePost: build.mutation<Post, UpdatePostInput>({
      query: (input) => ({ document: UPDATE_POST, variables: { input } }),
      transformResponse: (data: { updatePost: Wire<UpdatePostMutation['updatePost']> }) => normalisePost(data.updatePost),
      invalidatesTags: (_post, _error, input) => [
        { type: 'Post', id: input.post_id },
        { type: 'Post', id: 'LIST' },
      ],
    }),
    deletePost: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_POST, variables: { id } }),
      transformResponse: (data: DeletePostMutation) => data.deletePost,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Post', id },
        { type: 'Post', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetAllPostsQuery,
  useGetOnePostQuery,
  useAddPostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
} = postsApi;

/**
 * Moves the posts the server wrote into the page (store/api/preloaded.ts) into every live store's
 * cache at once, so the page that loaded this module renders its posts on its first render: no
 * request, no loading state, no second render when the answer lands.
 */
export function seedPostsFromPage(): void {
  let entries;
  try {
    entries = [
      ...takePreloadedAnswers('getAllPosts').map(({ data }) => ({
        endpointName: 'getAllPosts' as const,
        arg: undefined,
        value: toPosts(data as { getAllPosts: WirePost[] }),
      })),
      ...takePreloadedAnswers('getOnePost').map(({ variables, data }) => ({
        endpointName: 'getOnePost' as const,
        arg: String(variables.id),
        value: toPost(data as { getOnePost: WirePost | null }),
      })),
    ];
  } catch {
    return; // Not posts after all: the page asks the server, as without answers.
  }
  if (entries.length > 0) dispatchToLiveStores(postsApi.util.upsertQueryEntries(entries));
}

seedPostsFromPage();
