import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildIsStale, builtAt } from '../../../scripts/build-state.mjs';

const SCRIPTS = join(import.meta.dirname, '..', '..', '..', 'scripts');
const HOUR = 3_600_000;
const NOW = Date.now();

let root: string;

/** Writes a file of the fake project, last changed `hoursAgo` hours ago. */
function write(path: string, hoursAgo: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  const time = new Date(NOW - hoursAgo * HOUR);
  utimesSync(full, time, time);
  // A folder's own time moves when an entry is added: keep the folders old, as a checkout's are.
  for (let dir = dirname(full); dir.startsWith(root) && dir !== root; dir = dirname(dir)) {
    utimesSync(dir, new Date(NOW - 100 * HOUR), new Date(NOW - 100 * HOUR));
  }
}

function builtProject(): void {
  write('src/main.tsx', 10);
  write('server/mail/messages.ts', 10);
  write('package.json', 10);
  write('dist/index.html', 2);
  write('dist-server/server/start.js', 1);
}

/** Runs a copy of scripts/prepare.mjs as `npm start`'s prestart does, in the fake project. */
function prestartCheck() {
  mkdirSync(join(root, 'scripts'), { recursive: true });
  for (const file of ['prepare.mjs', 'build-state.mjs']) copyFileSync(join(SCRIPTS, file), join(root, 'scripts', file));
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'prepare.mjs'), '--check'], { encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build staleness', () => {
  test('a project never built is stale, and so is one with only the web app built', () => {
    write('src/main.tsx', 10);
    expect(builtAt(root)).toBe(0);
    expect(buildIsStale(root)).toBe(true);
    write('dist/index.html', 1);
    expect(builtAt(root)).toBe(0);
    expect(buildIsStale(root)).toBe(true);
  });

  test('a build newer than every source is fresh; it dates from its older output', () => {
    builtProject();
    expect(builtAt(root)).toBeCloseTo(NOW - 2 * HOUR, 0);
    expect(buildIsStale(root)).toBe(false);
  });

  test('a source changed after the build, deep in a folder or at the top, makes it stale', () => {
    builtProject();
    write('server/mail/messages.ts', 0);
    expect(buildIsStale(root)).toBe(true);

    builtProject();
    write('package.json', 0);
    expect(buildIsStale(root)).toBe(true);
  });

  test('files the build does not read do not make it stale', () => {
    builtProject();
    write('tests/e2e/budget.test.ts', 0);
    write('README.md', 0);
    expect(buildIsStale(root)).toBe(false);
  });

  test('npm start refuses to start with nothing built, notes a stale build, and is quiet on a fresh one', () => {
    write('src/main.tsx', 10);
    expect(prestartCheck()).toEqual({
      status: 1,
      stderr: 'Could not start: nothing is built yet: run npm run build (npm install does it too)\n',
    });

    builtProject();
    expect(prestartCheck()).toEqual({ status: 0, stderr: '' });

    write('src/main.tsx', 0);
    expect(prestartCheck()).toEqual({
      status: 0,
      stderr: 'Note: the sources changed since the last build; run npm run build to serve the changes.\n',
    });
  });
});
