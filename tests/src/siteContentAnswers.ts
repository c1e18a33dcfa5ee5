// The site's content as the server writes it into a first visit's page: every section, in the
// language of the path, read from the defaults a new database starts with. Client tests give these
// to their stores, so a page draws its content at once, as in the browser, without a request.
import { readLanguage, splitLanguage, type Language } from '../../shared/i18n/languages.ts';
import { preloadKey } from '../../shared/preloadedQueries.ts';
import { SITE_CONTENT } from '../../shared/siteContent/documents.ts';
import { SECTION_NAMES, type SectionName } from '../../shared/siteContent/schema.ts';
import { localizeSection } from '../../shared/siteContent/values.ts';
import { DEFAULT_CONTENT } from '../../server/siteContent/defaults/index.ts';

/** A section of the defaults as a reader of `language` reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read it by field name
export const defaultContent = (language: Language, section: SectionName): any => localizeSection(section, DEFAULT_CONTENT[section], language);

/** The page's answers for every section, keyed as the server keys them. */
export function siteContentAnswers(path: string): Map<string, unknown> {
  const { language } = splitLanguage(new URL(path, 'http://localhost').pathname);
  return new Map(
    SECTION_NAMES.map((section) => {
      const variables = { section, ...readLanguage(language) };
      return [preloadKey(SITE_CONTENT, variables)!, { siteContent: { section, content: JSON.stringify(defaultContent(language, section)) } }];
    }),
  );
}
