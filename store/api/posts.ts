import { ADD_POST, DELETE_POST, GET_ONE_POST, UPDATE_POST } from '../../shared/postDocuments.ts';
import type { AddPostMutation, DeletePostMutation, UpdatePostMutation } from '../../shared/operations.generated.ts';
import type { AddPostInput, DeleteResult, Post, UpdatePostInput } from '../../shared/types.ts';
import { postArg, type PostArg } from './wire.ts';
import { api } from './base.ts';
import { normalisePost, postFromAnswer, type Wire } from './wire.ts';

export { ADD_POST, DELETE_POST, GET_ONE_POST, UPDATE_POST };

export { postArg, type PostArg };

const postIdOf = (arg: PostArg) => (typeof arg === 'string' ? arg : arg.id);
/** The variables of getOnePost for a cache argument (another language's argument is its variables). */
const postVariables = (arg: PostArg) => (typeof arg === 'string' ? { id: arg } : arg);

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnePost: build.query<Post | null, PostArg>({
      query: (arg) => ({ document: GET_ONE_POST, variables: postVariables(arg) }),
      transformResponse: postFromAnswer,
      providesTags: (_post, _error, arg) => [{ type: 'Post', id: postIdOf(arg) }],
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

export const { useGetOnePostQuery } = postsApi;
