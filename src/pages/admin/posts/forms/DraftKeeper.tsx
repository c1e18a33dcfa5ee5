// Keeps a post form's work as it is typed: each change is copied into this browser at
// once and saved as the server's draft 2 s after the last one (machines/postAutosave.ts), and at once
// when the page is left or hidden. A copy newer than the server's is offered back on return.
import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useMachine } from '@xstate/react';
import { autosaveFor, autosaveText } from '../../../../../machines/postAutosave.ts';
import { inspect } from '../../../../lib/inspection.ts';
import { saveableDraft, type DraftSession } from './draftSession.ts';
import { clearLocalCopy, copyToOffer, keptValues, writeLocalCopy, type KeptValues, type LocalCopy } from './localCopy.ts';
import { draftInput, type PostFormValues } from './postForm.ts';

export const DRAFT_TEXTS = {
  offer: (when: string) => `Changes from ${when} that were not saved are kept in this browser.`,
  restore: 'Restore them',
  discard: 'Discard them',
} as const;

interface DraftKeeperProps {
  session: DraftSession;
  /** The post's id, or null on the create page (its copy is kept as the new post's). */
  postId: string | null;
  /** When the server's version last changed (0 for a new post). */
  serverUpdatedAt: number;
  /** While the explicit Publish/Update runs, and after it, nothing more is saved as a draft. */
  paused: boolean;
}

export function DraftKeeper({ session, postId, serverUpdatedAt, paused }: DraftKeeperProps) {
  const { values, initialValues, setValues } = useFormikContext<PostFormValues>();
  const [offer, setOffer] = useState<LocalCopy | null>(() => copyToOffer(postId, initialValues, serverUpdatedAt));
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const [snapshot, send] = useMachine(
    // Once the explicit Publish/Update has started, a save still due is dropped: the post went as sent.
    autosaveFor<KeptValues>((kept) => (pausedRef.current ? Promise.resolve() : session.save(draftInput(kept))), saveableDraft),
    { inspect },
  );
  const opened = useRef(values);
  const pending = useRef<KeptValues | null>(null);

  // Every change: copied here at once, sent to the server after the pause.
  useEffect(() => {
    if (values === opened.current || pausedRef.current) return;
    const kept = keptValues(values);
    // A new post's copy is kept as its draft's once the server has made one.
    writeLocalCopy(session.draftId ?? postId, values, session.draftId);
    if (postId === null && session.draftId) clearLocalCopy(null);
    pending.current = kept;
    send({ type: 'CHANGE', values: kept });
  }, [values, postId, session, send]);

  const unsaved = snapshot.hasTag('unsaved');
  useEffect(() => {
    if (!unsaved) pending.current = null;
  }, [unsaved]);

  // Leaving the page (or hiding it on a phone): the pending changes go now.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && !pausedRef.current) send({ type: 'FLUSH' });
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      const left = pending.current;
      if (left && !pausedRef.current && saveableDraft(left)) void session.save(draftInput(left)).catch(() => undefined);
    };
  }, [send, session]);

  const text = paused ? '' : autosaveText(snapshot);
  return (
    <>
      {offer && !paused ? (
        <div className="draft-offer" role="region" aria-label="Unsaved changes">
          <p>{DRAFT_TEXTS.offer(new Date(offer.savedAt).toLocaleString())}</p>
          <p className="form-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                if (offer.postId && !session.draftId) session.draftId = offer.postId;
                void setValues({ ...offer.values, arrayOfImages: values.arrayOfImages });
                setOffer(null);
              }}
            >
              {DRAFT_TEXTS.restore}
            </button>{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                clearLocalCopy(postId);
                setOffer(null);
              }}
            >
              {DRAFT_TEXTS.discard}
            </button>
          </p>
        </div>
      ) : null}
      <p className="autosave-status" role="status" aria-live="polite">
        {text}
      </p>
    </>
  );
}
