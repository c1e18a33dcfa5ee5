import type {
  CampaignsQuery,
  CancelGiftMutation,
  EraseDonorMutation,
  GiftsQuery,
  GiftTotalsQuery,
  GiftsCsvQuery,
  GiftsCsvQueryVariables,
  MarkGiftReceivedMutation,
  MarkGiftReceivedMutationVariables,
  RecordGiftMutation,
  RecordGiftMutationVariables,
  SaveCampaignMutation,
} from '../../shared/operations.generated.ts';
import type { CampaignTexts as StoredCampaignTexts, GiftStatus, GiftWay } from '../../shared/giving.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { api } from './base.ts';
import { rowsVariables, type Rows, type RowsArg } from './paging.ts';

// The admin's Donations area (donations.manage): the gifts a page at a time with their filters,
// the totals, the CSV export, the changes staff make to a gift, and the campaigns. A campaign's
// title and description travel as JSON text { en, rw, fr } and are read here into objects.
export const GIFTS = /* GraphQL */ `query gifts($status: GiftStatus, $way: GiftWay, $campaignId: ID, $search: String, $offset: Int, $limit: Int) {
  gifts(status: $status, way: $way, campaignId: $campaignId, search: $search, offset: $offset, limit: $limit) {
    items { id reference status amount currency way campaignId donorName donorEmail donorPhone pledgedAt receivedRwf receiptNumber erased
      mailProblem { kind email reason at } transactionId onlinePayment { provider status reason providerTransactionId paidAmount paidCurrency } }
    total } }`;
export const GIFT_TOTALS = /* GraphQL */ `query giftTotals { giftTotals { monthRwf yearRwf campaigns { campaignId receivedRwf gifts } } }`;
export const GIFTS_CSV = /* GraphQL */ `query giftsCsv($status: GiftStatus, $way: GiftWay, $campaignId: ID, $search: String) {
  giftsCsv(status: $status, way: $way, campaignId: $campaignId, search: $search) }`;
export const CAMPAIGNS = /* GraphQL */ `query campaigns { campaigns { id title description goalRwf startsOn endsOn } }`;
export const MARK_GIFT_RECEIVED = /* GraphQL */ `mutation markGiftReceived($id: ID!, $input: ReceivedInput!) {
  markGiftReceived(id: $id, input: $input) { id reference status receiptNumber } }`;
export const RECORD_GIFT = /* GraphQL */ `mutation recordGift($input: RecordGiftInput!) { recordGift(input: $input) { id reference status receiptNumber } }`;
export const CANCEL_GIFT = /* GraphQL */ `mutation cancelGift($id: ID!) { cancelGift(id: $id) { id reference status } }`;
export const ERASE_DONOR = /* GraphQL */ `mutation eraseDonor($id: ID!) { eraseDonor(id: $id) { id reference erased } }`;
export const SAVE_CAMPAIGN = /* GraphQL */ `mutation saveCampaign($id: ID, $input: CampaignInput!) {
  saveCampaign(id: $id, input: $input) { id title description goalRwf startsOn endsOn } }`;

export type GiftRow = GiftsQuery['gifts']['items'][number];
export type GiftTotals = GiftTotalsQuery['giftTotals'];

/** Which gifts the table and the export show: each part optional. */
export interface GiftFilter {
  status?: GiftStatus;
  way?: GiftWay;
  campaignId?: string;
}

export type GiftRowsArg = RowsArg & GiftFilter;

/** A campaign's texts (shared/giving.ts) with every language present; '' where none is written. */
export type CampaignTexts = Required<StoredCampaignTexts>;

export interface CampaignView {
  id: string;
  title: CampaignTexts;
  description: CampaignTexts;
  goalRwf: number;
  startsOn: string;
  endsOn: string;
}

export interface CampaignValues {
  title: CampaignTexts;
  description: CampaignTexts;
  goalRwf: number;
  startsOn: string;
  endsOn: string;
}

/** A campaign's JSON texts as an object with every language ('' for none, and for text that is not such JSON). */
export function campaignTexts(json: string): CampaignTexts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = null;
  }
  const texts = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const text = (language: Language) => (typeof texts[language] === 'string' ? texts[language] : '');
  return { en: text('en'), rw: text('rw'), fr: text('fr') };
}

type WireCampaign = CampaignsQuery['campaigns'][number];
const campaignView = (campaign: WireCampaign): CampaignView => ({
  ...campaign,
  title: campaignTexts(campaign.title),
  description: campaignTexts(campaign.description),
});

