import type { Login_UserMutationVariables } from '../../shared/operations.generated.ts';
import type { User } from '../../shared/types.ts';
import { api } from './base.ts';

export const LOGIN_USER = /* GraphQL */ `mutation login_user($email: String!, $password: String!) {
  login_user(email: $email, password: $password) {
    token user { _id email firstName secondName password posts } } }`;

export interface LoginResult {
  token: string;
  user: User;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginUser: build.mutation<LoginResult, Login_UserMutationVariables>({
      query: (credentials) => ({ document: LOGIN_USER, variables: credentials }),
      transformResponse: (data: { login_user: LoginResult }) => data.login_user,
    }),
  }),
});
export const { useLoginUserMutation } = authApi;
