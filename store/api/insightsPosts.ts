import type { PostInsightsQuery, PostViewsQuery } from '../../shared/operations.generated.ts';
import { api } from './base.ts';

// A post's readers as the admin's posts pages show them (insights.view): the views of the posts
// on one page of the overview, asked at once, and one post's visitors, views and languages. Kept
// apart from the Insights page's reports, which load with that page alone.
export const POST_VIEWS = /* GraphQL */ `query postViews($ids: [ID!]!) { postViews(ids: $ids) { postId visitors views } }`;
export const POST_INSIGHTS = /* GraphQL */ `query postInsights($id: ID!) {
  postInsights(id: $id) { postId visitors views languages { key label visitors views } } }`;

export type PostViews = PostViewsQuery['postViews'][number];
export type PostInsights = PostInsightsQuery['postInsights'];

export const insightsPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // By post id; a post the answer leaves out has had no view.
    getPostViews: build.query<Record<string, PostViews>, string[]>({
      query: (ids) => ({ document: POST_VIEWS, variables: { ids } }),
      transformResponse: (data: PostViewsQuery) => Object.fromEntries(data.postViews.map((views) => [views.postId, views])),
      keepUnusedDataFor: 0,
    }),
    getPostInsights: build.query<PostInsights, string>({
      query: (id) => ({ document: POST_INSIGHTS, variables: { id } }),
      transformResponse: (data: PostInsightsQuery) => data.postInsights,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPostViewsQuery, useGetPostInsightsQuery } = insightsPostsApi;
