// The Owner's setting on Your account: who must sign in with two-factor.
import { useId, useState } from 'react';
import { can } from '../../../../shared/roles.ts';
import {
  TWO_FACTOR_REQUIREMENTS,
  TWO_FACTOR_REQUIREMENT_LABELS,
  isTwoFactorRequirement,
  type TwoFactorRequirement,
} from '../../../../shared/twoFactor.ts';
import { useGetTwoFactorRequirementQuery, useSetTwoFactorRequirementMutation } from '../../../../store/api/accountSecurity.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { useMe } from '../../../../store/api/me.ts';

export const POLICY_TEXTS = {
  heading: 'Require two-factor sign-in',
  intro:
    'People who must use two-factor and have not set it up are taken to its setup after their password, and can do nothing else until it is done. It applies to you too.',
  label: 'Require two-factor sign-in for',
  save: 'Save requirement',
  saved: 'Saved.',
} as const;

function PolicyForm({ current }: { current: TwoFactorRequirement }) {
  const [choice, setChoice] = useState<TwoFactorRequirement>(current);
  const [save, saving] = useSetTwoFactorRequirementMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setStatus(null);
        setError(null);
        save(choice)
          .unwrap()
          .then(
            () => setStatus(POLICY_TEXTS.saved),
            (thrown: Partial<ApiError>) => setError(thrown.message ?? 'The setting could not be saved. Try again.'),
          );
      }}
    >
      <div className="field">
        <label htmlFor={selectId}>{POLICY_TEXTS.label}</label>
        <select
          id={selectId}
          value={choice}
          onChange={(event) => {
            if (isTwoFactorRequirement(event.target.value)) setChoice(event.target.value);
          }}
        >
          {TWO_FACTOR_REQUIREMENTS.map((value) => (
            <option key={value} value={value}>
              {TWO_FACTOR_REQUIREMENT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={saving.isLoading}>
        {POLICY_TEXTS.save}
      </button>{' '}
      <span role="status">{status}</span>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

function PolicySection() {
  const requirement = useGetTwoFactorRequirementQuery();
  return (
    <section aria-labelledby="two-factor-policy-heading">
      <h2 id="two-factor-policy-heading">{POLICY_TEXTS.heading}</h2>
      <p>{POLICY_TEXTS.intro}</p>
      {requirement.data ? (
        <PolicyForm current={requirement.data} />
      ) : requirement.isError ? (
        <p role="alert">Failed to fetch the setting.</p>
      ) : (
        <p>Loading...</p>
      )}
    </section>
  );
}

/** Shown to the Owner only (shared/roles.ts: security.policy), once the server has said who is signed in. */
export function TwoFactorPolicy() {
  const me = useMe();
  if (!me || !can(me.role, 'security.policy')) return null;
  return <PolicySection />;
}
