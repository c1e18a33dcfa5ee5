import type { UploadProgress } from '../../../../store/api/uploads.ts';
import type { PostEditorMode } from '../../../../machines/postEditor.ts';
import type { Failure } from '../../../../machines/adminToasts.ts';
import { BusyOverlay } from '../common/BusyOverlay.tsx';

export const OVERLAY_TEXT = {
  uploading: 'Uploading images, please wait...',
  saving: 'Saving post to database, please wait...',
  updating: 'Updating post, please wait...',
  other: 'Processing, please wait...',
} as const;

interface SnapshotLike {
  hasTag(tag: string): boolean;
  context: { input: { mode: PostEditorMode }; progress: UploadProgress | null; failure: Failure | null };
}

export function overlayText(snapshot: SnapshotLike): string {
  if (snapshot.hasTag('uploading')) return OVERLAY_TEXT.uploading;
  if (snapshot.hasTag('saving')) return snapshot.context.input.mode === 'edit' ? OVERLAY_TEXT.updating : OVERLAY_TEXT.saving;
  return OVERLAY_TEXT.other;
}

/** The overlay while a post flow runs, and what went wrong last beside the form. */
export function PostFlowStatus({ snapshot, onCancel }: { snapshot: SnapshotLike; onCancel: () => void }) {
  const failure = snapshot.context.failure;
  return (
    <>
      <div className="form-status" aria-live="polite">
        {snapshot.hasTag('form') && failure && (
          <p className="form-status__error">
            {failure.message}
            {failure.detail && ` (${failure.detail})`}
          </p>
        )}
      </div>
      {snapshot.hasTag('busy') && (
        <BusyOverlay
          text={overlayText(snapshot)}
          progress={snapshot.hasTag('uploading') ? (snapshot.context.progress ?? { loaded: 0, total: 0 }) : null}
          onCancel={snapshot.hasTag('uploading') ? onCancel : undefined}
        />
      )}
    </>
  );
}
