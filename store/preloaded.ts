import { PRELOADED_QUERIES_ID } from '../shared/preloadedQueries.ts';

// The answers the server wrote into the page (shared/preloadedQueries.ts). src/main.tsx reads them
// once and hands them to the store it creates (setupStore's `preloadedAnswers`); they enter the
// api's cache when the page that asks for them loads (store/api/pageAnswers.ts).

/** Answers by key: the operation's name followed by its variables as JSON. */
export type PreloadedAnswers = ReadonlyMap<string, unknown>;

/** Reads the page's answers and removes them from the document: they are used once. */
export function readPreloadedAnswers(document: Document | undefined = globalThis.document): PreloadedAnswers {
  const answers = new Map<string, unknown>();
  const element = document?.getElementById(PRELOADED_QUERIES_ID);
  if (!element) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [key, data] of Object.entries(parsed)) answers.set(key, data);
  } catch {
    // A page without usable answers just asks the server.
  }
  element.remove();
  return answers;
}

export interface TakenAnswer {
  variables: Record<string, unknown>;
  data: unknown;
}

/** Takes (removes) every answer `answers` holds for the named query, with the variables each was for. */
export function takeAnswers(answers: Map<string, unknown>, operationName: string): TakenAnswer[] {
  const taken = [];
  for (const [key, data] of answers) {
    if (!key.startsWith(`${operationName}{`)) continue;
    answers.delete(key);
    try {
      taken.push({ variables: JSON.parse(key.slice(operationName.length)) as Record<string, unknown>, data });
    } catch {
      // Not a key this app wrote.
    }
  }
  return taken;
}
