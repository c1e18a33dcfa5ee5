// Which video a post's link points to, and where to embed it (the details page).

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The video id of a YouTube link: its `v` query parameter, or else its last path segment, and only
 * when that looks like a YouTube id (11 characters of letters, digits, '-' and '_').
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const candidate = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
  return VIDEO_ID.test(candidate) ? candidate : null;
}

export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}`;
}
