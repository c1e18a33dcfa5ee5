import { GET_ALL_POSTS, GET_ONE_POST } from '../../shared/postDocuments.ts';
import type { AddPostInput, DeleteResult, ImageRef, Post, UpdatePostInput } from '../../shared/types.ts';
import { api } from './base.ts';

export { GET_ALL_POSTS, GET_ONE_POST };

// Documents as spec section 7 gives them: operation names and field selections.
const SECTIONS = 'contentSections { sectionTitle paragraph1 paragraph2 }';
const IMAGE = '{ url filename }';
const POST_RESULT = `title content ${SECTIONS} category image_url ${IMAGE} image_urls ${IMAGE} youtube_video_url _id date_posted`;
export const ADD_POST = `mutation addPost($input: AddPostInput!) { addPost(input: $input) { ${POST_RESULT} } }`;
export const UPDATE_POST = `mutation updatePost($input: UpdatePostInput!) { updatePost(input: $input) { ${POST_RESULT} } }`;
export const DELETE_POST = `mutation deletePost($input: DeleteInput!) { deletePost(input: $input) { isDeleted message } }`;

type WirePost = Omit<Post, 'image_url'> & { image_url: ImageRef[] | ImageRef | null };

/** Older servers answer image_url as one object; the app always works with a list. */
export function normalisePost(post: WirePost): Post {
  const main = post.image_url;
  return { ...post, image_url: Array.isArray(main) ? main : main ? [main] : [] };
}

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllPosts: build.query<Post[], void>({
      query: () => ({ document: GET_ALL_POSTS }),
      transformResponse: (data: { getAllPosts: WirePost[] }) => data.getAllPosts.map(normalisePost),
      providesTags: (posts = []) => [
        ...posts.map((post) => ({ type: 'Post' as const, id: post._id })),
        { type: 'Post' as const, id: 'LIST' },
      ],
    }),
    getOnePost: build.query<Post | null, string>({
      query: (id) => ({ document: GET_ONE_POST, variables: { id } }),
      transformResponse: (data: { getOnePost: WirePost | null }) => (data.getOnePost ? normalisePost(data.getOnePost) : null),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    addPost: build.mutation<Post, AddPostInput>({
      query: (input) => ({ document: ADD_POST, variables: { input } }),
      transformResponse: (data: { addPost: WirePost }) => normalisePost(data.addPost),
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    updatePost: build.mutation<Post, UpdatePostInput>({
      query: (input) => ({ document: UPDATE_POST, variables: { input } }),
      transformResponse: (data: { updatePost: WirePost }) => normalisePost(data.updatePost),
      invalidatesTags: (_post, _error, input) => [
        { type: 'Post', id: input.post_id },
        { type: 'Post', id: 'LIST' },
      ],
    }),
    deletePost: build.mutation<DeleteResult, string>({
      query: (id) => ({ document: DELETE_POST, variables: { input: { id } } }),
      transformResponse: (data: { deletePost: DeleteResult }) => data.deletePost,
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
