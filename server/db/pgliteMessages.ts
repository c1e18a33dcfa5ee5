// What the server and the embedded database's thread say to each other (server/db/pgliteThread.ts
// and pgliteWorker.ts): every request carries an id, and its answer the same id.
export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string; listener: number }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'close' };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { notify: number; payload: string }
  | { ready: true }
  | { ready: false; error: Record<string, unknown> };

/** When the embedded database's thread makes a checkpoint: checked every `checkMs`, once the log has grown `afterBytes`. */
export interface CheckpointSettings {
  checkMs: number;
  afterBytes: number;
}

export const CHECKPOINTS: CheckpointSettings = { checkMs: 60_000, afterBytes: 64 * 1024 * 1024 };

/** A WebAssembly.Module of PGlite's (the server's types know no WebAssembly; it crosses to the thread as it is). */
export type CompiledPglite = object;

/** What the thread is started with. */
export interface PgliteThreadInput {
  dir: string;
  checkpoints: CheckpointSettings;
  /** PGlite's WebAssembly, compiled once a process (none: the thread compiles its own). */
  pgliteModule?: CompiledPglite;
  /** Its shared buffers in MB (none: PostgreSQL's default). */
  buffersMb?: number;
}
