import { skipToken } from '@reduxjs/toolkit/query/react';
import { Form } from 'formik';
import { CheckedFormik } from '../../../lib/formChecks.tsx';
import { useId, useState } from 'react';
import { mixed, object, string } from 'yup';
import { can, invitableRoles, manageableRoles, type Role } from '../../../../shared/roles.ts';
import { LIMITS, MESSAGES, isValidEmail, normaliseEmail } from '../../../../shared/rules.ts';
import { ROLE_LABELS } from '../../../../shared/staff.ts';
import { notify } from '../../../lib/notify.ts';
import { useGetEmailSettingsQuery } from '../../../../store/api/newsletter.ts';
import { useMe, type Me } from '../../../../store/api/me.ts';
import {
  useCancelInvitationMutation,
  useEndStaffSessionsMutation,
  useGetInvitationsQuery,
  useGetStaffQuery,
  useInviteStaffMutation,
  useRemoveStaffMemberMutation,
  useResendInvitationMutation,
  useTransferOwnershipMutation,
  useUpdateStaffMemberMutation,
  type InvitationItem,
  type StaffItem,
} from '../../../../store/api/staffAccounts.ts';
import type { ApiError } from '../../../../store/api/errors.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { FocusFirstError, SelectField, TextField } from '../common/fields.tsx';
import { bounceNote } from '../common/bounces.ts';
import { isCancelled, usePasswordCheck } from '../common/PasswordCheck.tsx';

export const STAFF_TEXTS = {
  nothingYet: 'Nothing to show on Users Page... yet!',
  roleRequired: 'A role is required',
  mailOff:
    'Invitations are sent by e-mail, which is not set up yet. Set SMTP_URL (your mail server) and PUBLIC_URL (the site’s address) and restart the server: see “E-mail” in the README.',
} as const;

const errorText = (error: unknown) => (error as ApiError | undefined)?.message ?? 'Something went wrong. Try again.';
const nameOf = (user: { firstName: string | null; secondName: string | null; email: string }) =>
  [user.firstName, user.secondName].filter(Boolean).join(' ') || user.email;
const when = (at: number | null) => (at === null ? 'Never' : new Date(at).toLocaleString());

export const inviteSchema = (roles: readonly Role[]) =>
  object({
    email: string()
      .trim()
      .required(MESSAGES.emailRequired)
      .max(LIMITS.emailMax, MESSAGES.emailInvalid)
      .test('email', MESSAGES.emailInvalid, (value) => isValidEmail(normaliseEmail(value ?? ''))),
    role: mixed<Role>().oneOf([...roles], STAFF_TEXTS.roleRequired).required(STAFF_TEXTS.roleRequired),
  });

/** "Invite someone": an address and a role the inviter may give. */
function InviteForm({ roles, onDone }: { roles: readonly Role[]; onDone: () => void }) {
  const [invite] = useInviteStaffMutation();
  return (
    <CheckedFormik
      initialValues={{ email: '', role: '' }}
      validationSchema={inviteSchema(roles)}
      onSubmit={async (values, helpers) => {
        const answer = await invite({ email: normaliseEmail(values.email), role: values.role as Role });
        if ('error' in answer) {
          helpers.setStatus(errorText(answer.error));
          return;
        }
        void notify('success', `Invitation sent to ${answer.data.email}`);
        onDone();
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className="users__invite" aria-label="Invite someone">
          <FocusFirstError />
          <TextField name="email" label="Email" type="email" autoComplete="off" required />
          <SelectField
            name="role"
            label="Role"
            placeholder="Choose a role"
            options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            required
          />
          {status ? <p role="alert">{status}</p> : null}
          <button type="submit" className="button" disabled={isSubmitting}>
            Send invitation
          </button>{' '}
          <button type="button" className="button button--ghost" onClick={onDone}>
            Cancel
          </button>
        </Form>
      )}
    </CheckedFormik>
  );
}

