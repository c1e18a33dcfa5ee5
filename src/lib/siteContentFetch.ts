// A section asked of the server, when the page's own answers do not carry it (a page reached by
// following a link): loaded only then, so a first visit's script does not carry it.
import { readLanguage, type Language } from '../../shared/i18n/languages.ts';
import { SITE_CONTENT } from '../../shared/siteContent/documents.ts';
import type { SectionName } from '../../shared/siteContent/schema.ts';
import type { ShownRecord } from '../../shared/siteContent/values.ts';

export async function fetchSection(graphqlUrl: string, section: SectionName, language: Language): Promise<ShownRecord> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SITE_CONTENT, variables: { section, ...readLanguage(language) } }),
  });
  const body = (await response.json()) as { data: { siteContent: { content: string } } };
  return JSON.parse(body.data.siteContent.content) as ShownRecord;
}
