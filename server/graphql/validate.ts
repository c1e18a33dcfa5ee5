import {
  CONTACT_FIELD_PROBLEMS,
  LIMITS,
  MESSAGES,
  POST_CATEGORIES,
  defaultSectionTitle,
  isValidEmail,
  isValidHttpUrl,
  normaliseEmail,
  type ContactFields,
} from '../../shared/rules.ts';
import type { ContentSectionInput, ImageToBeSaved, PostDraftInput, PostInput, PostInputUpdate } from '../../shared/graphql.generated.ts';
import type { ContentSection, ImageRef, PostFields } from '../repositories/posts.ts';
import { singleLine } from '../text.ts';
import { badInput } from '../errors.ts';
import type { PostTranslations } from '../../shared/postLanguages.ts';
import { validateTranslations } from './translations.ts';

/** The longest id taken: ours are UUIDs (36 characters), the replaced system's were shorter. */
export const ID_MAX_LENGTH = 64;

/** Why a text argument cannot reach the database: PostgreSQL refuses NUL in text (22021). */
export function textProblem(value: string, field: string): string | null {
  return value.includes('\u0000') ? `${field} must not contain a NUL character` : null;
}

/** Why a value cannot be an id, or null when it can: it is looked up nowhere otherwise. */
export function idProblem(value: string, field: string): string | null {
  if (value.length > ID_MAX_LENGTH) return `${field} must be at most ${ID_MAX_LENGTH} characters`;
  return textProblem(value, field);
}

function requiredText(value: string, max: number, field: string, requiredMessage: string): string {
  const text = value.trim();
  if (!text) throw badInput(requiredMessage, field);
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text;
}

function optionalText(value: string | null | undefined, max: number, field: string): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text || null;
}

/** A post's sections; in a draft (`draft`), a section may still lack its first paragraph. */
export function validateSections(sections: readonly ContentSectionInput[], draft = false, prefix = ''): ContentSection[] {
  if (sections.length > LIMITS.sectionsMax) {
    throw badInput(`At most ${LIMITS.sectionsMax} content sections are allowed`, `${prefix}contentSections`);
  }
  return sections.map((section, index) => {
    const field = `${prefix}contentSections[${index}]`;
    return {
      sectionTitle: optionalText(section.sectionTitle, LIMITS.sectionTitleMax, `${field}.sectionTitle`) ??
        defaultSectionTitle(index),
      paragraph1: draft
        ? (optionalText(section.paragraph1, LIMITS.paragraphMax, `${field}.paragraph1`) ?? '')
        : requiredText(section.paragraph1, LIMITS.paragraphMax, `${field}.paragraph1`, MESSAGES.paragraphRequired),
      paragraph2: optionalText(section.paragraph2, LIMITS.paragraphMax, `${field}.paragraph2`),
    };
  });
}

/** Uploaded images live on this server (`/uploads/...`); older posts may point to an http(s) host. */
function validateImage(image: ImageToBeSaved, field: string): ImageRef {
  const url = image.url.trim();
  const local = url.startsWith('/') && !url.startsWith('//') && url.length <= LIMITS.urlMax && !/\s/.test(url);
  if (!local && !isValidHttpUrl(url)) throw badInput('Image url must be a web address', field);
  const filename = image.filename.trim();
  if (filename.length > LIMITS.filenameMax) throw badInput('Image filename is too long', field);
  return { url, filename };
}

function validateImages(images: ImageToBeSaved[], field: string): ImageRef[] {
  if (images.length > LIMITS.imagesMax) throw badInput(`At most ${LIMITS.imagesMax} images are allowed`, field);
  return images.map((image, index) => validateImage(image, `${field}[${index}]`));
}

export function validateYoutubeUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  if (!url) return null;
  if (!isValidHttpUrl(url)) throw badInput(MESSAGES.youtubeInvalid, 'youtube_video_url');
  return url;
}

/**
 * Validates and normalises a post, new or edited. `existing` holds the images kept when an edit sends none.
 */
export function validatePost(
  input: PostInput | PostInputUpdate,
  existing?: { image_url: ImageRef[]; image_urls: ImageRef[]; translations?: PostTranslations },
): PostFields {
  const gallery = input.image_urls?.length ? validateImages(input.image_urls, 'image_urls') : null;
  const main = input.image_url ? validateImage(input.image_url, 'image_url') : null;
  let image_url: ImageRef[];
  let image_urls: ImageRef[];
  if (gallery || main || !existing) {
    image_urls = gallery ?? [];
    const first = main ?? image_urls[0];
    image_url = first ? [first] : [];
  } else {
    ({ image_url, image_urls } = existing);
  }
  return {
    title: requiredText(input.title, LIMITS.titleMax, 'title', MESSAGES.titleRequired),
    content: requiredText(input.content, LIMITS.contentMax, 'content', MESSAGES.contentRequired),
    category: input.category,
    contentSections: validateSections(input.contentSections),
    youtube_video_url: validateYoutubeUrl(input.youtube_video_url),
    image_url,
    image_urls,
    translations: validateTranslations(input.translations, existing?.translations, false),
  };
}

export function validateEmail(raw: string, field: string): string {
  const email = normaliseEmail(raw);
  if (!email) throw badInput(MESSAGES.emailRequired, field);
  if (!isValidEmail(email)) throw badInput(MESSAGES.emailInvalid, field);
  return email;
}

/** A contact message trimmed, its address lower-cased; the first field in the wrong is refused. */
export function validateContactMessage(input: ContactFields): ContactFields {
  // The name is judged as it will be kept: one line (a browser's field cannot hold a line break,
  // but a request can).
  const fields = { ...input, name: singleLine(input.name) };
  for (const field of ['name', 'email', 'message'] as const) {
    const problem = CONTACT_FIELD_PROBLEMS[field](fields[field]);
    if (problem) throw badInput(problem, field);
  }
  return { name: fields.name, email: normaliseEmail(input.email), message: input.message.trim() };
}

/**
 * A draft's fields (saveDraft): only the title is required; what the input leaves out is kept
 * from `existing` (or empty for a new draft, its category the first). Limits as for a post.
 */
export function validateDraft(input: PostDraftInput, existing?: PostFields): PostFields {
  const withImages = input.image_urls != null || input.image_url != null;
  const images =
    withImages || !existing
      ? (() => {
          const image_urls = input.image_urls?.length ? validateImages(input.image_urls, 'image_urls') : [];
          const first = (input.image_url ? validateImage(input.image_url, 'image_url') : null) ?? image_urls[0];
          return { image_url: first ? [first] : [], image_urls };
        })()
      : { image_url: existing.image_url, image_urls: existing.image_urls };
  const content = input.content ?? existing?.content ?? '';
  if (content.trim().length > LIMITS.contentMax) throw badInput(`content must be at most ${LIMITS.contentMax} characters`, 'content');
  return {
    title: requiredText(input.title, LIMITS.titleMax, 'title', MESSAGES.titleRequired),
    content: content.trim(),
    category: input.category ?? existing?.category ?? POST_CATEGORIES[0],
    contentSections: input.contentSections ? validateSections(input.contentSections, true) : (existing?.contentSections ?? []),
    youtube_video_url: input.youtube_video_url !== undefined ? validateYoutubeUrl(input.youtube_video_url) : (existing?.youtube_video_url ?? null),
    ...images,
    translations: validateTranslations(input.translations, existing?.translations, true),
  };
}
