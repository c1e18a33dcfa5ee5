import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  RequestPasswordResetMutation,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '../../shared/operations.generated.ts';
import { staffApi } from './staff.ts';

// Passwords: your own changed (signed in), or reset with a link sent by e-mail.
export const CHANGE_PASSWORD = /* GraphQL */ `mutation changePassword($current: String!, $next: String!) {
  changePassword(current: $current, next: $next) }`;
export const REQUEST_PASSWORD_RESET = /* GraphQL */ `mutation requestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) }`;
export const RESET_PASSWORD = /* GraphQL */ `mutation resetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) }`;

export const passwordsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<boolean, ChangePasswordMutationVariables>({
      query: (variables) => ({ document: CHANGE_PASSWORD, variables }),
      transformResponse: (data: ChangePasswordMutation) => data.changePassword,
      // The other sessions ended.
      invalidatesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    requestPasswordReset: build.mutation<boolean, string>({
      query: (email) => ({ document: REQUEST_PASSWORD_RESET, variables: { email } }),
      transformResponse: (data: RequestPasswordResetMutation) => data.requestPasswordReset,
    }),
    resetPassword: build.mutation<boolean, ResetPasswordMutationVariables>({
      query: (variables) => ({ document: RESET_PASSWORD, variables }),
      transformResponse: (data: ResetPasswordMutation) => data.resetPassword,
    }),
  }),
});

export const { useChangePasswordMutation, useRequestPasswordResetMutation, useResetPasswordMutation } = passwordsApi;
