// The recovery codes once two-factor is on: shown once, downloaded or copied, and not left
// behind until the person confirms they saved them (a warning before the page is left).
import { useEffect, useId, useState } from 'react';
import { TWO_FACTOR_TEXTS } from './twoFactorTexts.ts';
import { saveFile } from '../common/saveFile.ts';
import { useDialogFocus } from '../common/useDialogFocus.ts';

export const RECOVERY_CODES_FILE = 'bcf-recovery-codes.txt';

function recoveryCodesText(codes: readonly string[]): string {
  return `Build Career Foundation admin: two-factor recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`;
}

/** While the codes are not confirmed saved: a warning before the page is left (links and closing the tab). */
function useLeaveWarning(active: boolean) {
  const [leavingTo, setLeavingTo] = useState<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Before the router sees the click: a link followed only once the person says so.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.dataset.leaveAnyway === 'true' || link.hasAttribute('download')) return;
      event.preventDefault();
      setLeavingTo(link);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
  return { leavingTo, stay: () => setLeavingTo(null) };
}

function LeaveWarning({ link, onStay, onLeave }: { link: HTMLAnchorElement; onStay: () => void; onLeave: () => void }) {
  const dialog = useDialogFocus<HTMLDivElement>(onStay);
  const headingId = useId();
  const textId = useId();
  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal" role="alertdialog" aria-modal="true" aria-labelledby={headingId} aria-describedby={textId} tabIndex={-1}>
        <h2 id={headingId}>{TWO_FACTOR_TEXTS.leaveHeading}</h2>
        <p id={textId}>{TWO_FACTOR_TEXTS.leaveText}</p>
        <button type="button" className="button" onClick={onStay}>
          {TWO_FACTOR_TEXTS.stay}
        </button>{' '}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            onLeave();
            link.dataset.leaveAnyway = 'true';
            link.click();
            delete link.dataset.leaveAnyway;
          }}
        >
          {TWO_FACTOR_TEXTS.leave}
        </button>
      </div>
    </div>
  );
}

/** The recovery codes, shown once: Done stays disabled until the person says they saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const { leavingTo, stay } = useLeaveWarning(!saved);
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{TWO_FACTOR_TEXTS.codesHeading}</h3>
      <p>{TWO_FACTOR_TEXTS.codesIntro}</p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" className="button" onClick={() => saveFile(RECOVERY_CODES_FILE, recoveryCodesText(codes), 'text/plain;charset=utf-8')}>
          {TWO_FACTOR_TEXTS.download}
        </button>{' '}
        <button
          type="button"
          className="button"
          onClick={() => {
            setCopyStatus(null);
            navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopyStatus(TWO_FACTOR_TEXTS.copied),
              () => setCopyStatus(TWO_FACTOR_TEXTS.copyFailed),
            );
          }}
        >
          {TWO_FACTOR_TEXTS.copy}
        </button>{' '}
        <span role="status">{copyStatus}</span>
      </p>
      <p className="field field--checkbox">
        <label>
          <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} /> {TWO_FACTOR_TEXTS.saved}
        </label>
      </p>
      <button type="button" className="button" disabled={!saved} onClick={onDone}>
        {TWO_FACTOR_TEXTS.done}
      </button>
      {leavingTo ? <LeaveWarning link={leavingTo} onStay={stay} onLeave={stay} /> : null}
    </div>
  );
}
