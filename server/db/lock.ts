import { closeSync, constants, linkSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite's files belong to the one process that opened them: a second one (a second server, the
 * admin CLI) would write over the first's pages, or have its writes lost. Whoever opens the
 * embedded database first takes `DATA_DIR/database.pid`, holding its process id, and gives it
 * back on close; a file naming a process that is gone is taken over.
 */
export class DatabaseInUseError extends Error {
  constructor(readonly pid: number) {
    super(`the database in DATA_DIR is in use by process ${pid}: stop it, or run this command through the running server`);
    this.name = 'DatabaseInUseError';
  }
}

export function lockPath(dataDir: string): string {
  return join(dataDir, 'database.pid');
}

/** Lock files this process holds: its own id in a file it did not write is one left by an earlier life (a container restarted with the same ids). */
const held = new Set<string>();

function releaseAllAtExit() {
  for (const path of held) if (holder(path) === process.pid) rmSync(path, { force: true });
}

function holder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Takes the embedded database's lock in dataDir, or throws DatabaseInUseError; answers how to give it back. */
export function lockDatabase(dataDir: string): () => void {
  const path = lockPath(dataDir);
  // The id is written before the file takes its name (a hard link fails when the name exists), so
  // a reader never sees an empty lock.
  const scratch = `${path}.${process.pid}.${Date.now()}`;
  const fd = openSync(scratch, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(scratch, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const pid = holder(path);
      const fromEarlierLife = pid === process.pid && !held.has(path);
      if (pid !== null && !fromEarlierLife && isRunning(pid)) throw new DatabaseInUseError(pid);
      if (attempt === 2) throw new DatabaseInUseError(pid ?? 0);
      // Left by a process that is gone (killed, or the machine stopped): its database is closed.
      rmSync(path, { force: true });
    }
  } finally {
    rmSync(scratch, { force: true });
  }
  if (held.size === 0) process.once('exit', releaseAllAtExit);
  held.add(path);
  return () => {
    if (!held.delete(path)) return;
    if (held.size === 0) process.off('exit', releaseAllAtExit);
    if (holder(path) === process.pid) rmSync(path, { force: true });
  };
}
