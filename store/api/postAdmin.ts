// The posts as staff read them in the admin area: the overview's pages of rows, how many scheduled
// posts are overdue, and one post on its admin page.
import type { AdminPostQuery, OverdueScheduledPostsQuery, PostRowsQuery } from '../../shared/operations.generated.ts';
import type { PostStatus } from '../../shared/postLifecycle.ts';
import type { Post } from '../../shared/types.ts';
import { api } from './base.ts';
import { rowsVariables, type Rows, type RowsArg } from './paging.ts';
import type { PostCard } from './postCards.ts';
import { normalisePost, type Wire } from './wire.ts';

export const POST_ROWS = /* GraphQL */ `query postRows($search: String, $offset: Int, $limit: Int, $status: PostStatus) {
  postRows(search: $search, offset: $offset, limit: $limit, status: $status) {
    items { _id title category date_posted image_url { url filename } content status publish_at } total } }`;
// How many scheduled posts are past their time and not yet published (the overview's banner).
export const OVERDUE_SCHEDULED_POSTS = /* GraphQL */ `query overdueScheduledPosts { overdueScheduledPosts }`;
// One post as staff see it on its admin page, whatever its status (staffPost): getOnePost's fields,
// the date it was posted, its author and where it is in its lifecycle, so the page needs no list
// of every post for it, and a draft's page shows it (with Preview).
export const ADMIN_POST = /* GraphQL */ `query adminPost($id: ID!) { staffPost(id: $id) { post { _id category title content
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } date_posted user_id status publish_at updated_at } } }`;

/** The overview's rows: one status only, or every status when none is given. */
export interface PostRowsArg extends RowsArg {
  status?: PostStatus;
}

export const postAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostRows: build.query<Rows<PostCard>, PostRowsArg>({
      query: ({ status, ...arg }) => ({ document: POST_ROWS, variables: { ...rowsVariables(arg), ...(status ? { status } : {}) } }),
      transformResponse: (data: PostRowsQuery) => data.postRows,
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    getOverdueScheduledPosts: build.query<number, void>({
      query: () => ({ document: OVERDUE_SCHEDULED_POSTS }),
      transformResponse: (data: OverdueScheduledPostsQuery) => data.overdueScheduledPosts,
    }),
    getAdminPost: build.query<Post | null, string>({
      query: (id) => ({ document: ADMIN_POST, variables: { id } }),
      transformResponse: (data: AdminPostQuery) => (data.staffPost ? normalisePost(data.staffPost.post as Wire<Post>) : null),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
  }),
});

export const { useGetPostRowsQuery, useGetOverdueScheduledPostsQuery, useGetAdminPostQuery } = postAdminApi;
