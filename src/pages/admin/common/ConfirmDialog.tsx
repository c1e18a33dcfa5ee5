import { useId } from 'react';
import { useDialogFocus } from './useDialogFocus.ts';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  /** What the button that closes it doing nothing says: "Cancel" unless that names the action itself. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be taken back; the keyboard stays inside, Escape cancels. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, onCancel }: Props) {
  const dialog = useDialogFocus<HTMLDivElement>(onCancel, !busy);
  const titleId = useId();
  const textId = useId();
  return (
    <div className="busy-overlay">
      <div
        ref={dialog}
        className="busy-overlay__box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{message}</p>
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>{' '}
        <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
