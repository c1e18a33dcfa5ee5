import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { formatKigaliWithSeconds } from '../../../../shared/kigaliTime.ts';
import { revisionDiff } from '../../../../shared/revisionDiff.ts';
import { useGetPostRevisionsQuery, useRestoreRevisionMutation, type PostRevisionItem } from '../../../../store/api/postRevisions.ts';

export const HISTORY_TEXTS = {
  heading: 'History',
  empty: 'No revisions yet.',
  restored: 'Revision restored as the current draft',
  first: 'The oldest revision kept.',
  unchanged: 'No changes.',
} as const;

const KINDS: Record<PostRevisionItem['kind'], string> = {
  PUBLISH: 'Published',
  SCHEDULED: 'Published at its scheduled time',
  AUTOSAVE: 'Autosaved',
  RESTORE: 'Restored',
};

const who = (revision: PostRevisionItem) => revision.author ?? (revision.kind === 'SCHEDULED' ? 'the scheduler' : 'a former staff member');

/**
 * A post's History: its revisions newest first, who and when, what changed from the
 * revision before, and "Restore" (when the viewer may edit the post's draft), which makes that
 * revision the current draft.
 */
export function PostHistory({ postId, canRestore }: { postId: string; canRestore: boolean }) {
  const { data: revisions, isLoading, error } = useGetPostRevisionsQuery(postId);
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const onRestore = async (revision: PostRevisionItem) => {
    setProblem(null);
    const result = await restore({ id: revision.id, postId });
    if (result.error) setProblem((result.error as { message?: string }).message ?? 'The revision could not be restored.');
    else void notify('success', HISTORY_TEXTS.restored);
  };

  let body;
  if (isLoading) body = <p role="status">Loading history...</p>;
  else if (error) body = <p role="alert">Error: {(error as { message?: string }).message ?? 'unknown error'}</p>;
  else if (!revisions || revisions.length === 0) body = <p>{HISTORY_TEXTS.empty}</p>;
  else {
    body = (
      <ol className="post-history__list">
        {revisions.map((revision, index) => {
          const before = revisions[index + 1];
          const when = formatKigaliWithSeconds(revision.date);
          const lines = before ? revisionDiff(before, revision) : [];
          return (
            <li key={revision.id} className="post-history__entry">
              <p>
                <strong>{KINDS[revision.kind]}</strong> by {who(revision)}, <time dateTime={new Date(revision.date).toISOString()}>{when}</time>
              </p>
              {before ? (
                lines.length > 0 ? (
                  <ul aria-label={`Changes of ${when}`}>
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{HISTORY_TEXTS.unchanged}</p>
                )
              ) : (
                <p>{HISTORY_TEXTS.first}</p>
              )}
              {canRestore ? (
                <button
                  type="button"
                  className="button"
                  disabled={restoring}
                  aria-label={`Restore the revision of ${when}`}
                  onClick={() => void onRestore(revision)}
                >
                  Restore
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className="post-history" aria-labelledby={`post-history-${postId}`}>
      <h2 id={`post-history-${postId}`}>{HISTORY_TEXTS.heading}</h2>
      {problem ? <p role="alert">{problem}</p> : null}
      {body}
    </section>
  );
}
