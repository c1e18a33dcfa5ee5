import type { ActivityActionsQuery, ActivityActorsQuery, ActivityLogQuery, ActivityLogQueryVariables } from '../../shared/operations.generated.ts';
import { ADMIN_PAGE_SIZE } from '../../shared/paging.ts';
import { api } from './base.ts';

// The audit log, "Activity log" in the menu (Owner and Administrators): who did what, newest
// first, 50 a page, filtered by person and by action; and the people and actions in it, for the
// filters. The operations keep the API's names (activityLog, activityActions, activityActors).
export const ACTIVITY_LOG = /* GraphQL */ `query activityLog($person: ID, $action: String, $offset: Int, $limit: Int) {
  activityLog(person: $person, action: $action, offset: $offset, limit: $limit) {
    items { id at actor { _id email } action target ip userAgent detail } total } }`;
export const ACTIVITY_ACTIONS = /* GraphQL */ `query activityActions { activityActions }`;
export const ACTIVITY_ACTORS = /* GraphQL */ `query activityActors { activityActors { _id email } }`;

export type AuditEntry = ActivityLogQuery['activityLog']['items'][number];
export type AuditActor = ActivityActorsQuery['activityActors'][number];

export interface AuditLogArg {
  /** A person's id, or '' for everyone. */
  person: string;
  /** An action name, or '' for every action. */
  action: string;
  /** 1 for the first page. */
  page: number;
}

const variables = ({ person, action, page }: AuditLogArg): ActivityLogQueryVariables => ({
  ...(person ? { person } : {}),
  ...(action ? { action } : {}),
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
});

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<ActivityLogQuery['activityLog'], AuditLogArg>({
      query: (arg) => ({ document: ACTIVITY_LOG, variables: variables(arg) }),
      transformResponse: (data: ActivityLogQuery) => data.activityLog,
      // What the person does elsewhere is logged: each visit asks again.
      keepUnusedDataFor: 0,
    }),
    getAuditActions: build.query<string[], void>({
      query: () => ({ document: ACTIVITY_ACTIONS }),
      transformResponse: (data: ActivityActionsQuery) => data.activityActions,
      keepUnusedDataFor: 0,
    }),
    getAuditActors: build.query<AuditActor[], void>({
      query: () => ({ document: ACTIVITY_ACTORS }),
      transformResponse: (data: ActivityActorsQuery) => data.activityActors,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogQuery, useGetAuditActionsQuery, useGetAuditActorsQuery } = auditApi;
