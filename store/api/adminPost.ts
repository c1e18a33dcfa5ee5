import type { AdminPostQuery } from '../../shared/operations.generated.ts';
import type { Post } from '../../shared/types.ts';
import { api } from './base.ts';
import { normalisePost, type Wire } from './wire.ts';

// One post as staff see it on its admin page, whatever its status (staffPost): getOnePost's fields,
// the date it was posted, its author and where it is in its lifecycle, so the page needs no list
// of every post for it, and a draft's page shows it (with Preview).
export const ADMIN_POST = /* GraphQL */ `query adminPost($id: ID!) { staffPost(id: $id) { post { _id category title content
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } date_posted user_id status publish_at updated_at } } }`;

export const adminPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPost: build.query<Post | null, string>({
      query: (id) => ({ document: ADMIN_POST, variables: { id } }),
      transformResponse: (data: AdminPostQuery) => (data.staffPost ? normalisePost(data.staffPost.post as Wire<Post>) : null),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
  }),
});

export const { useGetAdminPostQuery } = adminPostApi;
