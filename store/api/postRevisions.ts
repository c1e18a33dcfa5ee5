import type { PostRevisionsQuery, RestoreRevisionMutation } from '../../shared/operations.generated.ts';
import { staffApi } from './staff.ts';

// A post's revisions, newest first, and "Restore", which makes one the current draft:
// restoring refetches the revisions and the post (staff reads tagged Post).
export const POST_REVISIONS = /* GraphQL */ `query postRevisions($id: ID!) { postRevisions(id: $id) { id post_id title content category
  contentSections { sectionTitle paragraph1 paragraph2 } image_url { url filename } image_urls { url filename }
  youtube_video_url author date kind } }`;
export const RESTORE_REVISION = /* GraphQL */ `mutation restoreRevision($id: ID!) { restoreRevision(id: $id) { _id status } }`;

export type PostRevisionItem = PostRevisionsQuery['postRevisions'][number];

export const postRevisionsApi = staffApi.enhanceEndpoints({ addTagTypes: ['Revision'] }).injectEndpoints({
  endpoints: (build) => ({
    getPostRevisions: build.query<PostRevisionItem[], string>({
      query: (id) => ({ document: POST_REVISIONS, variables: { id } }),
      transformResponse: (data: PostRevisionsQuery) => data.postRevisions,
      // A publish (which keeps a revision) refreshes the post, and so the list.
      providesTags: (_list, _error, id) => [
        { type: 'Revision', id },
        { type: 'Post', id },
      ],
    }),
    restoreRevision: build.mutation<RestoreRevisionMutation['restoreRevision'], { id: string; postId: string }>({
      query: ({ id }) => ({ document: RESTORE_REVISION, variables: { id } }),
      transformResponse: (data: RestoreRevisionMutation) => data.restoreRevision,
      invalidatesTags: (_post, _error, { postId }) => [
        { type: 'Revision', id: postId },
        { type: 'Post', id: postId },
      ],
    }),
  }),
});

export const { useGetPostRevisionsQuery, useRestoreRevisionMutation } = postRevisionsApi;
