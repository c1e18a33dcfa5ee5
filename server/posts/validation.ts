// A post as the API takes it, checked and normalised: a post published at once (validatePost) or a
// draft (validateDraft), its images, video, sections (server/posts/sections.ts) and versions in
// other languages (server/posts/translations.ts).
import { LIMITS, MESSAGES, POST_CATEGORIES, isValidHttpUrl } from '../../shared/rules.ts';
import type { ImageToBeSaved, PostDraftInput, PostInput, PostInputUpdate } from '../../shared/graphql.generated.ts';
import type { PostTranslations } from '../../shared/postLanguages.ts';
import type { ImageRef, PostFields } from './repository.ts';
import { badInput } from '../core/errors.ts';
import { requiredText, validateSections } from './sections.ts';
import { validateTranslations } from './translations.ts';

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
