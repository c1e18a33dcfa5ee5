import type { Language } from '../../shared/i18n/languages.ts';
import type { PledgeInput } from '../../shared/giving.ts';
import type { PledgeGiftMutation } from '../../shared/operations.generated.ts';
import { api } from './base.ts';

// The giving form's pledge (public); the staff's gift operations are in givingAdmin.ts, out of
// the public pages' scripts.
export const PLEDGE_GIFT = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!, $language: Language) { pledgeGift(input: $input, language: $language) {
  reference amount currency way emailed instructions { kind number code dial details hours } } }`;

export const givingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // arrivalSource / arrivalPath: where the visit came from and the page it began on (the server checks them).
    pledgeGift: build.mutation<PledgeGiftMutation['pledgeGift'], { input: PledgeInput & { arrivalSource?: string; arrivalPath?: string }; language: Language }>({
      query: ({ input, language }) => ({ document: PLEDGE_GIFT, variables: { input, language } }),
      transformResponse: (data: PledgeGiftMutation) => data.pledgeGift,
    }),
  }),
});

export const { usePledgeGiftMutation } = givingApi;
