// The foundation's own words on the public pages (shared/siteContent/): each page reads its sections
// here. A first visit finds them among the answers the server wrote into the page (no request);
// a later page asks the server once per section and language, and waits for it. Small on purpose:
// every page that shows content carries it.
//
// Preview: the admin's "Preview" hands a section's draft to `showPreview` and opens its page with
// `?preview=<section>`; that page in this tab then shows the draft. Nobody else ever holds it.
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { readLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { SectionName } from '../../shared/siteContent/schema.ts';
import type { ShownRecord, ShownText } from '../../shared/siteContent/values.ts';
import { SITE_CONTENT } from '../../shared/siteContent/documents.ts';
import { useAppStore, type AppStore } from '../../store/index.ts';
import { useLanguage } from '../i18n/messages.ts';

/** A section's read: a promise React's `use` reads at once once it is settled (`status`, `value`). */
type Read = Promise<ShownRecord> & { status?: string; value?: ShownRecord };

/** Sections read, by `section language`. */
const kept = new Map<string, Read>();
/** Drafts handed over for a preview, by `section language`. */
const previews = new Map<string, ShownRecord>();
let takenFrom: AppStore | undefined;

/** What the admin area does to what the pages read. */
export const siteContentEditing = {
  /** Forgets what was read, so the pages ask again (after staff publish). */
  forget: () => kept.clear(),
  /** A section's draft as a reader of `language` would read it, for its page's preview in this tab. */
  preview: (section: SectionName, language: Language, content: ShownRecord) => previews.set(`${section} ${language}`, content),
};

function read(store: AppStore, section: SectionName, language: Language): Read {
  if (takenFrom !== store) {
    takenFrom = store;
    for (const { variables, data } of store.takePreloadedAnswers('siteContent')) {
      const answer = (data as { siteContent?: { content: string } } | null)?.siteContent;
      if (!answer) continue;
      const value = JSON.parse(answer.content) as ShownRecord;
      kept.set(`${variables.section as string} ${(variables.language as string | undefined) ?? 'en'}`, Object.assign(Promise.resolve(value), { status: 'fulfilled', value }));
    }
  }
  const key = `${section} ${language}`;
  let known = kept.get(key);
  if (!known) {
    known = fetch(store.graphqlUrl ?? (process.env.GRAPHQL_URL || '/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SITE_CONTENT, variables: { section, ...readLanguage(language) } }),
    })
      .then((response) => response.json() as Promise<{ data: { siteContent: { content: string } } }>)
      .then((body) => JSON.parse(body.data.siteContent.content) as ShownRecord);
    // A failure stays (its page offers to reload) rather than being asked again at every render.
    kept.set(key, known);
  }
  return known;
}

/**
 * A section in the page's language. Until it has arrived the page waits (it suspends); a section
 * that could not be read fails the page, whose route then offers to try again.
 */
export function useSiteContent<T>(section: SectionName): T {
  const store = useAppStore();
  const language = useLanguage();
  const preview = useLocation().search.includes(`preview=${section}`) && previews.get(`${section} ${language}`);
  if (preview) return preview as T;
  const known = read(store, section, language);
  // Settled: read at once (`use` would wait a turn in a navigation's transition); else wait for it.
  return (known.status === 'fulfilled' ? known.value : use(known as Promise<ShownRecord>)) as T;
}

/** A text as a page shows it: English where the page's language has none, marked as English. */
export function Shown({ text }: { text: ShownText }) {
  return typeof text === 'string' ? text : <span lang="en">{text.en}</span>;
}
