import { ADD_POST, DELETE_POST, GET_ONE_POST, UPDATE_POST } from '../../shared/postDocuments.ts';
import type { AddPostMutation, DeletePostMutation, UpdatePostMutation } from '../../shared/operations.generated.ts';
import type { AddPostInput, DeleteResult, Post, UpdatePostInput } from '../../shared/types.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { api } from './base.ts';
import { normalisePost, postFromAnswer, type Wire } from './wire.ts';

export { ADD_POST, DELETE_POST, GET_ONE_POST, UPDATE_POST };

/**
 * Which post, read in which language: an English read is its id alone (the cache key it always
 * had, and the page's preloaded answer's), another language's the id with it.
 */
export type PostArg = string | { id: string; language: Language };

export const postArg = (id: string, language: Language = DEFAULT_LANGUAGE): PostArg =>
  language === DEFAULT_LANGUAGE ? id : { id, language };

const idOf = (arg: PostArg) => (typeof arg === 'string' ? arg : arg.id);

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnePost: build.query<Post | null, PostArg>({
      // The language last, as the server's first screen asks (server/seo/firstScreen.ts).
      query: (arg) => ({ document: GET_ONE_POST, variables: typeof arg === 'string' ? { id: arg } : { id: arg.id, language: arg.language } }),
      transformResponse: postFromAnswer,
      providesTags: (_post, _error, arg) => [{ type: 'Post', id: idOf(arg) }],
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
