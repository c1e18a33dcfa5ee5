// A site section as staff read and write it through the API, for the tests that edit one.
import type { ContentRecord, SectionName } from '../../../shared/siteContent/schema.ts';
import type { TestServer } from '../../kit/server.ts';

export const SECTION = 'query ($section: String!) { siteSection(section: $section) { version published draft } }';
export const SAVE_DRAFT = 'mutation ($section: String!, $content: String!, $version: Int!) { saveSiteDraft(section: $section, content: $content, version: $version) { version } }';
export const PUBLISH = 'mutation ($section: String!, $content: String!, $version: Int!) { publishSiteSection(section: $section, content: $content, version: $version) { version } }';

/** The section's version, its published content and its draft (or null), as `token` reads them. */
export async function sectionOf(server: TestServer, name: SectionName, token: string) {
  const answer = await server.gql<{ siteSection: { version: number; published: string; draft: string | null } }>(SECTION, { section: name }, token);
  const found = answer.data!.siteSection;
  return { version: found.version, published: JSON.parse(found.published) as ContentRecord, draft: found.draft ? (JSON.parse(found.draft) as ContentRecord) : null };
}

/** `mutation` (SAVE_DRAFT or PUBLISH) of `content` at `version`, as `token`. */
export const writeSection = (server: TestServer, mutation: string, name: SectionName, content: ContentRecord | string, version: number, token: string) =>
  server.gql(mutation, { section: name, content: typeof content === 'string' ? content : JSON.stringify(content), version }, token);
