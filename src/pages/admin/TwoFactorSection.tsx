// Two-factor sign-in on Your account: turning it on (a QR code and the key, a code from the app,
// then the recovery codes, which must be saved before the setup finishes) and turning it off.
import { Form, Formik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { object, string } from 'yup';
import {
  TWO_FACTOR_STATE_TAG,
  accountSecurityApi,
  useGetTwoFactorStateQuery,
  type TwoFactorSetup,
} from '../../../store/api/accountSecurity.ts';
import type { ApiError } from '../../../store/api/errors.ts';
import { useAppDispatch } from '../../../store/index.ts';
import { FocusFirstError, TextField } from './forms/fields.tsx';
import { isCancelled, usePasswordCheck } from './PasswordCheck.tsx';
import { useDialogFocus } from './useDialogFocus.ts';

export const TWO_FACTOR_TEXTS = {
  heading: 'Two-factor sign-in',
  on: 'Two-factor sign-in is on. Signing in asks for a code from your authenticator app.',
  off: 'Two-factor sign-in is off. Turn it on so that your password alone cannot open your account.',
  required: 'Two-factor sign-in is required for your account. Set it up to use the admin area.',
  turnOn: 'Turn on two-factor',
  turnOff: 'Turn off two-factor',
  scan: 'Scan this QR code with your authenticator app, or enter the key below.',
  qrAlt: 'QR code for your authenticator app',
  keyLabel: 'Key',
  codeLabel: 'Code from your app',
  codeRequired: 'Enter the 6-digit code your app shows',
  codeShape: 'The code is 6 digits',
  confirm: 'Confirm',
  cancel: 'Cancel',
  codesHeading: 'Save your recovery codes',
  codesIntro:
    'Two-factor sign-in is now on. If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are not shown again.',
  download: 'Download (.txt)',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the codes and copy them, or download them.',
  saved: 'I have saved these recovery codes',
  done: 'Done',
  leaveHeading: 'Leave without saving your recovery codes?',
  leaveText: 'They are not shown again. Without them, a lost phone locks you out of your account.',
  stay: 'Stay and save them',
  leave: 'Leave anyway',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password',
  offCodeLabel: 'Code from your app, or a recovery code',
  offCodeRequired: 'Enter a code',
  turnedOff: 'Two-factor sign-in is off.',
} as const;

/** The key as authenticator apps take it, in groups of four for reading and typing. */
export function groupedKey(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The server's SVG as an image (never as markup in the page: an <img> runs no script). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const RECOVERY_CODES_FILE = 'bcf-recovery-codes.txt';

function recoveryCodesText(codes: readonly string[]): string {
  return `Build Career Foundation admin: two-factor recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`;
}

function downloadCodes(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const message = (error: unknown) => (error as Partial<ApiError> | undefined)?.message ?? 'Something went wrong. Try again.';

const codeSchema = object({
  code: string()
    .required(TWO_FACTOR_TEXTS.codeRequired)
    .test('six-digits', TWO_FACTOR_TEXTS.codeShape, (value) => /^\d{6}$/.test((value ?? '').replace(/\s/g, ''))),
});
const offSchema = object({
  password: string().required(TWO_FACTOR_TEXTS.passwordRequired),
  code: string().trim().required(TWO_FACTOR_TEXTS.offCodeRequired),
});

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
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
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
        <button type="button" className="button" onClick={() => downloadCodes(codes)}>
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

/** Scanning the QR code (or typing the key), then a code from the app to show it works. */
function SetupStep({
  setup,
  withPasswordCheck,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  withPasswordCheck: ReturnType<typeof usePasswordCheck>['withPasswordCheck'];
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const keyId = useId();
  return (
    <div>
      <p>{TWO_FACTOR_TEXTS.scan}</p>
      <img className="two-factor__qr" src={qrImageSource(setup.qrSvg)} alt={TWO_FACTOR_TEXTS.qrAlt} width={200} height={200} />
      <p>
        <span id={keyId}>{TWO_FACTOR_TEXTS.keyLabel}: </span>
        <code aria-labelledby={keyId} data-testid="two-factor-key">
          {groupedKey(setup.secret)}
        </code>
      </p>
      <Formik
        initialValues={{ code: '' }}
        validationSchema={codeSchema}
        onSubmit={async (values) => {
          setError(null);
          const code = values.code.replace(/\s/g, '');
          try {
            onConfirmed(
              await withPasswordCheck(() => dispatch(accountSecurityApi.endpoints.confirmTwoFactorSetup.initiate(code)).unwrap()),
            );
          } catch (thrown) {
            if (!isCancelled(thrown)) setError(message(thrown));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FocusFirstError />
            <TextField name="code" label={TWO_FACTOR_TEXTS.codeLabel} autoComplete="one-time-code" required />
            <p role="alert">{error}</p>
            <SubmitOrCancel submit={TWO_FACTOR_TEXTS.confirm} busy={isSubmitting} onCancel={onCancel} />
          </Form>
        )}
      </Formik>
    </div>
  );
}

/** A form's submit button and its Cancel. */
function SubmitOrCancel({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>{' '}
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {TWO_FACTOR_TEXTS.cancel}
      </button>
    </>
  );
}

/** Turning two-factor off: the password and a code (from the app, or a recovery code). */
function TurnOff({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ password: '', code: '' }}
      validationSchema={offSchema}
      onSubmit={async (values) => {
        setError(null);
        try {
          await dispatch(
            accountSecurityApi.endpoints.disableTwoFactor.initiate({ password: values.password, code: values.code.trim() }),
          ).unwrap();
          onDone();
        } catch (thrown) {
          setError(message(thrown));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={TWO_FACTOR_TEXTS.turnOff}>
          <FocusFirstError />
          <TextField name="password" label={TWO_FACTOR_TEXTS.passwordLabel} type="password" autoComplete="current-password" required />
          <TextField name="code" label={TWO_FACTOR_TEXTS.offCodeLabel} autoComplete="one-time-code" required />
          <p role="alert">{error}</p>
          <SubmitOrCancel submit={TWO_FACTOR_TEXTS.turnOff} busy={isSubmitting} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}

type Phase = { step: 'idle' } | { step: 'setup'; setup: TwoFactorSetup } | { step: 'codes'; codes: string[] } | { step: 'turningOff' };

/** The section of Your account. */
export function TwoFactorSection() {
  const dispatch = useAppDispatch();
  const state = useGetTwoFactorStateQuery();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { withPasswordCheck, dialog } = usePasswordCheck();
  const refresh = () => dispatch(accountSecurityApi.util.invalidateTags([TWO_FACTOR_STATE_TAG]));

  const turnOn = async () => {
    setError(null);
    setStatus(null);
    setStarting(true);
    try {
      const setup = await withPasswordCheck(() => dispatch(accountSecurityApi.endpoints.startTwoFactorSetup.initiate()).unwrap());
      setPhase({ step: 'setup', setup });
    } catch (thrown) {
      if (!isCancelled(thrown)) setError(message(thrown));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (phase.step === 'codes') {
    body = (
      <RecoveryCodes
        codes={phase.codes}
        onDone={() => {
          setPhase({ step: 'idle' });
          refresh();
        }}
      />
    );
  } else if (phase.step === 'setup') {
    body = (
      <SetupStep
        setup={phase.setup}
        withPasswordCheck={withPasswordCheck}
        onConfirmed={(codes) => setPhase({ step: 'codes', codes })}
        onCancel={() => setPhase({ step: 'idle' })}
      />
    );
  } else if (state.isError) {
    body = (
      <p role="alert">
        Failed to fetch your two-factor settings.{' '}
        <button type="button" className="button" onClick={() => void state.refetch()}>
          Refresh
        </button>
      </p>
    );
  } else if (!state.data) {
    body = <p>Loading two-factor settings...</p>;
  } else if (state.data.twoFactorEnabled) {
    body =
      phase.step === 'turningOff' ? (
        <TurnOff
          onDone={() => {
            setPhase({ step: 'idle' });
            setStatus(TWO_FACTOR_TEXTS.turnedOff);
          }}
          onCancel={() => setPhase({ step: 'idle' })}
        />
      ) : (
        <>
          <p>{TWO_FACTOR_TEXTS.on}</p>
          <button type="button" className="button" onClick={() => setPhase({ step: 'turningOff' })}>
            {TWO_FACTOR_TEXTS.turnOff}
          </button>
        </>
      );
  } else {
    body = (
      <>
        <p>{state.data.mustSetUpTwoFactor ? TWO_FACTOR_TEXTS.required : TWO_FACTOR_TEXTS.off}</p>
        <button type="button" className="button" disabled={starting} onClick={() => void turnOn()}>
          {TWO_FACTOR_TEXTS.turnOn}
        </button>
      </>
    );
  }

  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{TWO_FACTOR_TEXTS.heading}</h2>
      {body}
      <p role="status">{status}</p>
      {error ? <p role="alert">{error}</p> : null}
      {dialog}
    </section>
  );
}
