// A post in several languages: its English text is the post's own (title, content,
// sections); a Kinyarwanda or French version, when written, replaces those three for readers of
// that language. A reader whose language the post lacks gets the English text, marked as English.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages.ts';
import type { ContentSection } from './types.ts';

/** What a language version of a post holds. */
export interface PostText {
  title: string;
  content: string;
  contentSections: ContentSection[];
}

/** The languages a post may have a version in besides English. */
export type TranslationLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;
/** Those languages, in the order the language switcher lists them. */
export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = LANGUAGES.filter(
  (language): language is TranslationLanguage => language !== DEFAULT_LANGUAGE,
);
export type PostTranslations = Partial<Record<TranslationLanguage, PostText>>;

/** A post's text in `language` if it has that version, else its English: `language` says which it is. */
export function postTextIn(
  post: PostText & { translations?: PostTranslations | null },
  language: Language,
): PostText & { language: Language } {
  const version = language === DEFAULT_LANGUAGE ? undefined : post.translations?.[language];
  if (version) return { ...version, language };
  return { title: post.title, content: post.content, contentSections: post.contentSections, language: DEFAULT_LANGUAGE };
}
