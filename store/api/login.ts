// Signing in: login_user, then login_second_factor when the account has two-factor on.
import type { Login_Second_FactorMutationVariables, Login_UserMutationVariables } from '../../shared/operations.generated.ts';
import type { User } from '../../shared/types.ts';
import { api } from './base.ts';

export const LOGIN_USER = /* GraphQL */ `mutation login_user($email: String!, $password: String!) {
  login_user(email: $email, password: $password) {
    token user { _id email firstName secondName password posts } } }`;

// The second step of a sign-in with two-factor on: the challenge login_user answered, and a code.
export const LOGIN_SECOND_FACTOR = /* GraphQL */ `mutation login_second_factor($challenge: String!, $code: String!) {
  login_second_factor(challenge: $challenge, code: $code) {
    token user { _id email firstName secondName password posts } } }`;

export interface LoginResult {
  token: string;
  user: User;
}

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginUser: build.mutation<LoginResult, Login_UserMutationVariables>({
      query: (credentials) => ({ document: LOGIN_USER, variables: credentials }),
      transformResponse: (data: { login_user: LoginResult }) => data.login_user,
    }),
    loginSecondFactor: build.mutation<LoginResult, Login_Second_FactorMutationVariables>({
      query: (variables) => ({ document: LOGIN_SECOND_FACTOR, variables }),
      transformResponse: (data: { login_second_factor: LoginResult }) => data.login_second_factor,
    }),
  }),
});
export const { useLoginUserMutation } = loginApi;
