// The language tabs of the admin's forms (a post's versions, a section of the site's content): a
// tab list as the ARIA pattern has it: one tab in the tab order; the arrow keys, Home and End move
// between tabs and show them. The panel is the form's: `${idBase}-panel-${tab}`.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../../../shared/i18n/languages.ts';

interface Props<T extends Language> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  idBase: string;
  /** Said after a tab's name (to screen readers, as the form chooses). */
  after?: (tab: T) => ReactNode;
}

export function LanguageTabList<T extends Language>({ tabs, selected, onSelect, label, idBase, after }: Props<T>) {
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(selected);
    const next: Record<string, T | undefined> = {
      ArrowRight: tabs[(at + 1) % tabs.length],
      ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    };
    const tab = next[event.key];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons.current[tab]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="post-languages__tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${tab}`}
          aria-controls={`${idBase}-panel-${tab}`}
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className="post-languages__tab"
          onClick={() => onSelect(tab)}
        >
          {LANGUAGE_NAMES[tab]}
          {after?.(tab)}
        </button>
      ))}
    </div>
  );
}
