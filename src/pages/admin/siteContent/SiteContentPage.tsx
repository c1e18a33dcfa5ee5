// Site content: the foundation's own words on the public pages, one page per section (Team, FAQ,
// Impact, Who we are, Donate, Contact, Home page), each a form in three languages with its draft,
// preview, publishing and history. The editor's steps are machines/siteContentEditor.ts's.
import { useMachine } from '@xstate/react';
import { Form, setIn, type FormikErrors } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { useMemo, useRef, useState } from 'react';
import { NavLink, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage, localizedPath, type Language } from '../../../../shared/i18n/languages.ts';
import { ROUTES, pathTo } from '../../../../shared/routes.ts';
import { SECTIONS, SECTION_NAMES, isSectionName, type ContentRecord, type SectionName } from '../../../../shared/siteContent/schema.ts';
import { checkSection, localizeSection, missingCounts } from '../../../../shared/siteContent/values.ts';
import { SECTION_PAGES } from '../../../../shared/siteContent/pages.ts';
import { siteContentEditorMachine, type SectionStep } from '../../../../machines/siteContentEditor.ts';
import { siteContentAdminApi } from '../../../../store/api/siteContentAdmin.ts';
import { useAppDispatch, useAppStore } from '../../../../store/index.ts';
import { inspect } from '../../../lib/inspection.ts';
import { siteContentReads } from '../../../lib/siteContent.tsx';
import { LanguageTabList } from '../common/LanguageTabList.tsx';
import { FieldsOf } from './ContentFields.tsx';
import { SiteRevisions } from './SiteRevisions.tsx';
import { formatKigali } from '../../../../shared/kigaliTime.ts';

export const SITE_CONTENT_TEXTS = {
  heading: 'Site content',
  lead: 'What the foundation says about itself on the public pages. Each section keeps a draft until you publish it; visitors see only what is published.',
  sections: 'Sections',
  languages: 'Content language',
  missing: (language: string, count: number) => `${language}: ${count} missing`,
  saveDraft: 'Save draft',
  preview: 'Preview',
  publish: 'Publish',
  discard: 'Discard draft',
  reload: 'Reload',
  loading: 'Loading…',
  hasDraft: (who: string, when: string) => `Draft saved by ${who} on ${when}. Visitors see the published version until you publish.`,
  noDraft: 'No draft: the form shows what visitors see.',
  someone: 'someone',
  fix: 'Some fields need a change before this can be saved.',
} as const;

/** English first (it is required), then the others. */
const TAB_ORDER: Language[] = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];

function errorsOf(section: SectionName, values: ContentRecord): FormikErrors<ContentRecord> {
  let errors: FormikErrors<ContentRecord> = {};
  for (const problem of checkSection(section, values).problems) errors = setIn(errors, problem.path, problem.message) as FormikErrors<ContentRecord>;
  return errors;
}

