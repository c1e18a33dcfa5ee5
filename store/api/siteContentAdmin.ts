import type { ContentRecord, SectionName } from '../../shared/siteContent/schema.ts';
import type { SectionView, WriteInput } from '../../shared/siteContent/editing.ts';
import { api } from './base.ts';

// The site's content as staff edit it (Site content in the admin area): a section with its draft,
// its revisions, and the four writes. Content travels as JSON text (server/graphql/schema.graphql).
export const SITE_SECTION = /* GraphQL */ `query siteSection($section: String!) { siteSection(section: $section) { section version published draft publishedAt publishedBy changedAt changedBy } }`;
export const SITE_REVISIONS = /* GraphQL */ `query siteRevisions($section: String!) {
  siteRevisions(section: $section) { id section content kind date author changes }
}`;
export const SAVE_SITE_DRAFT = /* GraphQL */ `mutation saveSiteDraft($section: String!, $content: String!, $version: Int!) {
  saveSiteDraft(section: $section, content: $content, version: $version) { section version published draft publishedAt publishedBy changedAt changedBy }
}`;
export const PUBLISH_SITE_SECTION = /* GraphQL */ `mutation publishSiteSection($section: String!, $content: String!, $version: Int!) {
  publishSiteSection(section: $section, content: $content, version: $version) { section version published draft publishedAt publishedBy changedAt changedBy }
}`;
export const DISCARD_SITE_DRAFT = /* GraphQL */ `mutation discardSiteDraft($section: String!, $version: Int!) {
  discardSiteDraft(section: $section, version: $version) { section version published draft publishedAt publishedBy changedAt changedBy }
}`;
export const RESTORE_SITE_REVISION = /* GraphQL */ `mutation restoreSiteRevision($section: String!, $id: ID!, $version: Int!) {
  restoreSiteRevision(section: $section, id: $id, version: $version) { section version published draft publishedAt publishedBy changedAt changedBy }
}`;

interface WireEdit {
  version: number;
  published: string;
  draft?: string | null;
  changedAt: number;
  changedBy?: string | null;
}

export interface SiteRevisionView {
  id: string;
  kind: string;
  date: number;
  author: string | null;
  changes: string[];
}

const view = (edit: WireEdit): SectionView => ({
  version: edit.version,
  published: JSON.parse(edit.published) as ContentRecord,
  draft: edit.draft ? (JSON.parse(edit.draft) as ContentRecord) : null,
  changedAt: edit.changedAt,
  changedBy: edit.changedBy ?? null,
});

const one = (data: Record<string, WireEdit>) => view(Object.values(data)[0]!);
const write = (document: string) => (input: WriteInput) => ({
  document,
  variables: { section: input.section, version: input.version, content: JSON.stringify(input.content) },
});

export const siteContentAdminApi = api.enhanceEndpoints({ addTagTypes: ['SiteContent'] }).injectEndpoints({
  endpoints: (build) => ({
    siteSection: build.query<SectionView, SectionName>({
      query: (section) => ({ document: SITE_SECTION, variables: { section } }),
      transformResponse: one,
      providesTags: (_result, _error, section) => [{ type: 'SiteContent', id: section }],
      keepUnusedDataFor: 0,
    }),
    siteRevisions: build.query<SiteRevisionView[], SectionName>({
      query: (section) => ({ document: SITE_REVISIONS, variables: { section } }),
      transformResponse: (data: { siteRevisions: (SiteRevisionView & { author?: string | null })[] }) =>
        data.siteRevisions.map(({ id, kind, date, author, changes }) => ({ id, kind, date, author: author ?? null, changes })),
      providesTags: (_result, _error, section) => [{ type: 'SiteContent', id: section }],
    }),
    saveSiteDraft: build.mutation<SectionView, WriteInput>({ query: write(SAVE_SITE_DRAFT), transformResponse: one }),
    publishSiteSection: build.mutation<SectionView, WriteInput>({
      query: write(PUBLISH_SITE_SECTION),
      transformResponse: one,
      invalidatesTags: (_result, _error, input) => [{ type: 'SiteContent', id: input.section }],
    }),
    discardSiteDraft: build.mutation<SectionView, Omit<WriteInput, 'content'>>({
      query: ({ section, version }) => ({ document: DISCARD_SITE_DRAFT, variables: { section, version } }),
      transformResponse: one,
    }),
    restoreSiteRevision: build.mutation<SectionView, Omit<WriteInput, 'content'> & { id: string }>({
      query: ({ section, version, id }) => ({ document: RESTORE_SITE_REVISION, variables: { section, version, id } }),
      transformResponse: one,
    }),
  }),
});
