import type { EndOtherSessionsMutation, EndSessionMutation, MySessionsQuery } from '../../shared/operations.generated.ts';
import { staffApi } from './staff.ts';

// Your account's sessions: one per sign-in, each of which can be ended (its token is refused from
// its next request on).
export const MY_SESSIONS = /* GraphQL */ `query mySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }`;
export const END_SESSION = /* GraphQL */ `mutation endSession($id: ID!) { endSession(id: $id) }`;
export const END_OTHER_SESSIONS = /* GraphQL */ `mutation endOtherSessions { endOtherSessions }`;

export type SessionItem = MySessionsQuery['mySessions'][number];

const LIST = { type: 'Session' as const, id: 'LIST' };

export const sessionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getMySessions: build.query<SessionItem[], void>({
      query: () => ({ document: MY_SESSIONS }),
      transformResponse: (data: MySessionsQuery) => data.mySessions,
      providesTags: [LIST],
    }),
    endSession: build.mutation<boolean, string>({
      query: (id) => ({ document: END_SESSION, variables: { id } }),
      transformResponse: (data: EndSessionMutation) => data.endSession,
      invalidatesTags: [LIST],
    }),
    endOtherSessions: build.mutation<number, void>({
      query: () => ({ document: END_OTHER_SESSIONS }),
      transformResponse: (data: EndOtherSessionsMutation) => data.endOtherSessions,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetMySessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
