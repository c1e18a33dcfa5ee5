// A section asked of the server, when the page's own answers do not carry it (a page reached by
// following a link): loaded only then, so a first visit's script does not carry it.
import { readLanguage, type Language } from '../../shared/i18n/languages.ts';
import { SITE_CONTENT } from '../../shared/siteContent/documents.ts';
import type { SectionName } from '../../shared/siteContent/schema.ts';
import type { ShownRecord } from '../../shared/siteContent/values.ts';
import type { ApiConfig } from '../../store/index.ts';
import { publicRead } from './publicRead.ts';

export async function fetchSection(store: ApiConfig, section: SectionName, language: Language): Promise<ShownRecord> {
  const data = await publicRead<{ siteContent: { content: string } }>(store, SITE_CONTENT, { section, ...readLanguage(language) });
  return JSON.parse(data.siteContent.content) as ShownRecord;
}
