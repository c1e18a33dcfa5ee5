import type { ActivityActionsQuery, ActivityActorsQuery, ActivityLogQuery, ActivityLogQueryVariables } from '../../shared/operations.generated.ts';
import { ADMIN_PAGE_SIZE } from './adminRows.ts';
import { api } from './base.ts';

// The activity log (Owner and Administrators): who did what, newest first, 50 a page, filtered
// by person and by action; and the people and actions in it, for the filters.
export const ACTIVITY_LOG = /* GraphQL */ `query activityLog($person: ID, $action: String, $offset: Int, $limit: Int) {
  activityLog(person: $person, action: $action, offset: $offset, limit: $limit) {
    items { id at actor { _id email } action target ip userAgent detail } total } }`;
export const ACTIVITY_ACTIONS = /* GraphQL */ `query activityActions { activityActions }`;
export const ACTIVITY_ACTORS = /* GraphQL */ `query activityActors { activityActors { _id email } }`;

export type ActivityItem = ActivityLogQuery['activityLog']['items'][number];
export type ActivityActor = ActivityActorsQuery['activityActors'][number];

export interface ActivityArg {
  /** A person's id, or '' for everyone. */
  person: string;
  /** An action name, or '' for every action. */
  action: string;
  /** 1 for the first page. */
  page: number;
}

const variables = ({ person, action, page }: ActivityArg): ActivityLogQueryVariables => ({
  ...(person ? { person } : {}),
  ...(action ? { action } : {}),
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
});

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityLog: build.query<ActivityLogQuery['activityLog'], ActivityArg>({
      query: (arg) => ({ document: ACTIVITY_LOG, variables: variables(arg) }),
      transformResponse: (data: ActivityLogQuery) => data.activityLog,
      // What the person does elsewhere is logged: each visit asks again.
      keepUnusedDataFor: 0,
    }),
    getActivityActions: build.query<string[], void>({
      query: () => ({ document: ACTIVITY_ACTIONS }),
      transformResponse: (data: ActivityActionsQuery) => data.activityActions,
      keepUnusedDataFor: 0,
    }),
    getActivityActors: build.query<ActivityActor[], void>({
      query: () => ({ document: ACTIVITY_ACTORS }),
      transformResponse: (data: ActivityActorsQuery) => data.activityActors,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActivityLogQuery, useGetActivityActionsQuery, useGetActivityActorsQuery } = activityApi;
