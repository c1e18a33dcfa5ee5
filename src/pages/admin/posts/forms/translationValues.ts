// A post's Kinyarwanda and French versions in the post form: each language's title,
// content and sections as typed in its tab, checked by the same limits as the English text, and
// sent as the API's `translations` list. A tab left empty means the post has no version in that
// language (readers of it get the English text).
import { array, object, string, type TestContext } from 'yup';
import type { PostTranslationInput } from '../../../../../shared/graphql.generated.ts';
import { LANGUAGE_NAMES } from '../../../../../shared/i18n/languages.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../../../../shared/postLanguages.ts';
import { LIMITS, MESSAGES } from '../../../../../shared/rules.ts';
import type { Post } from '../../../../../shared/types.ts';

export interface TranslationSectionValues {
  sectionTitle: string;
  paragraph1: string;
  paragraph2: string;
}

export interface TranslationValues {
  title: string;
  content: string;
  contentSections: TranslationSectionValues[];
}

export type TranslationsValues = Record<TranslationLanguage, TranslationValues>;

/** What a tab is called: the language's own name. */
export const translationLabel = (language: TranslationLanguage) => LANGUAGE_NAMES[language];

const emptyVersion = (): TranslationValues => ({ title: '', content: '', contentSections: [] });

export const emptyTranslations = (): TranslationsValues => ({ rw: emptyVersion(), fr: emptyVersion() });

/** The form's versions of a post as staff read it (none when the read did not select them). */
export function translationsFromPost(post: Pick<Post, 'translations'>): TranslationsValues {
  const values = emptyTranslations();
  for (const version of post.translations ?? []) {
    if (version.language === 'en') continue;
    values[version.language] = {
      title: version.title,
      content: version.content,
      contentSections: version.contentSections.map((section) => ({
        sectionTitle: section.sectionTitle,
        paragraph1: section.paragraph1,
        paragraph2: section.paragraph2 ?? '',
      })),
    };
  }
  return values;
}

/** Whether anything of a version is written. */
export const isWritten = (version: Partial<TranslationValues> | undefined) =>
  [version?.title, version?.content, ...(version?.contentSections ?? []).flatMap((section) => [section?.paragraph1, section?.paragraph2])].some(
    (text) => (text ?? '').trim() !== '',
  );

/**
 * The versions as the API takes them: every language, an empty one telling the server it has none.
 * A form without them (none were loaded) sends none, and the post keeps its own.
 */
export function translationInputs(values: TranslationsValues | undefined): PostTranslationInput[] | undefined {
  if (!values) return undefined;
  return TRANSLATION_LANGUAGES.map((language) => {
    const version = values[language];
    return {
      language,
      title: version.title.trim(),
      content: version.content.trim(),
      contentSections: version.contentSections.map((section) => ({
        sectionTitle: section.sectionTitle.trim(),
        paragraph1: section.paragraph1.trim(),
        paragraph2: section.paragraph2.trim() || null,
      })),
    };
  });
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A version written at all needs its title and content, as the English text does. */
function requiredWhenWritten(message: string) {
  return function (this: TestContext, value: string | undefined) {
    const version = this.parent as TranslationValues | undefined;
    return !version || !isWritten(version) || (value ?? '').trim() !== '' || this.createError({ message });
  };
}

const versionSchema = object({
  title: string()
    .max(LIMITS.titleMax, tooLong('Title', LIMITS.titleMax))
    .test('title-when-written', MESSAGES.titleRequired, requiredWhenWritten(MESSAGES.titleRequired)),
  content: string()
    .max(LIMITS.contentMax, tooLong('Content', LIMITS.contentMax))
    .test('content-when-written', MESSAGES.contentRequired, requiredWhenWritten(MESSAGES.contentRequired)),
  contentSections: array(
    object({
      sectionTitle: string().trim().max(LIMITS.sectionTitleMax, tooLong('Section title', LIMITS.sectionTitleMax)),
      paragraph1: string().trim().required(MESSAGES.paragraphRequired).max(LIMITS.paragraphMax, tooLong('Paragraph', LIMITS.paragraphMax)),
      paragraph2: string().trim().max(LIMITS.paragraphMax, tooLong('Paragraph', LIMITS.paragraphMax)),
    }),
  ).max(LIMITS.sectionsMax, `At most ${LIMITS.sectionsMax} sections are allowed`),
});

export const translationsSchema = object({ rw: versionSchema, fr: versionSchema });

const isText = (value: unknown): value is string => typeof value === 'string';

/** A kept copy's versions if they have the form's shape; a copy kept before there were versions has none. */
export function asTranslations(value: unknown): TranslationsValues | null {
  if (value === undefined) return emptyTranslations();
  if (!value || typeof value !== 'object') return null;
  const values = emptyTranslations();
  for (const language of TRANSLATION_LANGUAGES) {
    const version = (value as Record<string, Partial<TranslationValues> | undefined>)[language];
    if (!version || !isText(version.title) || !isText(version.content) || !Array.isArray(version.contentSections)) return null;
    const sectionsOk = version.contentSections.every(
      (section) => section && isText(section.sectionTitle) && isText(section.paragraph1) && isText(section.paragraph2),
    );
    if (!sectionsOk) return null;
    values[language] = { title: version.title, content: version.content, contentSections: version.contentSections };
  }
  return values;
}
