// The post form's language tabs: English (the post's own text: today's form, its
// `children`), then Ikinyarwanda and Français, each editing the title, content and sections of
// that version. A tab list as the ARIA pattern has it: one tab in the tab order, the arrow keys,
// Home and End move between tabs (and show them). Only the chosen panel is drawn; Formik keeps
// every tab's values. A submit refused for a field of a hidden tab shows that tab.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { LANGUAGE_NAMES } from '../../../../../shared/i18n/languages.ts';
import type { TranslationLanguage } from '../../../../../shared/postLanguages.ts';
import { TextField } from '../../common/fields.tsx';
import { SectionsField } from './SectionsField.tsx';
import { TRANSLATION_LANGUAGES, isWritten, translationLabel, type TranslationsValues } from './translationValues.ts';

type Tab = 'en' | TranslationLanguage;
const TABS: readonly Tab[] = ['en', ...TRANSLATION_LANGUAGES];

export const TAB_TEXTS = {
  label: 'Post language',
  hint: (language: string) =>
    `The ${language} version of the title, main content and sections. Leave it empty if there is none: readers in ${language} then get the English text, marked as English.`,
  written: 'written',
} as const;

export function PostLanguageTabs({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<Tab>('en');
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const { values, errors, submitCount } = useFormikContext<{ translations: TranslationsValues }>();
  const base = 'post-language';

  // A refused submit whose first error is in another tab shows that tab (English first).
  const handled = useRef(0);
  useLayoutEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    const translations = errors.translations as Partial<Record<TranslationLanguage, unknown>> | undefined;
    const englishErrors = Object.keys(errors).some((name) => name !== 'translations');
    const wrong: Tab | undefined = englishErrors ? 'en' : TRANSLATION_LANGUAGES.find((language) => getIn(translations, language));
    if (wrong && wrong !== selected) setSelected(wrong);
  }, [submitCount, errors, selected]);

  const choose = (tab: Tab) => {
    setSelected(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(selected);
    const next: Record<string, Tab | undefined> = {
      ArrowRight: TABS[(at + 1) % TABS.length],
      ArrowLeft: TABS[(at - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    };
    const tab = next[event.key];
    if (!tab) return;
    event.preventDefault();
    choose(tab);
  };

  return (
    <div className="post-languages">
      <div role="tablist" aria-label={TAB_TEXTS.label} className="post-languages__tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-controls={`${base}-panel-${tab}`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className="post-languages__tab"
            onClick={() => setSelected(tab)}
          >
            {LANGUAGE_NAMES[tab]}
            {tab !== 'en' && isWritten(values.translations[tab]) ? <span className="visually-hidden"> ({TAB_TEXTS.written})</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${selected}`} aria-labelledby={`${base}-tab-${selected}`} className="post-languages__panel">
        {selected === 'en' ? children : <VersionFields key={selected} language={selected} />}
      </div>
    </div>
  );
}

/** One version's fields: named under `translations.<language>`, checked as the English ones. */
function VersionFields({ language }: { language: TranslationLanguage }) {
  const name = `translations.${language}`;
  return (
    <>
      <p className="field__hint">{TAB_TEXTS.hint(translationLabel(language))}</p>
      <TextField name={`${name}.title`} label="Title" />
      <TextField name={`${name}.content`} label="Main content" multiline />
      <SectionsField name={`${name}.contentSections`} minimum={0} />
    </>
  );
}
