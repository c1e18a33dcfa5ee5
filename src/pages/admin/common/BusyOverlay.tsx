import { useId } from 'react';
import type { UploadProgress } from '../../../../store/api/uploads.ts';
import { useDialogFocus } from './useDialogFocus.ts';

interface Props {
  text: string;
  /** Shown as a progress bar while files are being sent. */
  progress?: UploadProgress | null;
  onCancel?: () => void;
}

/**
 * Covers the page while a flow runs: its text names the dialog and sits in a live region, so it
 * is read out when it appears and when it changes; the keyboard stays inside (Escape cancels
 * when cancelling is possible).
 */
export function BusyOverlay({ text, progress, onCancel }: Props) {
  const dialog = useDialogFocus<HTMLDivElement>(onCancel);
  const textId = useId();
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;

  return (
    <div className="busy-overlay">
      <div ref={dialog} className="busy-overlay__box" role="dialog" aria-modal="true" aria-labelledby={textId} tabIndex={-1}>
        <span className="spinner" aria-hidden="true" />
        <p id={textId} role="status">
          {text}
        </p>
        {progress &&
          (percent === null ? (
            <progress aria-label="Upload progress" />
          ) : (
            <>
              <progress max={progress.total} value={progress.loaded} aria-label="Upload progress" />
              <p className="busy-overlay__bytes">{percent}% sent</p>
            </>
          ))}
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
