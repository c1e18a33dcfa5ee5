import type { Language } from '../../shared/i18n/languages.ts';
import type { PledgeInput } from '../../shared/giving.ts';
import type {
  GiftPaymentQuery,
  GiftPaymentQueryVariables,
  OnlinePayWaysQuery,
  PayGiftByCardMutation,
  PayGiftByCardMutationVariables,
  PayGiftByMomoMutation,
  PayGiftByMomoMutationVariables,
  PledgeGiftMutation,
  PledgeToPayQuery,
  PledgeToPayQueryVariables,
} from '../../shared/operations.generated.ts';
import { api } from './base.ts';

// The giving form's pledge (public); the staff's gift operations are in givingAdmin.ts, out of
// the public pages' scripts.
export const PLEDGE_GIFT = /* GraphQL */ `mutation pledgeGift($input: PledgeInput!, $language: Language) { pledgeGift(input: $input, language: $language) {
  reference amount currency way emailed instructions { kind number code dial details hours } payNow payToken } }`;
export const PAY_GIFT_BY_MOMO = /* GraphQL */ `mutation payGiftByMomo($reference: String!, $payToken: String!, $number: String!) {
  payGiftByMomo(reference: $reference, payToken: $payToken, number: $number) { status receiptNumber reason } }`;
export const ONLINE_PAY_WAYS = /* GraphQL */ `query onlinePayWays { onlinePayWays }`;
export const PAY_GIFT_BY_CARD = /* GraphQL */ `mutation payGiftByCard($reference: String!, $payToken: String!) {
  payGiftByCard(reference: $reference, payToken: $payToken) { link } }`;
export const GIFT_PAYMENT = /* GraphQL */ `query giftPayment($reference: String!, $payToken: String!) {
  giftPayment(reference: $reference, payToken: $payToken) { status receiptNumber reason } }`;

export const PLEDGE_TO_PAY = /* GraphQL */ `query pledgeToPay($reference: String!, $payToken: String!, $language: Language) {
  pledgeToPay(reference: $reference, payToken: $payToken, language: $language) {
  reference amount currency way emailed instructions { kind number code dial details hours } payNow payToken } }`;

export const givingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // arrivalSource / arrivalPath: where the visit came from and the page it began on (the server checks them).
    // monthly: "Give every month" (the server asks for the e-mail address too).
    pledgeGift: build.mutation<PledgeGiftMutation['pledgeGift'], { input: PledgeInput & { arrivalSource?: string; arrivalPath?: string; monthly?: boolean }; language: Language }>({
      query: ({ input, language }) => ({ document: PLEDGE_GIFT, variables: { input, language } }),
      transformResponse: (data: PledgeGiftMutation) => data.pledgeGift,
    }),
    // Paying the pledge now (only with the pay token its answer gave this browser).
    payGiftByMomo: build.mutation<PayGiftByMomoMutation['payGiftByMomo'], PayGiftByMomoMutationVariables>({
      query: (variables) => ({ document: PAY_GIFT_BY_MOMO, variables }),
      transformResponse: (data: PayGiftByMomoMutation) => data.payGiftByMomo,
    }),
    // Which ways may be paid at once (the form offers "Card" only while card payments are on).
    onlinePayWays: build.query<OnlinePayWaysQuery['onlinePayWays'], void>({
      query: () => ({ document: ONLINE_PAY_WAYS }),
      transformResponse: (data: OnlinePayWaysQuery) => data.onlinePayWays,
    }),
    // The hosted card page's link for the pledge (a fresh attempt each time).
    payGiftByCard: build.mutation<PayGiftByCardMutation['payGiftByCard'], PayGiftByCardMutationVariables>({
      query: (variables) => ({ document: PAY_GIFT_BY_CARD, variables }),
      transformResponse: (data: PayGiftByCardMutation) => data.payGiftByCard,
    }),
    // A pledge opened from a monthly reminder's pay link (its reference and pay token): asked once, never cached.
    pledgeToPay: build.mutation<PledgeToPayQuery['pledgeToPay'], PledgeToPayQueryVariables>({
      query: (variables) => ({ document: PLEDGE_TO_PAY, variables }),
      transformResponse: (data: PledgeToPayQuery) => data.pledgeToPay,
    }),
    // Asked again and again while MTN's word is awaited: never cached.
    giftPayment: build.mutation<GiftPaymentQuery['giftPayment'], GiftPaymentQueryVariables>({
      query: (variables) => ({ document: GIFT_PAYMENT, variables }),
      transformResponse: (data: GiftPaymentQuery) => data.giftPayment,
    }),
  }),
});

export const { usePledgeGiftMutation, usePayGiftByMomoMutation, usePayGiftByCardMutation, useGiftPaymentMutation, useOnlinePayWaysQuery, usePledgeToPayMutation } = givingApi;
