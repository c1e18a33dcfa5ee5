// A post's languages in the API: the versions it keeps as an object by language are
// answered as a list, and a post read without a language is in English.
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages.ts';
import type { Resolvers } from '../graphql/resolvers.generated.ts';
import { translationList } from './translations.ts';

export const postTextFields = {
  Post: {
    language: (post) => post.language ?? DEFAULT_LANGUAGE,
    translations: (post) => translationList(post.translations),
  },
  PostDraftContent: { translations: (draft) => translationList(draft.translations) },
  PostRevision: { translations: (revision) => translationList(revision.translations) },
} satisfies Resolvers;
