// The key sessions are signed with (server/core/secret.ts): JWT_SECRET when it is set; else one made
// on the first start and kept, owner-only, in DATA_DIR's jwt-secret, read back on every start after,
// so that signed-in staff stay signed in across restarts. A kept secret too short to sign with is
// replaced; a jwt-secret that can be neither read nor replaced stops the start.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadJwtSecret } from '../../../server/core/secret.ts';
import { JWT_SECRET } from '../../kit/settings.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bcf-secret-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
/** A data folder of its own for each test, not made yet. */
const dataDir = () => join(scratch, `data-${++folders}`);
const keptIn = (dir: string) => join(dir, 'jwt-secret');
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the JWT secret', () => {
  test('JWT_SECRET, when set, is the secret, and nothing is written to the data folder', () => {
    const dir = dataDir();
    expect(loadJwtSecret(dir, JWT_SECRET)).toBe(JWT_SECRET);
    expect(existsSync(dir)).toBe(false);
  });

  test('without it, one is made on the first start (48 random bytes), kept owner-only, and read back on the next', () => {
    const dir = dataDir();
    const made = loadJwtSecret(dir);
    expect(made).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readFileSync(keptIn(dir), 'utf8')).toBe(`${made}\n`);
    expect(modeOf(keptIn(dir))).toBe(0o600);
    expect(modeOf(dir)).toBe(0o700);
    expect(loadJwtSecret(dir)).toBe(made);
    expect(loadJwtSecret(dir, '')).toBe(made);
    // Each installation has its own.
    expect(loadJwtSecret(dataDir())).not.toBe(made);
  });

  test('a secret written into the file by hand is used as written, without the spaces and line ends around it', () => {
    const dir = dataDir();
    mkdirSync(dir);
    const own = 'a-secret-of-our-own-that-is-long-enough';
    writeFileSync(keptIn(dir), `  ${own}\r\n\n`);
    expect(loadJwtSecret(dir)).toBe(own);
    expect(readFileSync(keptIn(dir), 'utf8')).toBe(`  ${own}\r\n\n`);
  });

  test('a kept secret shorter than 32 characters is replaced with a new one', () => {
    const dir = dataDir();
    mkdirSync(dir);
    const short = 'x'.repeat(31);
    writeFileSync(keptIn(dir), `${short}\n`, { mode: 0o600 });
    const made = loadJwtSecret(dir);
    expect(made).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readFileSync(keptIn(dir), 'utf8')).toBe(`${made}\n`);
    expect(loadJwtSecret(dir)).toBe(made);
    // Exactly 32 is long enough.
    writeFileSync(keptIn(dir), 'y'.repeat(32));
    expect(loadJwtSecret(dir)).toBe('y'.repeat(32));
  });

  test('a jwt-secret that can be neither read nor replaced (a folder in its place) stops the start, and is left as it is', () => {
    const dir = dataDir();
    mkdirSync(keptIn(dir), { recursive: true });
    expect(() => loadJwtSecret(dir)).toThrow(`EISDIR: illegal operation on a directory, open '${keptIn(dir)}'`);
    expect(statSync(keptIn(dir)).isDirectory()).toBe(true);
  });
});
