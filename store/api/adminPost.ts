import type { AdminPostQuery } from '../../shared/operations.generated.ts';
import type { Post } from '../../shared/types.ts';
import { api } from './base.ts';
import { postFromAnswer } from './wire.ts';

// One post as staff see it on its admin page: getOnePost's fields and the date it was posted,
// which the spec's getOnePost does not select, so the page needs no list of every post for it.
export const ADMIN_POST = /* GraphQL */ `query adminPost($id: ID!) { getOnePost(id: $id) { _id category title content
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } date_posted user_id } }`;

export const adminPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPost: build.query<Post | null, string>({
      query: (id) => ({ document: ADMIN_POST, variables: { id } }),
      transformResponse: (data: AdminPostQuery) => postFromAnswer(data),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
  }),
});

export const { useGetAdminPostQuery } = adminPostApi;
