import type { Repositories } from '../db/repositories.ts';
import type { AuditPageRequest, NewAuditEntry } from './repository.ts';

/** The audit log as requests reach it: an entry appended (each mutation, each sign-in), the Activity log's reads. */
export function auditService(repos: Pick<Repositories, 'auditLog'>) {
  const log = repos.auditLog;
  return {
    append: (entry: NewAuditEntry) => log.append(entry),
    listPage: (request: AuditPageRequest) => log.listPage(request),
    actions: () => log.actions(),
    actors: () => log.actors(),
  };
}

export type AuditService = ReturnType<typeof auditService>;
