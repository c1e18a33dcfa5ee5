import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { object, string } from 'yup';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../../../shared/staff.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { useMe, type Me } from '../../../../store/api/me.ts';
import { TwoFactorPolicy } from './TwoFactorPolicy.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetMySessionsQuery } from '../../../../store/api/sessions.ts';
import { useUpdateStaffMemberMutation } from '../../../../store/api/staffAccounts.ts';
import { notify } from '../../../lib/notify.ts';
import { TextField } from '../common/fields.tsx';

export const nameSchema = object({
  firstName: string().trim().required(STAFF_MESSAGES.firstNameRequired).max(STAFF_LIMITS.nameMax, STAFF_MESSAGES.nameTooLong),
  secondName: string().trim().required(STAFF_MESSAGES.secondNameRequired).max(STAFF_LIMITS.nameMax, STAFF_MESSAGES.nameTooLong),
});

/** "Your name": the first and second names others see, changed through update_user on one's own id. */
function YourName({ me }: { me: Me }) {
  const [updateStaffMember] = useUpdateStaffMemberMutation();
  return (
    <CheckedFormik
      initialValues={{ firstName: me.firstName ?? '', secondName: me.secondName ?? '' }}
      enableReinitialize
      validationSchema={nameSchema}
      onSubmit={async (values, helpers) => {
        const answer = await updateStaffMember({ id: me._id, input: { firstName: values.firstName.trim(), secondName: values.secondName.trim() } });
        if ('error' in answer) helpers.setStatus((answer.error as ApiError).message);
        else {
          helpers.setStatus(null);
          void notify('success', 'Your name is saved.');
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-labelledby="name-heading">
          <h2 id="name-heading">Your name</h2>
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
          <TextField name="secondName" label="Second name" autoComplete="family-name" required />
          {status ? <p role="alert">{status}</p> : null}
          <button type="submit" className="button" disabled={isSubmitting}>
            Save
          </button>
        </Form>
      )}
    </CheckedFormik>
  );
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Linux" for a User-Agent header a person would recognise; the header itself otherwise. */
export function browserName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent || 'Unknown browser');
}

const when = (at: number) => new Date(at).toLocaleString();

/** Your account: the sessions you are signed in with, each of which you can end. */
export function AccountPage() {
  const me = useMe();
  const sessions = useGetMySessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const busy = ending.isLoading || endingOthers.isLoading;
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <section className="admin-page" aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      {me ? <YourName me={me} /> : null}
      <ChangePasswordForm />
      <TwoFactorSection />
      <TwoFactorPolicy />
      <h2 id="sessions-heading">Your sessions</h2>
      <p>Each sign-in is a session. Ending one signs that browser out at its next request.</p>
      {sessions.isError ? (
        <p role="alert">
          Failed to fetch your sessions.{' '}
          <button type="button" className="button" onClick={() => void sessions.refetch()}>
            Refresh
          </button>
        </p>
      ) : sessions.isLoading ? (
        <p>Loading sessions...</p>
      ) : (
        <>
          <table aria-labelledby="sessions-heading">
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(sessions.data ?? []).map((session) => (
                <tr key={session.id}>
                  <th scope="row" title={session.userAgent}>
                    {browserName(session.userAgent)}
                  </th>
                  <td>{session.ip || 'Unknown'}</td>
                  <td>{when(session.createdAt)}</td>
                  <td>{when(session.lastSeenAt)}</td>
                  <td>
                    {session.current ? (
                      'This session'
                    ) : (
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        aria-label={`End the session of ${browserName(session.userAgent)} signed in ${when(session.createdAt)}`}
                        onClick={() => void endSession(session.id)}
                      >
                        End
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {others.length > 0 ? (
            <p>
              <button type="button" className="button" disabled={busy} onClick={() => void endOthers()}>
                End all others
              </button>
            </p>
          ) : null}
          {ending.isError || endingOthers.isError ? <p role="alert">The session could not be ended. Try again.</p> : null}
        </>
      )}
    </section>
  );
}
