// A post's place in its lifecycle on its edit page: the status line, what the send did,
// and the steps beside the form: Publish and send to subscribers, Schedule (a time in Kigali),
// Cancel schedule, Unpublish. Each step first saves what the form holds as the draft.
import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import type { PostStatus } from '../../../../shared/postLifecycle.ts';
import { useDiscardDraftMutation, useSchedulePostMutation, useUnpublishPostMutation, useUnschedulePostMutation } from '../../../../store/api/postLifecycle.ts';
import { TOAST_MS } from '../../../../shared/constants.ts';
import { asApiError } from '../../../../machines/shared.ts';
import { notify } from '../../../lib/notify.ts';
import type { SubmitAction, usePostEditor } from './postEditorWiring.ts';
import { clearLocalCopy } from './forms/localCopy.ts';
import { draftInput, type PostFormValues } from './forms/postForm.ts';
import { formatKigali, parseKigaliLocal, toKigaliInputValue } from '../../../../shared/kigaliTime.ts';
import { statusLabel } from './overviewTexts.ts';

export const LIFECYCLE_LABELS = {
  submit: 'Submit for review',
  publish: 'Publish',
  publishAndSend: 'Publish and send to subscribers',
  publishNow: 'Publish now',
  schedule: 'Schedule',
  scheduleAt: 'Publish at (Kigali time)',
  sendWhenPublished: 'Send to subscribers when it is published',
  unschedule: 'Cancel schedule',
  unpublish: 'Unpublish',
  discard: 'Discard changes',
} as const;

export const LIFECYCLE_MESSAGES = {
  scheduled: (when: number) => `Scheduled for ${formatKigali(when)}`,
  unscheduled: 'Schedule cancelled: the post is a draft again',
  unpublished: 'Unpublished: the post is a draft again and no longer on the site',
  badTime: 'Enter a date and time',
  pending: (when: number) =>
    `Changes saved on ${formatKigali(when)} are not published yet: visitors see the published version until you update the post.`,
  discarded: 'Changes discarded: the form shows the published version',
  sendSkipped: (when: number) =>
    `Published on ${formatKigali(when)} without the newsletter: nobody was subscribed then. It can still be sent to subscribers.`,
  sendPending: 'It will be e-mailed to subscribers when it is published, as it was approved.',
  sendCancelledOnChange:
    'This post will be e-mailed to subscribers as it was approved. Saving a change cancels that e-mail: someone who may send newsletters can then schedule it again with the send.',
  sendCancelled: (when: number) =>
    `The e-mail to subscribers was cancelled on ${formatKigali(when)}: the post was changed after it was approved. Someone who may send newsletters can schedule it again with the send.`,
  sendCancelledBySave: 'Saved. The e-mail to subscribers was cancelled: the post changed after it was approved.',
} as const;

type Editor = ReturnType<typeof usePostEditor>;

/** Saves the form as the draft (after any autosave under way): the post's id, and when it was changed (what a send asked for next approves). */
async function saveForm(editor: Editor, values: PostFormValues): Promise<{ id: string; seen?: number }> {
  const post = await editor.session.save(draftInput(values));
  return { id: post._id, seen: post.updated_at };
}

const failed = (error: unknown) => void notify('error', asApiError(error).message, { autoClose: TOAST_MS.long });

/**
 * A second button of the form: its submission with another action than the page's main button
 * ("Publish and send to subscribers", "Publish now" for a scheduled post).
 */
export function SubmitAs({ editor, action, label }: { editor: Editor; action: SubmitAction; label: string }) {
  const { submitForm } = useFormikContext<PostFormValues>();
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={!editor.snapshot.hasTag('form')}
      onClick={() => {
        editor.chooseNext(action);
        void submitForm().finally(() => editor.chooseNext(null));
      }}
    >
      {label}
    </button>
  );
}

/** "Publish and send to subscribers": publishing with the send queued in the same step. */
export const PublishAndSend = ({ editor }: { editor: Editor }) => (
  <SubmitAs editor={editor} action="publishAndSend" label={LIFECYCLE_LABELS.publishAndSend} />
);

interface StatusProps {
  status: PostStatus;
  publishAt: number | null;
  sendSkippedAt: number | null;
  /** Scheduled with its approved send. */
  sendPending?: boolean;
  sendCancelledAt?: number | null;
}

/** The post's status, and what its send will do or did (skipped, cancelled). */
export function StatusLine({ status, publishAt, sendSkippedAt, sendPending = false, sendCancelledAt = null }: StatusProps) {
  return (
    <div className="post-status">
      <p>
        Status: <strong>{statusLabel(status, publishAt)}</strong>
      </p>
      {status === 'SCHEDULED' && sendPending ? <p>{LIFECYCLE_MESSAGES.sendPending}</p> : null}
      {sendCancelledAt && !sendPending ? <p role="note">{LIFECYCLE_MESSAGES.sendCancelled(sendCancelledAt)}</p> : null}
      {status === 'PUBLISHED' && sendSkippedAt ? <p role="note">{LIFECYCLE_MESSAGES.sendSkipped(sendSkippedAt)}</p> : null}
    </div>
  );
}

