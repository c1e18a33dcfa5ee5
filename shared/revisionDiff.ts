// What changed between two revisions of a post, in readable lines (who, when, what
// changed): the title, the category, the text (words added and removed), each section, the
// images and the video. Pure; the admin's History (src/pages/admin/posts/PostHistory.tsx) shows it.

export interface RevisionContent {
  title: string;
  content: string;
  category: string;
  contentSections: readonly { sectionTitle: string; paragraph1: string; paragraph2?: string | null }[];
  image_url?: readonly { url: string }[];
  image_urls: readonly { url: string }[];
  youtube_video_url: string | null;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Words added and removed from `before` to `after`: the common beginning and end are set aside,
 * and of the middles, the words of each that the other does not hold (counted with repeats).
 */
export function wordChanges(before: string, after: string): { added: number; removed: number } {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const counts = new Map<string, number>();
  for (const word of a.slice(start, a.length - end)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let added = 0;
  for (const word of b.slice(start, b.length - end)) {
    const left = counts.get(word) ?? 0;
    if (left > 0) counts.set(word, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of counts.values()) removed += left;
  return { added, removed };
}

const sameSection = (a: RevisionContent['contentSections'][number], b: RevisionContent['contentSections'][number]) =>
  a.sectionTitle === b.sectionTitle && a.paragraph1 === b.paragraph1 && (a.paragraph2 ?? '') === (b.paragraph2 ?? '');

const urls = (images: readonly { url: string }[] | undefined) => (images ?? []).map((image) => image.url).join('\n');

/** The lines saying what changed from `before` to `after`; empty when nothing did. */
export function revisionDiff(before: RevisionContent, after: RevisionContent): string[] {
  const lines: string[] = [];
  if (before.title !== after.title) lines.push(`Title: “${before.title}” → “${after.title}”`);
  if (before.category !== after.category) lines.push(`Category: ${before.category} → ${after.category}`);
  if (before.content !== after.content) {
    const { added, removed } = wordChanges(before.content, after.content);
    lines.push(added || removed ? `Content changed: +${added}/−${removed} words` : 'Content changed: spacing only');
  }
  const sections = Math.max(before.contentSections.length, after.contentSections.length);
  for (let index = 0; index < sections; index += 1) {
    const was = before.contentSections[index];
    const now = after.contentSections[index];
    if (!was) lines.push(`Section ${index + 1} added`);
    else if (!now) lines.push(`Section ${index + 1} removed`);
    else if (!sameSection(was, now)) lines.push(`Section ${index + 1} changed`);
  }
  if (urls(before.image_url) !== urls(after.image_url)) lines.push('Main image changed');
  if (before.image_urls.length !== after.image_urls.length) lines.push(`Images: ${before.image_urls.length} → ${after.image_urls.length}`);
  else if (urls(before.image_urls) !== urls(after.image_urls)) lines.push('Images changed');
  const video = (before.youtube_video_url ?? '') !== (after.youtube_video_url ?? '');
  if (video && !after.youtube_video_url) lines.push('Video removed');
  else if (video && !before.youtube_video_url) lines.push('Video added');
  else if (video) lines.push('Video changed');
  return lines;
}
