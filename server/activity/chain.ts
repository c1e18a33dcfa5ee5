// The activity log's hash chain: each row's hash is SHA-256(previous row's hash + the canonical
// JSON of the row's own content), so changing, inserting or removing a row in the middle shows.
import { createHash } from 'node:crypto';

/** The hash the first row of a log links to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What was done, by whom (as their e-mail read then), on what, from where. */
export interface ActivityFacts {
  actorEmail: string | null;
  action: string;
  target: string | null;
  ip: string;
  userAgent: string;
  detail: string | null;
}

/** What a row's hash covers: every column but the hashes themselves and actor_id (a pointer that goes NULL). */
export interface ActivityContent extends ActivityFacts {
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

export function entryHash(prevHash: string, content: ActivityContent): string {
  return createHash('sha256').update(prevHash).update(canonicalJson(content)).digest('hex');
}

export interface StoredEntry extends ActivityContent {
  actorId: string | null;
  prevHash: string;
  hash: string;
}

export type ChainCheck = { intact: true; entries: number } | { intact: false; entries: number; id: string; problem: string };

/**
 * Walks rows in id order (`pages` answers them a batch at a time after the id given, null first).
 * The first row's prev_hash is taken as given (older rows may have been pruned); each later row
 * must link to the one before it, and each row's hash must be that of its content.
 */
export async function verifyChain(pages: (afterId: string | null) => Promise<StoredEntry[]>): Promise<ChainCheck> {
  let entries = 0;
  let previous: string | null = null;
  let afterId: string | null = null;
  for (;;) {
    const rows = await pages(afterId);
    if (rows.length === 0) return { intact: true, entries };
    for (const row of rows) {
      const broken = (problem: string): ChainCheck => ({ intact: false, entries, id: row.id, problem });
      if (previous !== null && row.prevHash !== previous) return broken('its prev_hash is not the previous row\'s hash (a row before it was changed or removed)');
      const { actorId, prevHash, hash, ...content } = row;
      if (actorId !== null && actorId !== content.actorKey) return broken('its actor was changed');
      if (entryHash(prevHash, content) !== hash) return broken('its content does not match its hash (the row was changed)');
      previous = hash;
      entries++;
      afterId = row.id;
    }
  }
}
