import { PRELOADED_QUERIES_ID } from '../../shared/preloadedQueries.ts';

// The answers the server wrote into the page (shared/preloadedQueries.ts), read once from the
// document. The module that owns a query takes its answers into the cache when it loads
// (store/api/posts.ts, seedPostsFromPage); every later request goes to the server.
let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = globalThis.document?.getElementById(PRELOADED_QUERIES_ID);
  if (element) {
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? '');
      if (parsed && typeof parsed === 'object') for (const [key, data] of Object.entries(parsed)) answers.set(key, data);
    } catch {
      // A page without usable answers just asks the server.
    }
    element.remove();
  }
  return answers;
}

/** Takes every answer the page holds for the named query, with the variables each was for. */
export function takePreloadedAnswers(operationName: string): { variables: Record<string, unknown>; data: unknown }[] {
  const stored = readAnswers();
  const taken = [];
  for (const [key, data] of stored) {
    if (!key.startsWith(`${operationName}{`)) continue;
    stored.delete(key);
    try {
      taken.push({ variables: JSON.parse(key.slice(operationName.length)) as Record<string, unknown>, data });
    } catch {
      // Not a key this app wrote.
    }
  }
  return taken;
}

/** For tests: forget what was read, so the next request reads the document again. */
export function resetPreloaded(): void {
  answers = undefined;
}
