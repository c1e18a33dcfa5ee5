import type { SectionName } from '../../../../shared/siteContent/schema.ts';
import { siteContentAdminApi } from '../../../../store/api/siteContentAdmin.ts';
import { formatKigali } from '../../../../shared/kigaliTime.ts';

export const SITE_REVISION_TEXTS = {
  heading: 'History',
  none: 'Nothing published from this form yet.',
  loading: 'Loading the history…',
  failed: 'The history could not be loaded.',
  restore: 'Restore',
  restoreLabel: (when: string) => `Restore the version published ${when} as the draft`,
  published: (when: string, who: string) => `Published ${when} by ${who}`,
  someone: 'someone no longer on the staff',
  oldest: 'The oldest version kept.',
} as const;

/** Every publish of a section, newest first, with what it changed; "Restore" makes one the draft. */
export function SiteRevisions({ section, disabled, onRestore }: { section: SectionName; disabled: boolean; onRestore: (id: string) => void }) {
  const { data, isLoading, isError } = siteContentAdminApi.useSiteRevisionsQuery(section);
  return (
    <section aria-labelledby="site-history-heading" className="content-history">
      <h2 id="site-history-heading">{SITE_REVISION_TEXTS.heading}</h2>
      {isLoading && <p role="status">{SITE_REVISION_TEXTS.loading}</p>}
      {isError && <p role="alert">{SITE_REVISION_TEXTS.failed}</p>}
      {data?.length === 0 && <p>{SITE_REVISION_TEXTS.none}</p>}
      {data && data.length > 0 && (
        <ol className="content-history__list">
          {data.map((revision) => {
            const when = formatKigali(revision.date);
            return (
              <li key={revision.id}>
                <p>{SITE_REVISION_TEXTS.published(when, revision.author ?? SITE_REVISION_TEXTS.someone)}</p>
                {revision.changes.length > 0 ? (
                  <ul>
                    {revision.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="field__hint">{SITE_REVISION_TEXTS.oldest}</p>
                )}
                <button type="button" className="button button--ghost" disabled={disabled} aria-label={SITE_REVISION_TEXTS.restoreLabel(when)} onClick={() => onRestore(revision.id)}>
                  {SITE_REVISION_TEXTS.restore}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
