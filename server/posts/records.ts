// A post's shapes as the server keeps them (fields, record, the reads' forms) and how its fields
// become query parameters: shared by the posts repository and the drafts' and revisions'.
import type { PostCategory } from '../../shared/rules.ts';
import type { ContentSection, ImageRef } from '../../shared/types.ts';
import type { PostStatus } from '../../shared/postLifecycle.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import type { PostTranslations } from '../../shared/postLanguages.ts';

// The contract's shapes (shared/types.ts), re-exported for the server's modules.
export type { ContentSection, ImageRef };

/** Who approved a post's newsletter send (their id), and the hash of the content they approved. */
export interface SendApproval {
  by: string;
  hash: string;
}

/** A post as written: already validated and normalised. */
export interface PostFields {
  title: string;
  content: string;
  category: PostCategory;
  contentSections: ContentSection[];
  youtube_video_url: string | null;
  image_url: ImageRef[];
  image_urls: ImageRef[];
  /**
   * Its Kinyarwanda and French versions (shared/postLanguages.ts), already validated; none when
   * left out (a post written before posts had languages, a test's fixture).
   */
  translations?: PostTranslations;
}

/**
 * A post as kept: its fields, its id, when (and by whom) it was posted, and where it is in its
 * lifecycle (shared/postLifecycle.ts).
 */
export interface PostRecord extends PostFields {
  _id: string;
  date_posted: number;
  user_id: string | null;
  status: PostStatus;
  /** When a scheduled post goes public (ms); null otherwise. */
  publish_at: number | null;
  updated_at: number;
  /** A newsletter send is queued when it is published. */
  send_on_publish: boolean;
  /** Who approved that send (someone holding newsletter.send); null when none is pending or approved. */
  send_approved_by: string | null;
  /** The hash of the content they approved (server/posts/sendApproval.ts): the send goes out only with it. */
  send_content_hash: string | null;
  /** Its Kinyarwanda and French versions, when written (shared/postLanguages.ts). */
  translations: PostTranslations;
}

/** Just a post's fields (what drafts, revisions and a send's approval cover). */
export const fieldsOf = (post: PostFields): PostFields => ({
  title: post.title,
  content: post.content,
  category: post.category,
  contentSections: post.contentSections,
  youtube_video_url: post.youtube_video_url,
  image_url: post.image_url,
  image_urls: post.image_urls,
  translations: post.translations ?? {},
});

/** A post as a public read answers it: its text in the reader's language, `language` saying which. */
export type LocalizedPostRecord = PostRecord & { language: Language };

/** What the API's Post is resolved from: a post as kept, in English unless a public read says otherwise. */
export type PostParent = PostRecord & { language?: Language };

/**
 * A post's fields as query parameters, in the column order insert and update write them (and the
 * drafts and revisions of server/posts/revisionsRepository.ts, which keep the same columns).
 */
export const fieldValues = (fields: PostFields) => [
  fields.title,
  fields.content,
  fields.category,
  JSON.stringify(fields.contentSections),
  fields.youtube_video_url,
  JSON.stringify(fields.image_url),
  JSON.stringify(fields.image_urls),
  JSON.stringify(fields.translations ?? {}),
];
