import type { PreviewPostQuery } from '../../shared/operations.generated.ts';
import type { Post } from '../../shared/types.ts';
import { api } from './base.ts';
import { normalisePost, type Wire } from './wire.ts';

// A post opened by its preview link (/preview/<token>): the details page's fields, read
// by the token whatever the post's status. Never written into the page nor kept by the server's
// read cache; a token that opens nothing answers null.
export const PREVIEW_POST = /* GraphQL */ `query previewPost($token: String!) { previewPost(token: $token) { _id category title content
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } } }`;

export const previewPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreviewPost: build.query<Post | null, string>({
      query: (token) => ({ document: PREVIEW_POST, variables: { token } }),
      transformResponse: (data: PreviewPostQuery) => (data.previewPost ? normalisePost(data.previewPost as Wire<Post>) : null),
      // Each opening asks again: the post may have changed, or its links been revoked.
      keepUnusedDataFor: 0,
    }),
  }),
});
