// A post as staff edit it (any status) and the steps of its lifecycle (shared/postLifecycle.ts):
// drafts saved as they are written, review, publishing (with or without the newsletter send),
// scheduling. Each step answers the post, which refreshes the editor's copy and the tables.
import type {
  PublishPostMutation,
  SaveDraftMutation,
  SchedulePostMutation,
  StaffPostQuery,
  SubmitForReviewMutation,
  UnpublishPostMutation,
  UnschedulePostMutation,
} from '../../shared/operations.generated.ts';
import type { PostDraftInput } from '../../shared/graphql.generated.ts';
import type { Post } from '../../shared/types.ts';
import { api } from './base.ts';
import { normalisePost, type Wire } from './wire.ts';

const STAFF_POST_FIELDS = /* GraphQL */ `fragment StaffPostFields on Post { _id title content category
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } date_posted user_id status publish_at updated_at
  translations { language title content contentSections { sectionTitle paragraph1 paragraph2 } } }`;

export const STAFF_POST = /* GraphQL */ `query staffPost($id: ID!) { staffPost(id: $id) { post { ...StaffPostFields } sendSkippedAt sendPending sendCancelledAt
  draft { title content category contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url
    image_url { url filename } image_urls { url filename } updated_at
    translations { language title content contentSections { sectionTitle paragraph1 paragraph2 } } } } }
${STAFF_POST_FIELDS}`;
export const DISCARD_DRAFT = /* GraphQL */ `mutation discardDraft($id: ID!) { discardDraft(id: $id) { sendSkippedAt } }`;
export const SAVE_DRAFT = /* GraphQL */ `mutation saveDraft($input: PostDraftInput!) { saveDraft(input: $input) { ...StaffPostFields } }
${STAFF_POST_FIELDS}`;
export const SUBMIT_FOR_REVIEW = /* GraphQL */ `mutation submitForReview($id: ID!) { submitForReview(id: $id) { ...StaffPostFields } }
${STAFF_POST_FIELDS}`;
export const PUBLISH_POST = /* GraphQL */ `mutation publishPost($id: ID!, $sendToSubscribers: Boolean, $seen: Timestamp) {
  publishPost(id: $id, sendToSubscribers: $sendToSubscribers, seen: $seen) { ...StaffPostFields } }
${STAFF_POST_FIELDS}`;
export const SCHEDULE_POST = /* GraphQL */ `mutation schedulePost($id: ID!, $at: Timestamp!, $sendToSubscribers: Boolean, $seen: Timestamp) {
  schedulePost(id: $id, at: $at, sendToSubscribers: $sendToSubscribers, seen: $seen) { ...StaffPostFields } }
${STAFF_POST_FIELDS}`;
export const UNSCHEDULE_POST = /* GraphQL */ `mutation unschedulePost($id: ID!) { unschedulePost(id: $id) { ...StaffPostFields } }
${STAFF_POST_FIELDS}`;
export const UNPUBLISH_POST = /* GraphQL */ `mutation unpublishPost($id: ID!) { unpublishPost(id: $id) { ...StaffPostFields } }
${STAFF_POST_FIELDS}`;

/** A published post's changes not yet published. */
export type PendingChanges = Post & { updated_at: number };

/** A post as staff edit it. */
export interface StaffPost {
  post: Post;
  /** A published post's saved changes, not yet public (null when none). */
  draft: PendingChanges | null;
  /** Publishing with the send found nobody subscribed: the send was skipped (the post keeps it). */
  sendSkippedAt: number | null;
  /** Scheduled with its newsletter send, approved for its content as it is. */
  sendPending: boolean;
  /** That send was cancelled: the content changed without the approval of someone who may send newsletters. */
  sendCancelledAt: number | null;
}

type Answer<K extends string> = Record<K, Wire<Post>>;
const changed = (id: string) => [
  { type: 'Post' as const, id },
  { type: 'Post' as const, id: 'LIST' },
];

export const postLifecycleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffPost: build.query<StaffPost | null, string>({
      query: (id) => ({ document: STAFF_POST, variables: { id } }),
      transformResponse: (data: StaffPostQuery) =>
        data.staffPost
          ? {
              post: normalisePost(data.staffPost.post as Wire<Post>),
              draft: data.staffPost.draft ? (normalisePost({ _id: data.staffPost.post._id, ...data.staffPost.draft } as Wire<Post>) as PendingChanges) : null,
              sendSkippedAt: data.staffPost.sendSkippedAt ?? null,
              sendPending: data.staffPost.sendPending,
              sendCancelledAt: data.staffPost.sendCancelledAt ?? null,
            }
          : null,
      providesTags: (_answer, _error, id) => [{ type: 'Post', id }],
    }),
    // The autosave: no cache refresh of its own post (the editor holds what it sent), only the tables.
    saveDraft: build.mutation<Post, PostDraftInput>({
      query: (input) => ({ document: SAVE_DRAFT, variables: { input } }),
      transformResponse: (data: SaveDraftMutation) => normalisePost((data as Answer<'saveDraft'>).saveDraft),
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    discardDraft: build.mutation<null, string>({
      query: (id) => ({ document: DISCARD_DRAFT, variables: { id } }),
      transformResponse: () => null,
      invalidatesTags: (_answer, _error, id) => changed(id),
    }),
    submitForReview: build.mutation<Post, string>({
      query: (id) => ({ document: SUBMIT_FOR_REVIEW, variables: { id } }),
      transformResponse: (data: SubmitForReviewMutation) => normalisePost((data as Answer<'submitForReview'>).submitForReview),
      invalidatesTags: (_post, _error, id) => changed(id),
    }),
    // seen: the post's updated_at as this person saw it; with the send, a post changed since is refused.
    publishPost: build.mutation<Post, { id: string; sendToSubscribers?: boolean; seen?: number }>({
      query: (variables) => ({ document: PUBLISH_POST, variables }),
      transformResponse: (data: PublishPostMutation) => normalisePost((data as Answer<'publishPost'>).publishPost),
      invalidatesTags: (_post, _error, { id }) => changed(id),
    }),
    schedulePost: build.mutation<Post, { id: string; at: number; sendToSubscribers?: boolean; seen?: number }>({
      query: (variables) => ({ document: SCHEDULE_POST, variables }),
      transformResponse: (data: SchedulePostMutation) => normalisePost((data as Answer<'schedulePost'>).schedulePost),
      invalidatesTags: (_post, _error, { id }) => changed(id),
    }),
    unschedulePost: build.mutation<Post, string>({
      query: (id) => ({ document: UNSCHEDULE_POST, variables: { id } }),
      transformResponse: (data: UnschedulePostMutation) => normalisePost((data as Answer<'unschedulePost'>).unschedulePost),
      invalidatesTags: (_post, _error, id) => changed(id),
    }),
    unpublishPost: build.mutation<Post, string>({
      query: (id) => ({ document: UNPUBLISH_POST, variables: { id } }),
      transformResponse: (data: UnpublishPostMutation) => normalisePost((data as Answer<'unpublishPost'>).unpublishPost),
      invalidatesTags: (_post, _error, id) => changed(id),
    }),
  }),
});

export const {
  useDiscardDraftMutation,
  useGetStaffPostQuery,
  usePublishPostMutation,
  useSchedulePostMutation,
  useSubmitForReviewMutation,
  useUnpublishPostMutation,
  useUnschedulePostMutation,
} = postLifecycleApi;
