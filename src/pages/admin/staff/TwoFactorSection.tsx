// Two-factor sign-in on Your account: turning it on (a QR code and the key, a code from the app,
// then the recovery codes, which must be saved before the setup finishes) and turning it off.
import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { useId, useState } from 'react';
import { object, string } from 'yup';
import {
  TWO_FACTOR_STATE_TAG,
  accountSecurityApi,
  useGetTwoFactorStateQuery,
  type TwoFactorSetup,
} from '../../../../store/api/accountSecurity.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { useAppDispatch } from '../../../../store/index.ts';
import { FocusFirstError, TextField } from '../common/fields.tsx';
import { isCancelled, usePasswordCheck } from '../common/PasswordCheck.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TWO_FACTOR_TEXTS, groupedKey, qrImageSource } from './twoFactorTexts.ts';

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
      <CheckedFormik
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
      </CheckedFormik>
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
    <CheckedFormik
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
    </CheckedFormik>
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
