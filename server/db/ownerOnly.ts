import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the password hashes, the subscribers' addresses and the JWT secret: nobody but
 * the server's own user may read it. The server creates everything owner-only (umask 077); a
 * folder made by an earlier version, or copied in, is tightened here: group and other lose every
 * permission, the owner keeps theirs. Symbolic links are left alone (chmod would follow them).
 * Answers how many entries were wider.
 */
export function makeOwnerOnly(dir: string): number {
  let tightened = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
      tightened++;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return tightened;
}