/** A published post's saved changes: said, and "Discard changes". */
export function PendingChangesNote({ postId, savedAt }: { postId: string; savedAt: number }) {
  const [discard, { isLoading }] = useDiscardDraftMutation();
  return (
    <div className="post-status" role="note">
      <p>{LIFECYCLE_MESSAGES.pending(savedAt)}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={isLoading}
        onClick={() =>
          void discard(postId)
            .unwrap()
            .then(() => {
              clearLocalCopy(postId);
              notify('success', LIFECYCLE_MESSAGES.discarded, { autoClose: TOAST_MS.medium });
            }, failed)
        }
      >
        {LIFECYCLE_LABELS.discard}
      </button>
    </div>
  );
}

/**
 * For someone who may not send newsletters editing a post whose send is pending (`cancels`): when
 * their first save cancelled that send (said by a toast, once); null before.
 */
export function useSendCancelledBySave(editor: Editor, cancels: boolean): number | null {
  const [cancelledAt, setCancelledAt] = useState<number | null>(null);
  const session = editor.session;
  useEffect(() => {
    if (!cancels || cancelledAt !== null) return;
    const stop = session.onSaved(() => {
      stop();
      setCancelledAt(Date.now());
      void notify('info', LIFECYCLE_MESSAGES.sendCancelledBySave, { autoClose: TOAST_MS.long });
    });
    return stop;
  }, [cancels, cancelledAt, session]);
  return cancelledAt;
}

interface StepsProps {
  editor: Editor;
  status: PostStatus;
  publishAt: number | null;
  /** May publish this post (and so schedule and unpublish it). */
  mayPublish: boolean;
  maySend: boolean;
  /** A send approved by someone else is kept, and this person may not send: no new time (only Cancel schedule). */
  sendKept?: boolean;
}

/** Schedule / Cancel schedule / Unpublish, as the post's status and the person's role allow. */
export function LifecycleSteps({ editor, status, publishAt, mayPublish, maySend, sendKept = false }: StepsProps) {
  const { values } = useFormikContext<PostFormValues>();
  const [schedule, { isLoading: scheduling }] = useSchedulePostMutation();
  const [unschedule, { isLoading: unscheduling }] = useUnschedulePostMutation();
  const [unpublish, { isLoading: unpublishing }] = useUnpublishPostMutation();
  const [when, setWhen] = useState(() => toKigaliInputValue(publishAt ?? Date.now() + 60 * 60_000));
  const [send, setSend] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!mayPublish) return null;
  const busy = scheduling || unscheduling || unpublishing || !editor.snapshot.hasTag('form');

  async function scheduleIt() {
    const at = parseKigaliLocal(when);
    if (at === null) {
      setProblem(LIFECYCLE_MESSAGES.badTime);
      return;
    }
    setProblem(null);
    try {
      const { id, seen } = await saveForm(editor, values);
      const post = await editor.session.after(() => schedule({ id, at, ...(send ? { sendToSubscribers: true, seen } : {}) }).unwrap());
      notify('success', LIFECYCLE_MESSAGES.scheduled(post.publish_at ?? at), { autoClose: TOAST_MS.medium });
    } catch (error) {
      setProblem(asApiError(error).message);
      failed(error);
    }
  }

  if (status === 'PUBLISHED') {
    return (
      <p className="form-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            void unpublish(editor.session.draftId!)
              .unwrap()
              .then(() => notify('success', LIFECYCLE_MESSAGES.unpublished, { autoClose: TOAST_MS.medium }), failed)
          }
        >
          {LIFECYCLE_LABELS.unpublish}
        </button>
      </p>
    );
  }

  return (
    <fieldset className="schedule">
      <legend>{status === 'SCHEDULED' ? 'Change the schedule' : 'Schedule'}</legend>
      {sendKept ? null : (
        <>
          <label htmlFor="schedule-at">{LIFECYCLE_LABELS.scheduleAt}</label>
          <input
            id="schedule-at"
            type="datetime-local"
            value={when}
            min={toKigaliInputValue(Date.now())}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'schedule-problem' : undefined}
          />
          {maySend ? (
            <label className="checkbox">
              <input type="checkbox" checked={send} onChange={(event) => setSend(event.target.checked)} /> {LIFECYCLE_LABELS.sendWhenPublished}
            </label>
          ) : null}
        </>
      )}
      {problem ? (
        <p id="schedule-problem" className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="form-actions">
        {sendKept ? null : (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void scheduleIt()}>
            {LIFECYCLE_LABELS.schedule}
          </button>
        )}
        {status === 'SCHEDULED' ? (
          <>
            {' '}
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() =>
                void unschedule(editor.session.draftId!)
                  .unwrap()
                  .then(() => notify('success', LIFECYCLE_MESSAGES.unscheduled, { autoClose: TOAST_MS.medium }), failed)
              }
            >
              {LIFECYCLE_LABELS.unschedule}
            </button>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
