// Answers the server writes into a page for the queries its first screen makes (the activity list
// on the activities page, the post on its details page), so the browser need not ask for them again
// before it can draw. The page carries them in `<script type="application/json" id=...>`, keyed by
// preloadKey; the app puts them into its cache when the module owning the query loads.

export const PRELOADED_QUERIES_ID = 'preloaded-queries';

const OPERATION_NAME = /^\s*query\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** `getOnePost{"id":"..."}`: the operation's name and its variables; undefined for anything but a named query. */
export function preloadKey(document: string, variables?: Record<string, unknown>): string | undefined {
  const name = OPERATION_NAME.exec(document)?.[1];
  return name ? `${name}${JSON.stringify(variables ?? {})}` : undefined;
}
