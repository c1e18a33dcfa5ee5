// The audit log: its chain of entries, checked and redacted; the one way into server/audit/.
export { canonicalJson, type ChainCheck, verifyChain } from './chain.ts';
export { eraseFromAuditLog, type Eraser } from './redaction.ts';
export type { NewAuditEntry } from './repository.ts';
export { auditService, type AuditService } from './service.ts';
