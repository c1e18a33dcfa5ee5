import { useEffect } from 'react';

export const SITE_NAME = 'Build Career Foundation';

/** Names the page in the browser tab (and in history) while it is shown. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
