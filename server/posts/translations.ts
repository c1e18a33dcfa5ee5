// A post's Kinyarwanda and French versions as the API takes them: a list of
// { language, title, content, contentSections }, checked as the English text is (the same
// limits), kept as shared/postLanguages.ts's PostTranslations. A version left empty is none.
import { LIMITS, MESSAGES } from '../../shared/rules.ts';
import type { PostTranslationInput } from '../../shared/graphql.generated.ts';
import { TRANSLATION_LANGUAGES, type PostText, type PostTranslations, type TranslationLanguage } from '../../shared/postLanguages.ts';
import { badInput } from '../core/errors.ts';
import { validateSections } from './sections.ts';

export const TRANSLATION_TEXTS = {
  english: 'English is the post’s own text, not a translation',
  duplicate: 'Each language may have only one version',
} as const;

function limited(value: string | null | undefined, max: number, field: string): string {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text;
}

/**
 * The versions sent, checked; `existing` when none were sent (a client that does not know them
 * keeps them). `draft`: a version may still lack its title, content or a paragraph (saveDraft);
 * otherwise a version written at all needs them, as the English text does.
 */
export function validateTranslations(
  input: readonly PostTranslationInput[] | null | undefined,
  existing: PostTranslations | null | undefined,
  draft: boolean,
): PostTranslations {
  if (input == null) return existing ?? {};
  const translations: PostTranslations = {};
  const seen = new Set<string>();
  input.forEach((entry, index) => {
    const field = `translations[${index}]`;
    const language = entry.language as string;
    if (!TRANSLATION_LANGUAGES.includes(language as TranslationLanguage)) throw badInput(TRANSLATION_TEXTS.english, `${field}.language`);
    if (seen.has(language)) throw badInput(TRANSLATION_TEXTS.duplicate, `${field}.language`);
    seen.add(language);
    const title = limited(entry.title, LIMITS.titleMax, `${field}.title`);
    const content = limited(entry.content, LIMITS.contentMax, `${field}.content`);
    const sections = entry.contentSections ?? [];
    // Nothing written: the post has no version in that language.
    if (!title && !content && sections.every((section) => !section.paragraph1.trim() && !(section.paragraph2 ?? '').trim())) return;
    const version: PostText = {
      title,
      content,
      // Errors name the version's own fields (translations[0].contentSections[1].paragraph1).
      contentSections: validateSections(sections, draft, `${field}.`),
    };
    if (!draft) mustBeCompleteVersion(version, field);
    translations[language as TranslationLanguage] = version;
  });
  return translations;
}

/** A version ready to go public has its title, content and every section's first paragraph. */
export function mustBeCompleteVersion(version: PostText, field: string) {
  if (!version.title) throw badInput(MESSAGES.titleRequired, `${field}.title`);
  if (!version.content) throw badInput(MESSAGES.contentRequired, `${field}.content`);
  const unfinished = version.contentSections.findIndex((section) => !section.paragraph1.trim());
  if (unfinished >= 0) throw badInput(MESSAGES.paragraphRequired, `${field}.contentSections[${unfinished}].paragraph1`);
}

/** Every version of a post going public is complete (the field names its language). */
export function mustBeCompleteTranslations(translations: PostTranslations | null | undefined) {
  for (const language of TRANSLATION_LANGUAGES) {
    const version = translations?.[language];
    if (version) mustBeCompleteVersion(version, `translations.${language}`);
  }
}

/** The versions as the API answers them: a list, Kinyarwanda then French. */
export function translationList(translations: PostTranslations | null | undefined): (PostText & { language: TranslationLanguage })[] {
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const version = translations?.[language];
    return version ? [{ language, ...version }] : [];
  });
}