function InviteSomeone({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  const settings = useGetEmailSettingsQuery();
  const roles = invitableRoles(me.role);
  if (roles.length === 0) return null;
  const mailOff = settings.data?.enabled === false;
  return (
    <>
      {open ? (
        <InviteForm roles={roles} onDone={() => setOpen(false)} />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Invite someone
          </button>
        </p>
      )}
      {mailOff ? <p className="users__mail-off">{STAFF_TEXTS.mailOff}</p> : null}
    </>
  );
}

type Pending = { kind: 'remove' | 'transfer'; user: StaffItem } | null;

type WithPasswordCheck = ReturnType<typeof usePasswordCheck>['withPasswordCheck'];

function PersonRow({ user, me, onAsk, withPasswordCheck }: {
  user: StaffItem;
  me: Me;
  onAsk: (pending: Pending) => void;
  withPasswordCheck: WithPasswordCheck;
}) {
  const [updateStaffMember, updating] = useUpdateStaffMemberMutation();
  const [endSessions, ending] = useEndStaffSessionsMutation();
  const manageable = user._id !== me._id && manageableRoles(me.role).includes(user.role);
  const name = nameOf(user);
  const roleSelectId = useId();

  async function changeRole(role: Role) {
    // A role change asks for a recent password check (the dialog, then the change again).
    try {
      await withPasswordCheck(() => updateStaffMember({ id: user._id, input: { role } }).unwrap());
      void notify('success', `${name} is now ${ROLE_LABELS[role]}. Their sessions were ended.`);
    } catch (error) {
      if (!isCancelled(error)) void notify('error', errorText(error));
    }
  }
  async function end() {
    const answer = await endSessions(user._id);
    if ('error' in answer) void notify('error', errorText(answer.error));
    else void notify('success', `${answer.data} session(s) of ${name} ended.`);
  }

  return (
    <tr>
      <th scope="row">
        {name}
        {user._id === me._id ? ' (you)' : ''}
      </th>
      <td>{user.email}</td>
      <td>
        {manageable ? (
          <>
            <label htmlFor={roleSelectId} className="visually-hidden">
              Role of {name}
            </label>
            <select
              id={roleSelectId}
              value={user.role}
              disabled={updating.isLoading}
              onChange={(event) => void changeRole(event.target.value as Role)}
            >
              {manageableRoles(me.role).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </>
        ) : (
          ROLE_LABELS[user.role]
        )}
      </td>
      <td>{user.twoFactorEnabled ? 'On' : 'Off'}</td>
      <td>{when(user.lastSignInAt)}</td>
      <td>
        {user.status === 'ACTIVE' ? 'Active' : 'Invited'}
        {user.mailProblem ? <span className="mail-problem">{bounceNote(user.mailProblem)}</span> : null}
      </td>
      <td>
        {manageable ? (
          <>
            <button type="button" className="button" disabled={ending.isLoading} aria-label={`End sessions of ${name}`} onClick={() => void end()}>
              End sessions
            </button>{' '}
            <button type="button" className="button" aria-label={`Remove ${name}`} onClick={() => onAsk({ kind: 'remove', user })}>
              Remove
            </button>
          </>
        ) : null}
        {me.role === 'OWNER' && user.role === 'ADMINISTRATOR' && user.status === 'ACTIVE' ? (
          <>
            {' '}
            <button type="button" className="button" aria-label={`Transfer ownership to ${name}`} onClick={() => onAsk({ kind: 'transfer', user })}>
              Transfer ownership
            </button>
          </>
        ) : null}
      </td>
    </tr>
  );
}

function InvitationRow({ invitation, me }: { invitation: InvitationItem; me: Me }) {
  const [resend, resending] = useResendInvitationMutation();
  const [cancel, cancelling] = useCancelInvitationMutation();
  const mine = invitableRoles(me.role).includes(invitation.role);
  const expired = invitation.expiresAt <= Date.now();
  async function run(action: 'resend' | 'cancel') {
    const answer = action === 'resend' ? await resend(invitation.id) : await cancel(invitation.id);
    if ('error' in answer) void notify('error', errorText(answer.error));
    else void notify('success', action === 'resend' ? `Invitation sent again to ${invitation.email}` : `Invitation to ${invitation.email} cancelled`);
  }
  return (
    <tr>
      <th scope="row">—</th>
      <td>{invitation.email}</td>
      <td>{ROLE_LABELS[invitation.role]}</td>
      <td>—</td>
      <td>Never</td>
      <td>
        {expired ? 'Invited (expired)' : 'Invited'}
        {invitation.mailProblem ? <span className="mail-problem">{bounceNote(invitation.mailProblem)}</span> : null}
      </td>
      <td>
        {mine ? (
          <>
            <button type="button" className="button" disabled={resending.isLoading} aria-label={`Resend the invitation to ${invitation.email}`} onClick={() => void run('resend')}>
              Resend
            </button>{' '}
            <button type="button" className="button" disabled={cancelling.isLoading} aria-label={`Cancel the invitation to ${invitation.email}`} onClick={() => void run('cancel')}>
              Cancel invitation
            </button>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/** The staff page ("Users" in the menu): the people of the admin area, their invitations, and what the viewer may do to them. */
export function StaffPage() {
  const me = useMe();
  // Who may manage people also sees whose password-reset e-mail came back.
  const staff = useGetStaffQuery(me ? { problems: can(me.role, 'users.manage') } : skipToken);
  const invitations = useGetInvitationsQuery();
  const [pending, setPending] = useState<Pending>(null);
  const [removeStaffMember, removing] = useRemoveStaffMemberMutation();
  const [transfer, transferring] = useTransferOwnershipMutation();
  const { withPasswordCheck, dialog } = usePasswordCheck();
  const refresh = () => {
    void staff.refetch();
    void invitations.refetch();
  };

  if (staff.isError || invitations.isError) {
    return <EmptyState heading="Users" message="Failed to fetch the users." onRefresh={refresh} />;
  }
  if (!me || !staff.data || !invitations.data) return <p>Loading users...</p>;

  const alone = staff.data.length === 1 && invitations.data.length === 0;

  async function confirm() {
    if (!pending) return;
    const chosen = pending;
    const name = nameOf(chosen.user);
    // The question closes first: a password check, when the server asks for one, is a dialog of its own.
    setPending(null);
    try {
      if (chosen.kind === 'remove') await removeStaffMember(chosen.user._id).unwrap();
      // A transfer asks for a recent password check (the dialog, then the transfer again).
      else await withPasswordCheck(() => transfer(chosen.user._id).unwrap());
      void notify('success', chosen.kind === 'remove' ? `${name} was removed.` : `${name} is now the Owner.`);
    } catch (error) {
      if (!isCancelled(error)) void notify('error', errorText(error));
    }
  }

  return (
    <>
      {alone ? (
        <EmptyState heading="Users" message={STAFF_TEXTS.nothingYet} onRefresh={refresh} />
      ) : (
        <section className="admin-page" aria-labelledby="users-heading">
          <h1 id="users-heading">Users</h1>
          <table aria-labelledby="users-heading">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Two-factor</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((user) => (
                <PersonRow key={user._id} user={user} me={me} onAsk={setPending} withPasswordCheck={withPasswordCheck} />
              ))}
              {invitations.data.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} me={me} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <InviteSomeone me={me} />
      {dialog}
      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'remove' ? `Remove ${nameOf(pending.user)}?` : `Transfer ownership to ${nameOf(pending.user)}?`}
          message={
            pending.kind === 'remove'
              ? 'Their account is removed and their sessions end; their posts stay, without an author.'
              : 'They become the Owner and you become an Administrator. Only the new Owner can hand it back.'
          }
          confirmLabel={pending.kind === 'remove' ? 'Remove' : 'Transfer ownership'}
          busy={removing.isLoading || transferring.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
