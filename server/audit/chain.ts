// The audit log's hash chain: each row's hash is SHA-256(previous row's hash + the canonical
// JSON of the row's own content), so changing, inserting or removing a row in the middle shows.
//
// Erasing a person's data (server/audit/redaction.ts) changes rows in place without breaking the
// chain: a row keeps its hash and its place (the next row still links to it), and the erasure
// appends a row of its own, `personal_data.erased`, whose detail names each row it changed with
// the hash of that row's content as erased (the same entryHash, over the same prev_hash). The row
// points at that erasure row (audit_log.erased_in, which no hash covers, like actor_id). A row
// verifies when its content matches its own hash, or the hash its erasure row attests; the
// erasure row is itself a link of the chain, so neither it nor what it attests can be changed
// unseen, and a row that did not verify before its erasure is not attested (it stays reported).
import { createHash } from 'node:crypto';

/** The hash the first row of a log links to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What was done, by whom (as their e-mail read then), on what, from where. */
export interface AuditFacts {
  actorEmail: string | null;
  action: string;
  target: string | null;
  ip: string;
  userAgent: string;
  detail: string | null;
}

/** What a row's hash covers: every column but the hashes themselves and actor_id (a pointer that goes NULL). */
export interface AuditContent extends AuditFacts {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  actorKey: string | null;
}

/** JSON with object keys sorted at every level: one text for one content, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, one]) => one !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, one]) => `${JSON.stringify(key)}:${canonicalJson(one)}`).join(',')}}`;
}

/**
 * The content as the database stores it and answers it back: text columns hold UTF-8, so an
 * unpaired surrogate in a string (a JavaScript string may hold one; UTF-8 cannot) is stored as
 * U+FFFD, exactly as String.prototype.toWellFormed replaces it. Rows are written and hashed in
 * this form, so a row read back hashes to what was written. Well-formed text is left as it is:
 * the hashes of rows written before are unchanged.
 */
export function asStored<T extends AuditContent>(content: T): T {
  const stored = { ...content };
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'string') (stored as Record<string, unknown>)[key] = value.toWellFormed();
  }
  return stored;
}

/** The hash of a row's content as stored (asStored), linked to the previous row's hash. */
export function entryHash(prevHash: string, content: AuditContent): string {
  return createHash('sha256').update(prevHash).update(canonicalJson(asStored(content))).digest('hex');
}

/**
 * Whether a row written before rows were hashed as stored holds its hash all the same: such a row
 * was hashed with an unpaired surrogate where the database keeps U+FFFD (one failed sign-in could
 * leave one). A row with one U+FFFD in its text is tried with each of the 2,048 surrogates in its
 * place; one with more is not (millions of hashes a row) and stays reported.
 */
function hashedWithASurrogate(prevHash: string, content: AuditContent, hash: string): boolean {
  const texts = Object.entries(content).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes('\ufffd'));
  if (texts.length !== 1) return false;
  const [key, text] = texts[0]!;
  const at = text.indexOf('\ufffd');
  if (text.includes('\ufffd', at + 1)) return false;
  for (let code = 0xd800; code <= 0xdfff; code++) {
    const written = { ...content, [key]: `${text.slice(0, at)}${String.fromCharCode(code)}${text.slice(at + 1)}` };
    if (createHash('sha256').update(prevHash).update(canonicalJson(written)).digest('hex') === hash) return true;
  }
  return false;
}

export interface StoredEntry extends AuditContent {
  actorId: string | null;
  prevHash: string;
  hash: string;
  /** A row whose personal data was erased: the hash of its content as erased, from the erasure's row (absent otherwise). */
  attested?: string | null;
}

/** The action of the row an erasure appends: it attests the rows it changed. */
export const ERASURE_ACTION = 'personal_data.erased';

/** What an erasure's row keeps in its detail: whose data it was, and each changed row's id with its new content hash. */
export const erasureDetail = (of: string, rows: Record<string, string>): string => canonicalJson({ of, rows });

/** The hash an erasure row's detail attests for row `id`, or null (not JSON, or not naming that row). */
export function attestedIn(detail: string | null, id: string): string | null {
  if (detail === null) return null;
  try {
    const parsed = JSON.parse(detail) as { rows?: unknown };
    const rows = parsed && typeof parsed === 'object' && parsed.rows && typeof parsed.rows === 'object' ? (parsed.rows as Record<string, unknown>) : {};
    const hash = Object.hasOwn(rows, id) ? rows[id] : null;
    return typeof hash === 'string' ? hash : null;
  } catch {
    return null;
  }
}

/** Whether a row's content is what its hash (or, once erased, its erasure row) says it is. */
export function contentVerifies(row: StoredEntry): boolean {
  const { actorId: _actorId, prevHash, hash, attested, ...content } = row;
  const now = entryHash(prevHash, content);
  return now === hash || (typeof attested === 'string' && now === attested) || hashedWithASurrogate(prevHash, content, hash);
}

/** A row that does not verify, and why. */
export interface BrokenEntry {
  id: string;
  problem: string;
}

/** The most broken rows a check lists (it counts them all): a log broken everywhere stays one readable answer. */
export const BROKEN_LISTED_MAX = 1_000;

/** The rows checked; those that do not verify, in id order (the first BROKEN_LISTED_MAX), and how many there are. */
export interface ChainCheck {
  intact: boolean;
  entries: number;
  broken: BrokenEntry[];
  brokenCount: number;
}

/**
 * Walks every row in id order (`pages` answers them a batch at a time after the id given, null
 * first) and reports each that does not verify, going on past it: one broken row never hides a
 * later one. The first row's prev_hash is taken as given (older rows may have been pruned); each
 * later row must link to the stored hash of the one before it, and each row's hash must be that
 * of its content. A row changed in place is reported once (its own hash no longer matches); a
 * row removed, or changed and re-hashed, is reported at the row after it (its link is broken).
 */
export async function verifyChain(pages: (afterId: string | null) => Promise<StoredEntry[]>): Promise<ChainCheck> {
  const broken: BrokenEntry[] = [];
  let brokenCount = 0;
  let entries = 0;
  let previous: string | null = null;
  let afterId: string | null = null;
  for (;;) {
    const rows = await pages(afterId);
    if (rows.length === 0) return { intact: brokenCount === 0, entries, broken, brokenCount };
    for (const row of rows) {
      const { actorId, prevHash, hash, actorKey } = row;
      const problems: string[] = [];
      if (previous !== null && prevHash !== previous) problems.push('its prev_hash is not the previous row\'s hash (a row before it was changed or removed)');
      if (actorId !== null && actorId !== actorKey) problems.push('its actor was changed');
      if (!contentVerifies(row)) problems.push('its content does not match its hash (the row was changed)');
      if (problems.length > 0) {
        brokenCount++;
        if (broken.length < BROKEN_LISTED_MAX) broken.push({ id: row.id, problem: problems.join('; ') });
      }
      previous = hash;
      entries++;
      afterId = row.id;
    }
  }
}
