import type { MonthlyGiversQuery, StopMonthlyGiftMutation } from '../../shared/operations.generated.ts';
import { ADMIN_PAGE_SIZE } from '../../shared/paging.ts';
import { api } from './base.ts';
import type { Rows } from './paging.ts';

// The admin's monthly givers (donations.manage), on the Donations area: a page at a time, the
// running ones first, and stopping one. E-mail addresses come only after a recent password check.
export const MONTHLY_GIVERS = /* GraphQL */ `query monthlyGivers($offset: Int, $limit: Int) { monthlyGivers(offset: $offset, limit: $limit) {
  items { id donorName donorEmail amount currency way day language startedAt lastRemindedAt stoppedAt stoppedBy erased } total } }`;
export const STOP_MONTHLY_GIFT = /* GraphQL */ `mutation stopMonthlyGift($id: ID!) { stopMonthlyGift(id: $id) { id stoppedAt stoppedBy } }`;

export type MonthlyGiverRow = MonthlyGiversQuery['monthlyGivers']['items'][number];

const MONTHLY_LIST = { type: 'MonthlyGiver' as const, id: 'LIST' };

export const monthlyGiversApi = api.enhanceEndpoints({ addTagTypes: ['MonthlyGiver'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `page`: 1 for the first. */
    getMonthlyGivers: build.query<Rows<MonthlyGiverRow>, { page: number }>({
      query: ({ page }) => ({ document: MONTHLY_GIVERS, variables: { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE } }),
      transformResponse: (data: MonthlyGiversQuery) => data.monthlyGivers,
      providesTags: (rows) => [...(rows?.items ?? []).map((row) => ({ type: 'MonthlyGiver' as const, id: row.id })), MONTHLY_LIST],
    }),
    stopMonthlyGift: build.mutation<StopMonthlyGiftMutation['stopMonthlyGift'], string>({
      query: (id) => ({ document: STOP_MONTHLY_GIFT, variables: { id } }),
      transformResponse: (data: StopMonthlyGiftMutation) => data.stopMonthlyGift,
      invalidatesTags: (_result, _error, id) => [{ type: 'MonthlyGiver', id }, MONTHLY_LIST],
    }),
  }),
});

export const { useGetMonthlyGiversQuery, useStopMonthlyGiftMutation } = monthlyGiversApi;
