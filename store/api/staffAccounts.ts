import type {
  AcceptInvitationMutation,
  CancelInvitationMutation,
  Delete_UserMutation,
  EndUserSessionsMutation,
  Get_All_UsersQuery,
  InvitationsQuery,
  InviteUserMutation,
  ResendInvitationMutation,
  TransferOwnershipMutation,
  Update_UserMutation,
} from '../../shared/operations.generated.ts';
import type { Role } from '../../shared/roles.ts';
import { staffApi } from './staff.ts';

// The staff's accounts on the Users page: people, open invitations, and what may be done to them
// (shared/roles.ts). The accept-invitation page signs a new person in.
// problems: whether to ask for the bounced password-reset e-mails (users.manage; the page is open
// to those who may only invite, whom the server refuses that field).
export const GET_ALL_USERS = /* GraphQL */ `query get_all_users($problems: Boolean!) { get_all_users {
  _id email firstName secondName role status twoFactorEnabled lastSignInAt mailProblem @include(if: $problems) { kind email reason at } } }`;
export const INVITATIONS = /* GraphQL */ `query invitations { invitations {
  id email role status createdAt expiresAt mailProblem { kind email reason at } } }`;
export const UPDATE_USER = /* GraphQL */ `mutation update_user($id: ID!, $input: UserUpdateInput) {
  update_user(id: $id, input: $input) { _id firstName secondName role } }`;
export const DELETE_USER = /* GraphQL */ `mutation delete_user($id: ID!) { delete_user(id: $id) }`;
export const END_USER_SESSIONS = /* GraphQL */ `mutation endUserSessions($id: ID!) { endUserSessions(id: $id) }`;
export const INVITE_USER = /* GraphQL */ `mutation inviteUser($input: InviteUserInput!) { inviteUser(input: $input) { id email role } }`;
export const RESEND_INVITATION = /* GraphQL */ `mutation resendInvitation($id: ID!) { resendInvitation(id: $id) { id expiresAt } }`;
export const CANCEL_INVITATION = /* GraphQL */ `mutation cancelInvitation($id: ID!) { cancelInvitation(id: $id) }`;
export const TRANSFER_OWNERSHIP = /* GraphQL */ `mutation transferOwnership($to: ID!) { transferOwnership(to: $to) }`;
export const ACCEPT_INVITATION = /* GraphQL */ `mutation acceptInvitation($input: AcceptInvitationInput!) {
  acceptInvitation(input: $input) { token user { _id email role } } }`;

export type StaffItem = Get_All_UsersQuery['get_all_users'][number];
export type InvitationItem = InvitationsQuery['invitations'][number];

const STAFF = { type: 'User' as const, id: 'LIST' };
const INVITES = { type: 'User' as const, id: 'INVITATIONS' };
const ME = { type: 'User' as const, id: 'ME' };

export const staffAccountsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffItem[], { problems: boolean }>({
      query: (variables) => ({ document: GET_ALL_USERS, variables }),
      transformResponse: (data: Get_All_UsersQuery) => data.get_all_users,
      providesTags: [STAFF],
    }),
    getInvitations: build.query<InvitationItem[], void>({
      query: () => ({ document: INVITATIONS }),
      transformResponse: (data: InvitationsQuery) => data.invitations,
      providesTags: [INVITES],
    }),
    updateStaffMember: build.mutation<Update_UserMutation['update_user'], { id: string; input: { firstName?: string; secondName?: string; role?: Role } }>({
      query: (variables) => ({ document: UPDATE_USER, variables }),
      transformResponse: (data: Update_UserMutation) => data.update_user,
      invalidatesTags: [STAFF, ME],
    }),
    removeStaffMember: build.mutation<string, string>({
      query: (id) => ({ document: DELETE_USER, variables: { id } }),
      transformResponse: (data: Delete_UserMutation) => data.delete_user,
      invalidatesTags: [STAFF],
    }),
    endStaffSessions: build.mutation<number, string>({
      query: (id) => ({ document: END_USER_SESSIONS, variables: { id } }),
      transformResponse: (data: EndUserSessionsMutation) => data.endUserSessions,
    }),
    inviteStaff: build.mutation<InviteUserMutation['inviteUser'], { email: string; role: Role }>({
      query: (input) => ({ document: INVITE_USER, variables: { input } }),
      transformResponse: (data: InviteUserMutation) => data.inviteUser,
      invalidatesTags: [INVITES],
    }),
    resendInvitation: build.mutation<ResendInvitationMutation['resendInvitation'], string>({
      query: (id) => ({ document: RESEND_INVITATION, variables: { id } }),
      transformResponse: (data: ResendInvitationMutation) => data.resendInvitation,
      invalidatesTags: [INVITES],
    }),
    cancelInvitation: build.mutation<boolean, string>({
      query: (id) => ({ document: CANCEL_INVITATION, variables: { id } }),
      transformResponse: (data: CancelInvitationMutation) => data.cancelInvitation,
      invalidatesTags: [INVITES],
    }),
    transferOwnership: build.mutation<boolean, string>({
      query: (to) => ({ document: TRANSFER_OWNERSHIP, variables: { to } }),
      transformResponse: (data: TransferOwnershipMutation) => data.transferOwnership,
      invalidatesTags: [STAFF, ME],
    }),
    acceptInvitation: build.mutation<AcceptInvitationMutation['acceptInvitation'], { token: string; firstName: string; secondName: string; password: string }>({
      query: (input) => ({ document: ACCEPT_INVITATION, variables: { input } }),
      transformResponse: (data: AcceptInvitationMutation) => data.acceptInvitation,
    }),
  }),
});

export const {
  useGetStaffQuery,
  useGetInvitationsQuery,
  useUpdateStaffMemberMutation,
  useRemoveStaffMemberMutation,
  useEndStaffSessionsMutation,
  useInviteStaffMutation,
  useResendInvitationMutation,
  useCancelInvitationMutation,
  useTransferOwnershipMutation,
  useAcceptInvitationMutation,
} = staffAccountsApi;
