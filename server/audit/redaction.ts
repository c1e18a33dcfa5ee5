// Erasing a person's data from the audit log, keeping the chain verifiable (server/audit/chain.ts):
// the rows that hold it are rewritten with 'erased' in its place, and one row of the log itself,
// `personal_data.erased`, says who erased whose data when, and attests the new content of each row
// it changed. What the log keeps of a row is otherwise unchanged: its time, action, actor's id,
// the items it names by id, and the rest of its detail.
import type { Repositories } from '../db/repositories.ts';
import type { ErasedFields } from './repository.ts';
import { ERASURE_ACTION, contentVerifies, entryHash, erasureDetail, type StoredEntry } from './chain.ts';

/** What replaces an erased value in the log (the table's trigger accepts only this in its columns). */
export const ERASED_VALUE = 'erased';
/** The most rows one erasure row attests: a person with more rows gets several erasure rows. */
export const ERASURE_ROWS_MAX = 200;

/** Whose data goes, and how the log names it. */
export interface ErasedPerson {
  /** Whose data it is, for the erasure's row: 'donor', 'subscriber', 'staff'. */
  of: 'donor' | 'subscriber' | 'staff';
  /** Their record's id (a gift, a subscription, an account): the erasure's row names it as its target. */
  id: string;
  /**
   * A staff member's account id: the rows they did lose who they were (their e-mail) and where
   * from (client address, browser); and rows that name their address as the actor lose it.
   */
  account?: string;
  /**
   * Their e-mail addresses: erased wherever a row's target or detail contains one (a row whose
   * target named them loses its client address and browser too).
   */
  addresses: string[];
  /**
   * Other values of theirs (a name, a phone, a transaction id): erased from the detail of the rows
   * about them (target `id`, or done by `account`) where a value is exactly one of these.
   */
  values: string[];
  /**
   * Detail fields that hold their data whatever the value (a payment's `transactionId`): erased in
   * the rows about them even when the value itself is no longer known (a gift erased before).
   */
  fields?: string[];
}

/** Who erased: the erasure's row records them, as any row records who acted. */
export interface Eraser {
  actorId: string | null;
  actorEmail: string | null;
  ip: string;
  userAgent: string;
}

/**
 * A detail's values with the person's erased (each string `erase` accepts, and each non-empty string
 * under one of `fields`); the text unchanged when nothing of theirs is in it.
 */
function erasedDetail(detail: string, erase: (value: string) => boolean, fields: string[]): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    // Not JSON (no code writes such a detail): nothing of it is kept when it holds their data.
    return erase(detail) ? null : detail;
  }
  let changed = false;
  const walk = (value: unknown, theirs = false): unknown => {
    if (typeof value === 'string') {
      if (value === ERASED_VALUE || !(erase(value) || (theirs && value !== ''))) return value;
      changed = true;
      return ERASED_VALUE;
    }
    if (Array.isArray(value)) return value.map((one) => walk(one, theirs));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, one]) => [key, walk(one, fields.includes(key))]));
    return value;
  };
  const erased = walk(parsed);
  return changed ? JSON.stringify(erased) : detail;
}

/** The row with the person's data erased, or null when it holds none. */
export function erasedRow(row: StoredEntry, person: ErasedPerson): ErasedFields | null {
  const addresses = person.addresses.map((address) => address.trim().toLowerCase()).filter((address) => address && address !== ERASED_VALUE);
  const values = person.values.map((value) => value.trim()).filter((value) => value && value !== ERASED_VALUE);
  const mentions = (text: string) => addresses.some((address) => text.toLowerCase().includes(address));
  const own = person.account !== undefined && row.actorKey === person.account;
  const about = own || row.target === person.id;
  const next: ErasedFields = { id: row.id, actorEmail: row.actorEmail, target: row.target, ip: row.ip, userAgent: row.userAgent, detail: row.detail };
  if (own) {
    if (next.actorEmail !== null) next.actorEmail = ERASED_VALUE;
    next.ip = ERASED_VALUE;
    next.userAgent = ERASED_VALUE;
  } else if (person.account !== undefined && next.actorEmail !== null && mentions(next.actorEmail)) {
    next.actorEmail = ERASED_VALUE;
  }
  if (next.target !== null && mentions(next.target)) {
    // A row about their address (a sign-in to their account, a reset asked for it): where it came
    // from is most likely theirs, and goes with it.
    next.target = ERASED_VALUE;
    next.ip = ERASED_VALUE;
    next.userAgent = ERASED_VALUE;
  }
  if (next.detail !== null) {
    next.detail = erasedDetail(next.detail, (value) => mentions(value) || (about && values.includes(value.trim())), about ? (person.fields ?? []) : []);
  }
  const changed = (['actorEmail', 'target', 'ip', 'userAgent', 'detail'] as const).some((key) => next[key] !== row[key]);
  return changed ? next : null;
}

/**
 * Erases `person`'s data from the audit log in `tx` (the caller's transaction, with the rest of the
 * erasure): answers how many rows were changed. Each changed row is attested by the erasure's row
 * only if it verified before (a row already tampered with is erased all the same, and stays reported).
 */
export async function eraseFromAuditLog(tx: Repositories, person: ErasedPerson, by: Eraser): Promise<number> {
  const addresses = person.addresses.map((address) => address.trim().toLowerCase()).filter((address) => address && address !== ERASED_VALUE);
  const rows = await tx.auditLog.rowsNaming({ actorKey: person.account ?? null, targets: [person.id], addresses });
  const changes: { fields: ErasedFields; attested: string | null }[] = [];
  for (const row of rows) {
    const fields = erasedRow(row, person);
    if (!fields) continue;
    const { id, at, actorKey, action, prevHash } = row;
    const content = { id, at, actorKey, action, actorEmail: fields.actorEmail, target: fields.target, ip: fields.ip, userAgent: fields.userAgent, detail: fields.detail };
    changes.push({ fields, attested: contentVerifies(row) ? entryHash(prevHash, content) : null });
  }
  for (let start = 0; start < changes.length; start += ERASURE_ROWS_MAX) {
    const batch = changes.slice(start, start + ERASURE_ROWS_MAX);
    const attested = Object.fromEntries(batch.filter((change) => change.attested !== null).map((change) => [change.fields.id, change.attested!]));
    const erasureId = await tx.auditLog.append({ ...by, action: ERASURE_ACTION, target: person.id, detail: erasureDetail(person.of, attested) });
    await tx.auditLog.writeErased(batch.map((change) => change.fields), erasureId);
  }
  return changes.length;
}
