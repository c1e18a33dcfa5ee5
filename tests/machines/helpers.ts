import type { Post } from '../../shared/types.ts';
import type { Toast } from '../../machines/adminToasts.ts';

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
}

export const photo = (name = 'photo.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

export const draft = {
  title: 'Tree planting day',
  content: 'Students planted trees.',
  category: 'Events' as const,
  contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: '' }],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
};

export const uploaded = [
  { url: '/uploads/a.webp', filename: 'a.jpg' },
  { url: '/uploads/b.webp', filename: 'b.jpg' },
];

export const savedPost: Post = {
  _id: 'p1',
  ...draft,
  image_url: [uploaded[0]!],
  image_urls: uploaded,
  date_posted: 1_700_000_000_000,
};

/** A promise and the functions that settle it, so a test decides when an actor finishes. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Records what the machine asks the page to do. */
export function pageSpy() {
  const toasts: Toast[] = [];
  const redirects: string[] = [];
  /** The posts whose copy in this browser was dropped. */
  const dropped: string[] = [];
  let cleared = 0;
  return {
    toasts,
    redirects,
    dropped,
    formsCleared: () => cleared,
    actions: {
      showToast: (_: unknown, toast: Toast) => void toasts.push(toast),
      goToOverview: () => void redirects.push('/admin/overview'),
      dropLocalCopy: (_: unknown, { postId }: { postId: string }) => void dropped.push(postId),
      clearForm: () => void (cleared += 1),
    },
  };
}