/** The filter's variables, the parts not chosen left out. */
const filterVariables = ({ status, way, campaignId }: GiftFilter) => ({
  ...(status ? { status } : {}),
  ...(way ? { way } : {}),
  ...(campaignId ? { campaignId } : {}),
});

const GIFT_LIST = { type: 'Gift' as const, id: 'LIST' };
const CAMPAIGN_LIST = { type: 'Campaign' as const, id: 'LIST' };

export const givingAdminApi = api.enhanceEndpoints({ addTagTypes: ['Gift', 'Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getGiftRows: build.query<Rows<GiftRow>, GiftRowsArg>({
      query: ({ search, page, ...filter }) => ({ document: GIFTS, variables: { ...rowsVariables({ search, page }), ...filterVariables(filter) } }),
      transformResponse: (data: GiftsQuery) => data.gifts,
      providesTags: (rows) => [...(rows?.items ?? []).map((gift) => ({ type: 'Gift' as const, id: gift.id })), GIFT_LIST],
    }),
    // Any change to a gift may change what was received: the totals are read again with the list.
    getGiftTotals: build.query<GiftTotals, void>({
      query: () => ({ document: GIFT_TOTALS }),
      transformResponse: (data: GiftTotalsQuery) => data.giftTotals,
      providesTags: [GIFT_LIST],
    }),
    // Every donor's details at once, on demand: never kept once the file is made.
    getGiftsCsv: build.query<string, GiftFilter & { search?: string }>({
      query: ({ search, ...filter }) => ({
        document: GIFTS_CSV,
        variables: { ...filterVariables(filter), ...(search?.trim() ? { search: search.trim() } : {}) } satisfies GiftsCsvQueryVariables,
      }),
      transformResponse: (data: GiftsCsvQuery) => data.giftsCsv,
      keepUnusedDataFor: 0,
    }),
    getCampaigns: build.query<CampaignView[], void>({
      query: () => ({ document: CAMPAIGNS }),
      transformResponse: (data: CampaignsQuery) => data.campaigns.map(campaignView),
      providesTags: (campaigns = []) => [...campaigns.map((campaign) => ({ type: 'Campaign' as const, id: campaign.id })), CAMPAIGN_LIST],
    }),
    markGiftReceived: build.mutation<MarkGiftReceivedMutation['markGiftReceived'], MarkGiftReceivedMutationVariables>({
      query: (variables) => ({ document: MARK_GIFT_RECEIVED, variables: { ...variables } }),
      transformResponse: (data: MarkGiftReceivedMutation) => data.markGiftReceived,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Gift', id }, GIFT_LIST],
    }),
    recordGift: build.mutation<RecordGiftMutation['recordGift'], RecordGiftMutationVariables['input']>({
      query: (input) => ({ document: RECORD_GIFT, variables: { input } }),
      transformResponse: (data: RecordGiftMutation) => data.recordGift,
      invalidatesTags: [GIFT_LIST],
    }),
    cancelGift: build.mutation<CancelGiftMutation['cancelGift'], string>({
      query: (id) => ({ document: CANCEL_GIFT, variables: { id } }),
      transformResponse: (data: CancelGiftMutation) => data.cancelGift,
      invalidatesTags: (_result, _error, id) => [{ type: 'Gift', id }, GIFT_LIST],
    }),
    eraseDonor: build.mutation<EraseDonorMutation['eraseDonor'], string>({
      query: (id) => ({ document: ERASE_DONOR, variables: { id } }),
      transformResponse: (data: EraseDonorMutation) => data.eraseDonor,
      invalidatesTags: (_result, _error, id) => [{ type: 'Gift', id }, GIFT_LIST],
    }),
    // Sent as the API has it: each language's texts as JSON.
    saveCampaign: build.mutation<CampaignView, { id: string | null; values: CampaignValues }>({
      query: ({ id, values }) => ({
        document: SAVE_CAMPAIGN,
        variables: { ...(id ? { id } : {}), input: { ...values, title: JSON.stringify(values.title), description: JSON.stringify(values.description) } },
      }),
      transformResponse: (data: SaveCampaignMutation) => campaignView(data.saveCampaign),
      invalidatesTags: (_result, _error, { id }) => (id ? [{ type: 'Campaign', id }, CAMPAIGN_LIST] : [CAMPAIGN_LIST]),
    }),
  }),
});

export const {
  useGetGiftRowsQuery,
  useGetGiftTotalsQuery,
  useGetCampaignsQuery,
  useMarkGiftReceivedMutation,
  useRecordGiftMutation,
  useCancelGiftMutation,
  useEraseDonorMutation,
  useSaveCampaignMutation,
} = givingAdminApi;
