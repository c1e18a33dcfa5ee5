import type {
  ConfirmPasswordMutation,
  ConfirmTwoFactorSetupMutation,
  DisableTwoFactorMutation,
  SetTwoFactorRequirementMutation,
  StartTwoFactorSetupMutation,
  TwoFactorRequirementQuery,
  TwoFactorStateQuery,
} from '../../shared/operations.generated.ts';
import type { TwoFactorRequirement } from '../../shared/twoFactor.ts';
import { staffApi } from './staff.ts';

// Your account's security: two-factor setup and turning it off, the password check that sensitive
// actions ask for, and the Owner's two-factor requirement.
export const TWO_FACTOR_STATE = /* GraphQL */ `query twoFactorState { me { _id twoFactorEnabled mustSetUpTwoFactor } }`;
export const START_TWO_FACTOR_SETUP = /* GraphQL */ `mutation startTwoFactorSetup { startTwoFactorSetup { secret otpauthUrl qrSvg } }`;
export const CONFIRM_TWO_FACTOR_SETUP = /* GraphQL */ `mutation confirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }`;
export const DISABLE_TWO_FACTOR = /* GraphQL */ `mutation disableTwoFactor($password: String!, $code: String!) {
  disableTwoFactor(password: $password, code: $code) }`;
export const CONFIRM_PASSWORD = /* GraphQL */ `mutation confirmPassword($password: String!) { confirmPassword(password: $password) }`;
export const TWO_FACTOR_REQUIREMENT = /* GraphQL */ `query twoFactorRequirement { twoFactorRequirement }`;
export const SET_TWO_FACTOR_REQUIREMENT = /* GraphQL */ `mutation setTwoFactorRequirement($scope: TwoFactorRequirement!) {
  setTwoFactorRequirement(scope: $scope) }`;

export type TwoFactorSetup = StartTwoFactorSetupMutation['startTwoFactorSetup'];
export type TwoFactorState = TwoFactorStateQuery['me'];

/** Whether two-factor is on and whether it must be set up: the state query and me provide it. */
export const TWO_FACTOR_STATE_TAG = { type: 'TwoFactor' as const, id: 'STATE' };
const STATE = TWO_FACTOR_STATE_TAG;

export const accountSecurityApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorState: build.query<TwoFactorState, void>({
      query: () => ({ document: TWO_FACTOR_STATE }),
      transformResponse: (data: TwoFactorStateQuery) => data.me,
      providesTags: [STATE],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ document: START_TWO_FACTOR_SETUP }),
      transformResponse: (data: StartTwoFactorSetupMutation) => data.startTwoFactorSetup,
    }),
    // Two-factor is on from this answer; the page refreshes what it knows once the codes are saved.
    confirmTwoFactorSetup: build.mutation<string[], string>({
      query: (code) => ({ document: CONFIRM_TWO_FACTOR_SETUP, variables: { code } }),
      transformResponse: (data: ConfirmTwoFactorSetupMutation) => data.confirmTwoFactorSetup,
    }),
    disableTwoFactor: build.mutation<boolean, { password: string; code: string }>({
      query: (variables) => ({ document: DISABLE_TWO_FACTOR, variables }),
      transformResponse: (data: DisableTwoFactorMutation) => data.disableTwoFactor,
      invalidatesTags: [STATE, { type: 'Session', id: 'LIST' }],
    }),
    confirmPassword: build.mutation<boolean, string>({
      query: (password) => ({ document: CONFIRM_PASSWORD, variables: { password } }),
      transformResponse: (data: ConfirmPasswordMutation) => data.confirmPassword,
    }),
    getTwoFactorRequirement: build.query<TwoFactorRequirement, void>({
      query: () => ({ document: TWO_FACTOR_REQUIREMENT }),
      transformResponse: (data: TwoFactorRequirementQuery) => data.twoFactorRequirement,
    }),
    setTwoFactorRequirement: build.mutation<TwoFactorRequirement, TwoFactorRequirement>({
      query: (scope) => ({ document: SET_TWO_FACTOR_REQUIREMENT, variables: { scope } }),
      transformResponse: (data: SetTwoFactorRequirementMutation) => data.setTwoFactorRequirement,
      // It may hold the Owner too (me.mustSetUpTwoFactor).
      invalidatesTags: [STATE],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(accountSecurityApi.util.upsertQueryData('getTwoFactorRequirement', undefined, data));
      },
    }),
  }),
});

export const {
  useGetTwoFactorStateQuery,
  useGetTwoFactorRequirementQuery,
  useSetTwoFactorRequirementMutation,
} = accountSecurityApi;
