// The post form's language tabs (common/LanguageTabList.tsx): English (the post's own text:
// today's form, its `children`), then Ikinyarwanda and Français, each editing the title, content
// and sections of that version. Only the chosen panel is drawn; Formik keeps every tab's values.
// A submit refused for a field of a hidden tab shows that tab.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../../../../shared/postLanguages.ts';
import { LanguageTabList } from '../../common/LanguageTabList.tsx';
import { TextField } from '../../common/fields.tsx';
import { SectionsField } from './SectionsField.tsx';
import { isWritten, translationLabel, type TranslationsValues } from './translationValues.ts';

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
  const { values, errors, submitCount, isValidating } = useFormikContext<{ translations: TranslationsValues }>();
  const base = 'post-language';

  // A refused submit whose first error is in another tab shows that tab (English first), once the
  // submit's own check has answered.
  const handled = useRef(0);
  useLayoutEffect(() => {
    if (submitCount === handled.current || isValidating) return;
    handled.current = submitCount;
    const translations = errors.translations as Partial<Record<TranslationLanguage, unknown>> | undefined;
    const englishErrors = Object.keys(errors).some((name) => name !== 'translations');
    const wrong: Tab | undefined = englishErrors ? 'en' : TRANSLATION_LANGUAGES.find((language) => getIn(translations, language));
    if (wrong && wrong !== selected) setSelected(wrong);
  }, [submitCount, isValidating, errors, selected]);

  return (
    <div className="post-languages">
      <LanguageTabList
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        label={TAB_TEXTS.label}
        idBase={base}
        after={(tab) => (tab !== 'en' && isWritten(values.translations[tab]) ? <span className="visually-hidden"> ({TAB_TEXTS.written})</span> : null)}
      />
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