function SectionEditor({ section }: { section: SectionName }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const step = useRef<SectionStep>('save');
  const languageRef = useRef(language);
  languageRef.current = language;
  const machine = useMemo(
    () =>
      siteContentEditorMachine.provide({
        actors: {
          load: fromPromise(({ input }) => dispatch(siteContentAdminApi.endpoints.siteSection.initiate(input.section, { forceRefetch: true, subscribe: false })).unwrap()),
          save: fromPromise(({ input }) => dispatch(siteContentAdminApi.endpoints.saveSiteDraft.initiate(input)).unwrap()),
          publish: fromPromise(({ input }) => dispatch(siteContentAdminApi.endpoints.publishSiteSection.initiate(input)).unwrap()),
          discard: fromPromise(({ input }) => dispatch(siteContentAdminApi.endpoints.discardSiteDraft.initiate(input)).unwrap()),
          restore: fromPromise(({ input }) => dispatch(siteContentAdminApi.endpoints.restoreSiteRevision.initiate(input)).unwrap()),
        },
        actions: {
          // The draft just saved, as a reader of the chosen tab's language reads it, on its page in this tab.
          openPreview: ({ context }, { section: previewed }) => {
            const language = languageRef.current;
            siteContentReads(store).set(`preview ${previewed} ${language}`, { value: localizeSection(previewed, context.values, language) });
            navigate(`${localizedPath(language, ROUTES[SECTION_PAGES[previewed]].path)}?preview=${previewed}`);
          },
          contentPublished: () => {
            siteContentReads(store).clear();
            dispatch(siteContentAdminApi.util.invalidateTags([{ type: 'SiteContent', id: section }]));
          },
        },
      }),
    [dispatch, navigate, section, store],
  );
  const [state, send] = useMachine(machine, { input: { section }, inspect });
  const { view, values, failure, notice } = state.context;
  const busy = !state.matches('editing');

  if (state.matches('loading') && !view) return <p role="status">{SITE_CONTENT_TEXTS.loading}</p>;
  if (state.matches('loadFailed') || !view || !values) {
    return (
      <div role="alert">
        <p>{failure?.message}</p>
        <button type="button" className="button" onClick={() => send({ type: 'RELOAD' })}>
          {SITE_CONTENT_TEXTS.reload}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="field__hint">
        {view.draft ? SITE_CONTENT_TEXTS.hasDraft(view.changedBy ?? SITE_CONTENT_TEXTS.someone, formatKigali(view.changedAt)) : SITE_CONTENT_TEXTS.noDraft}
      </p>
      <CheckedFormik<ContentRecord>
        key={view.version}
        initialValues={values}
        validate={(candidate) => errorsOf(section, candidate)}
        onSubmit={(submitted) => {
          send({ type: 'EDIT', values: submitted });
          send({ type: step.current === 'preview' ? 'PREVIEW' : step.current === 'publish' ? 'PUBLISH' : 'SAVE' });
        }}
      >
        {({ values: current, submitForm, submitCount, isValid }) => {
          const submit = (chosen: SectionStep) => {
            step.current = chosen;
            // A field to change in another language's tab: that tab is shown.
            const first = checkSection(section, current).problems[0]?.path.split('.').at(-1);
            if (first !== undefined) setLanguage(isLanguage(first) ? first : DEFAULT_LANGUAGE);
            void submitForm();
          };
          const missing = missingCounts(section, current);
          return (
            <Form noValidate aria-label={`${SECTIONS[section].title} content`}>
              <ul className="content-missing" aria-label="Missing translations">
                {LANGUAGES.filter((one) => one !== DEFAULT_LANGUAGE).map((one) => (
                  <li key={one}>{SITE_CONTENT_TEXTS.missing(LANGUAGE_NAMES[one], missing[one])}</li>
                ))}
              </ul>
              <LanguageTabList tabs={TAB_ORDER} selected={language} onSelect={setLanguage} label={SITE_CONTENT_TEXTS.languages} idBase="content" />
              <div role="tabpanel" id={`content-panel-${language}`} aria-labelledby={`content-tab-${language}`} className="post-languages__panel">
                <FieldsOf fields={SECTIONS[section].fields} prefix="" language={language} />
              </div>
              {submitCount > 0 && !isValid && (
                <p className="field__error" role="alert">
                  {SITE_CONTENT_TEXTS.fix}
                </p>
              )}
              {failure && (
                <div role="alert" className="field__error">
                  <p>{failure.message}</p>
                  {failure.conflict && (
                    <button type="button" className="button" onClick={() => send({ type: 'RELOAD' })}>
                      {SITE_CONTENT_TEXTS.reload}
                    </button>
                  )}
                </div>
              )}
              <p role="status">{notice}</p>
              <p className="form-actions">
                <button type="button" className="button" disabled={busy} onClick={() => submit('save')}>
                  {SITE_CONTENT_TEXTS.saveDraft}
                </button>{' '}
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => submit('preview')}>
                  {SITE_CONTENT_TEXTS.preview}
                </button>{' '}
                <button type="button" className="button" disabled={busy} onClick={() => submit('publish')}>
                  {SITE_CONTENT_TEXTS.publish}
                </button>{' '}
                {view.draft && (
                  <button type="button" className="button button--danger" disabled={busy} onClick={() => send({ type: 'DISCARD' })}>
                    {SITE_CONTENT_TEXTS.discard}
                  </button>
                )}
              </p>
            </Form>
          );
        }}
      </CheckedFormik>
      <SiteRevisions section={section} disabled={busy} onRestore={(id) => send({ type: 'RESTORE', id })} />
    </>
  );
}

export function SiteContentPage() {
  const { section } = useParams();
  const chosen = isSectionName(section) ? section : null;
  return (
    <section aria-labelledby="site-content-heading">
      <h1 id="site-content-heading">{chosen ? `${SITE_CONTENT_TEXTS.heading}: ${SECTIONS[chosen].title}` : SITE_CONTENT_TEXTS.heading}</h1>
      {!chosen && <p>{SITE_CONTENT_TEXTS.lead}</p>}
      <nav aria-label={SITE_CONTENT_TEXTS.sections}>
        <ul className="content-sections">
          {SECTION_NAMES.map((name) => (
            <li key={name}>
              <NavLink to={pathTo('adminSiteContentSection', { section: name })}>{SECTIONS[name].title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {chosen && <SectionEditor key={chosen} section={chosen} />}
    </section>
  );
}
