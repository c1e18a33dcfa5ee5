// The post forms' values, their Yup schemas (on the shared rules) and the draft input they become.
import { array, mixed, object, string } from 'yup';
import { LIMITS, MESSAGES, POST_CATEGORIES, isValidHttpUrl, type PostCategory } from '../../../../../shared/rules.ts';
import type { Post } from '../../../../../shared/types.ts';
import type { PostDraft } from '../../../../../shared/postDraft.ts';
import { emptyTranslations, translationInputs, translationsFromPost, translationsSchema, type TranslationsValues } from './translationValues.ts';

export interface SectionValues {
  sectionTitle: string;
  paragraph1: string;
  paragraph2: string;
}

export interface PostFormValues {
  postTitle: string;
  contentTitle: string;
  contentSections: SectionValues[];
  postCategory: PostCategory | '';
  arrayOfImages: File[];
  youtube_Url: string;
  /** The Kinyarwanda and French versions, edited in their tabs (translationValues.ts). */
  translations: TranslationsValues;
}

export const FORM_MESSAGES = {
  youtubeRequired: 'YouTube URL is required',
  imagesRequired: 'At least one image is required',
  tooManyImages: `At most ${LIMITS.imagesMax} images can be sent at once`,
} as const;

export const emptySection = (): SectionValues => ({ sectionTitle: '', paragraph1: '', paragraph2: '' });

export const emptyPostValues = (): PostFormValues => ({
  postTitle: '',
  contentTitle: '',
  contentSections: [emptySection()],
  postCategory: '',
  arrayOfImages: [],
  youtube_Url: '',
  translations: emptyTranslations(),
});

export function valuesFromPost(post: Post): PostFormValues {
  return {
    postTitle: post.title,
    contentTitle: post.content,
    contentSections: post.contentSections.length
      ? post.contentSections.map((section) => ({
          sectionTitle: section.sectionTitle,
          paragraph1: section.paragraph1,
          paragraph2: section.paragraph2 ?? '',
        }))
      : [emptySection()],
    postCategory: post.category,
    arrayOfImages: [],
    youtube_Url: post.youtube_video_url ?? '',
    translations: translationsFromPost(post),
  };
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const sectionSchema = object({
  sectionTitle: string().trim().max(LIMITS.sectionTitleMax, tooLong('Section title', LIMITS.sectionTitleMax)),
  paragraph1: string().trim().required(MESSAGES.paragraphRequired).max(LIMITS.paragraphMax, tooLong('Paragraph', LIMITS.paragraphMax)),
  paragraph2: string().trim().max(LIMITS.paragraphMax, tooLong('Paragraph', LIMITS.paragraphMax)),
});

const youtubeUrl = string().trim().test('youtube-url', MESSAGES.youtubeInvalid, (value) => !value || isValidHttpUrl(value));

const postFields = {
  postTitle: string().trim().required(MESSAGES.titleRequired).max(LIMITS.titleMax, tooLong('Title', LIMITS.titleMax)),
  contentTitle: string().trim().required(MESSAGES.contentRequired).max(LIMITS.contentMax, tooLong('Content', LIMITS.contentMax)),
  contentSections: array(sectionSchema).min(1).max(LIMITS.sectionsMax, `At most ${LIMITS.sectionsMax} sections are allowed`),
  postCategory: string().required(MESSAGES.categoryRequired).oneOf(POST_CATEGORIES, MESSAGES.categoryRequired),
  translations: translationsSchema,
};

const images = array(mixed<File>().required()).max(LIMITS.imagesMax, FORM_MESSAGES.tooManyImages);

/** The create form: everything required, at least one photo. */
export const createPostSchema = object({
  ...postFields,
  youtube_Url: youtubeUrl.required(FORM_MESSAGES.youtubeRequired),
  arrayOfImages: images.min(1, FORM_MESSAGES.imagesRequired),
});

/** The edit form: video and new photos optional (none chosen keeps the post's own). */
export const editPostSchema = object({
  ...postFields,
  youtube_Url: youtubeUrl,
  arrayOfImages: images,
});

/** The form's values a draft is made of: all but the photos (a copy kept in this browser may lack the versions). */
export type DraftValues = Omit<PostFormValues, 'arrayOfImages' | 'translations'> & { translations?: TranslationsValues };

/**
 * The one mapping from a post form's values to the draft input (saveDraft's, and once the form is
 * valid addPost's and updatePost's): the texts trimmed, the category once chosen, the video link
 * once it is one ('' clears it). A section left untitled takes its default title on the server.
 */
export function draftInput(values: DraftValues): PostDraft {
  const video = values.youtube_Url.trim();
  return {
    title: values.postTitle.trim(),
    content: values.contentTitle.trim(),
    contentSections: values.contentSections.map((section) => ({
      sectionTitle: section.sectionTitle.trim(),
      paragraph1: section.paragraph1.trim(),
      paragraph2: section.paragraph2.trim() || null,
    })),
    ...(values.postCategory ? { category: values.postCategory } : {}),
    ...(values.translations ? { translations: translationInputs(values.translations) } : {}),
    ...(video === '' ? { youtube_video_url: null } : isValidHttpUrl(video) ? { youtube_video_url: video } : {}),
  };
}
