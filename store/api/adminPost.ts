import type { AdminPostQuery } from '../../shared/operations.generated.ts';
import type { Post } from '../../shared/types.ts';
import { api, joined } from './base.ts';
import { normalisePost } from './posts.ts';

// One post as staff see it on its admin page: getOnePost's fields and the date it was posted,
// which the spec's getOnePost does not select, so the page needs no list of every post for it.
export const ADMIN_POST = /* GraphQL */ `query adminPost($id: ID!) { getOnePost(id: $id) { _id category title content
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } date_posted } }`;

export const adminPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPost: build.query<Post | null, string>({
      query: (id) => ({ document: ADMIN_POST, variables: { id } }),
      transformResponse: (data: AdminPostQuery) => (data.getOnePost ? normalisePost(data.getOnePost) : null),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
  }),
});

// The hook makes sure the api has joined the component's store first.
export const useGetAdminPostQuery = joined(adminPostApi.useGetAdminPostQuery);
