// The copy of a post form kept in this browser as it is typed: closing the tab or losing
// the network loses nothing the server had not yet; on return the editor offers the copy back when
// it is newer than the server's and differs from it. Photos chosen from the disk are not kept (a
// browser cannot store them here). Copies older than 14 days are dropped.
import type { PostFormValues } from './postForm.ts';
import { asTranslations } from './translationValues.ts';

export type KeptValues = Omit<PostFormValues, 'arrayOfImages'>;

export interface LocalCopy {
  values: KeptValues;
  /** When it was written (ms). */
  savedAt: number;
  /** The draft the server made of it, once it did (a new post's copy). */
  postId: string | null;
}

const PREFIX = 'bcf.postDraft.';
const MAX_AGE_MS = 14 * 24 * 60 * 60_000;

/** The copy's key: a post's id, or `new` for the create page. */
const keyOf = (postId: string | null) => `${PREFIX}${postId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function keptValues({ arrayOfImages: _, ...kept }: PostFormValues): KeptValues {
  return kept;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The copy's values if they have the form's shape (anything else in storage is ignored). */
function asValues(value: unknown): KeptValues | null {
  const values = value as Partial<KeptValues> | null;
  if (!values || typeof values !== 'object') return null;
  if (![values.postTitle, values.contentTitle, values.postCategory, values.youtube_Url].every(isText)) return null;
  if (!Array.isArray(values.contentSections) || values.contentSections.length === 0) return null;
  const sectionsOk = values.contentSections.every(
    (section) => section && isText(section.sectionTitle) && isText(section.paragraph1) && isText(section.paragraph2),
  );
  const translations = asTranslations(values.translations);
  return sectionsOk && translations ? ({ ...values, translations } as KeptValues) : null;
}

export function readLocalCopy(postId: string | null, now = Date.now()): LocalCopy | null {
  const store = storage();
  if (!store) return null;
  let parsed: Partial<LocalCopy>;
  try {
    parsed = JSON.parse(store.getItem(keyOf(postId)) ?? 'null') as Partial<LocalCopy>;
  } catch {
    return null;
  }
  const values = asValues(parsed?.values);
  if (!values || typeof parsed.savedAt !== 'number') return null;
  if (now - parsed.savedAt > MAX_AGE_MS) {
    clearLocalCopy(postId);
    return null;
  }
  return { values, savedAt: parsed.savedAt, postId: isText(parsed.postId) ? parsed.postId : null };
}

/** Keeps the form's values (a full storage is not the editor's failure: the server copy remains). */
export function writeLocalCopy(postId: string | null, values: PostFormValues, draftId: string | null = postId, now = Date.now()) {
  const copy: LocalCopy = { values: keptValues(values), savedAt: now, postId: draftId };
  try {
    storage()?.setItem(keyOf(postId), JSON.stringify(copy));
  } catch {
    // Quota or private mode: nothing more to do.
  }
}

export function clearLocalCopy(postId: string | null) {
  try {
    storage()?.removeItem(keyOf(postId));
  } catch {
    // As above.
  }
}

/** Whether two sets of values say the same (the copy offers nothing new). */
export const sameValues = (a: KeptValues, b: KeptValues) => JSON.stringify(a) === JSON.stringify(b);

/** How far this browser's clock may be behind the server's without a newer copy going unoffered. */
const CLOCK_SLACK_MS = 2 * 60_000;

/**
 * The copy to offer back: different from what the form opens with and not older than the server's
 * version (`serverUpdatedAt`, 0 for a new post; within the clocks' slack).
 */
export function copyToOffer(postId: string | null, opened: PostFormValues, serverUpdatedAt: number): LocalCopy | null {
  const copy = readLocalCopy(postId);
  if (!copy || copy.savedAt < serverUpdatedAt - CLOCK_SLACK_MS || sameValues(copy.values, keptValues(opened))) return null;
  return copy;
}
