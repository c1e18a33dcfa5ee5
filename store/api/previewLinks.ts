import type { PreviewLinkMutation, RevokePreviewLinksMutation } from '../../shared/operations.generated.ts';
import { api } from './base.ts';

// Preview links of a post not yet public: staff make one (its absolute address, valid
// 14 days) and revoke every link of the post. The admin area's only.
export const PREVIEW_LINK = /* GraphQL */ `mutation previewLink($id: ID!) { previewLink(id: $id) { url expiresAt } }`;
export const REVOKE_PREVIEW_LINKS = /* GraphQL */ `mutation revokePreviewLinks($id: ID!) { revokePreviewLinks(id: $id) }`;

export const previewLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewLink: build.mutation<PreviewLinkMutation['previewLink'], string>({
      query: (id) => ({ document: PREVIEW_LINK, variables: { id } }),
      transformResponse: (data: PreviewLinkMutation) => data.previewLink,
    }),
    revokePreviewLinks: build.mutation<boolean, string>({
      query: (id) => ({ document: REVOKE_PREVIEW_LINKS, variables: { id } }),
      transformResponse: (data: RevokePreviewLinksMutation) => data.revokePreviewLinks,
    }),
  }),
});

export const { usePreviewLinkMutation, useRevokePreviewLinksMutation } = previewLinksApi;
