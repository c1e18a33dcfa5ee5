// The foundation's own words on the public pages (shared/siteContent/): each page reads its sections
// here. A first visit finds them among the answers the server wrote into the page (no request);
// a later page asks the server once per section and language (./siteContentFetch.ts), and waits
// for it. Small on purpose: every page that shows content carries it.
//
// Preview: the admin's "Preview" puts a section's draft among its store's reads and opens its page
// with `?preview=<section>`; that page in this tab then shows the draft. Nobody else ever holds it.
import { use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SectionName } from '../../shared/siteContent/schema.ts';
import type { ShownRecord, ShownText } from '../../shared/siteContent/values.ts';
import { useAppStore, type AppStore } from '../../store/index.ts';
import { useLanguage } from '../i18n/messages.ts';

/** A section read: its value, or the server's answer on its way (React's `use` waits for it). */
type Read = { value: ShownRecord } | Promise<ShownRecord>;

const readsOf = new WeakMap<AppStore, Map<string, Read>>();

/**
 * A store's sections read, by `section language`, the page's own answers first; and the drafts
 * handed over for a preview, by `preview section language`. The admin area clears them after a
 * publish, so the pages ask again.
 */
export function siteContentReads(store: AppStore): Map<string, Read> {
  let reads = readsOf.get(store);
  if (!reads) {
    readsOf.set(store, (reads = new Map()));
    for (const { variables, data } of store.takePreloadedAnswers('siteContent')) {
      const answer = (data as { siteContent?: { content: string } } | null)?.siteContent;
      if (answer) reads.set(`${variables.section as string} ${(variables.language as string | undefined) ?? 'en'}`, { value: JSON.parse(answer.content) as ShownRecord });
    }
  }
  return reads;
}

/**
 * A section in the page's language. Until it has arrived the page waits (it suspends); a section
 * that could not be read fails the page, whose route then offers to try again.
 */
export function useSiteContent<T>(section: SectionName): T {
  const store = useAppStore();
  const language = useLanguage();
  const reads = siteContentReads(store);
  const key = `${section} ${language}`;
  const previewed = useLocation().search.includes(`preview=${section}`) && reads.get(`preview ${key}`);
  let known = previewed || reads.get(key);
  if (!known) {
    known = import('./siteContentFetch.ts').then(({ fetchSection }) => fetchSection(store, section, language));
    // A failure stays (its page offers to reload) rather than being asked again at every render.
    reads.set(key, known);
  }
  // Known: read at once (`use` would wait a turn in a navigation's transition); else `use` waits
  // for it, and reads it once it has arrived.
  return (known instanceof Promise ? use(known) : known.value) as T;
}

/** A text as a page shows it: English where the page's language has none, marked as English. */
export const shown = (text: ShownText): ReactNode => (typeof text === 'string' ? text : <span lang="en">{text.en}</span>);
