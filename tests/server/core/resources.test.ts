// What can only be checked by trying, before anything opens (server/core/config.ts checkResources):
// the database answers, the data folder can be made (owner-only) and written, and a production
// start has a built web app; and the .env file of the working folder (loadDotEnv), whose settings
// the environment's own override. Each refusal is one line naming the setting.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError, checkResources, configFromEnv, loadDotEnv, type Config } from '../../../server/core/config.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bcf-resources-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The settings of a start with these variables, its data and web app folders under the scratch folder. */
const settings = (env: Record<string, string> = {}): Config =>
  configFromEnv({ NODE_ENV: 'test', DATA_DIR: join(scratch, 'data'), DIST_DIR: join(scratch, 'no-dist'), ...env });

/** The line checkResources stops the start with, or null when it lets it go on. */
async function refusal(config: Config): Promise<string | null> {
  try {
    await checkResources(config);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return null;
}

describe('checkResources', () => {
  test('a missing data folder is made, with its parents, and only its owner may enter it', async () => {
    const dataDir = join(scratch, 'new', 'data');
    expect(await refusal(settings({ DATA_DIR: dataDir }))).toBeNull();
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    // A second start finds it there.
    expect(await refusal(settings({ DATA_DIR: dataDir }))).toBeNull();
  });

  test('a data folder that cannot be made stops the start, naming DATA_DIR and the folder', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const under = join(file, 'data');
    expect(await refusal(settings({ DATA_DIR: under }))).toBe(`DATA_DIR cannot be written (${under}): ENOTDIR: not a directory, mkdir '${under}'`);
    expect(await refusal(settings({ DATA_DIR: file }))).toBe(`DATA_DIR cannot be written (${file}): EEXIST: file already exists, mkdir '${file}'`);
  });

  test('a production start needs the built web app; a development or test start does not', async () => {
    const dist = join(scratch, 'dist');
    mkdirSync(dist);
    expect(await refusal(settings({ NODE_ENV: 'production', DIST_DIR: dist }))).toBe(
      `DIST_DIR has no built web app (${dist}/index.html): run npm run build first`,
    );
    expect(await refusal(settings({ NODE_ENV: 'development', DIST_DIR: dist }))).toBeNull();
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    expect(await refusal(settings({ NODE_ENV: 'production', DIST_DIR: dist }))).toBeNull();
  });

  test('a database that cannot be reached stops the start, naming DATABASE_URL and why', async () => {
    expect(await refusal(settings({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' }))).toBe(
      'DATABASE_URL cannot be reached: connect ECONNREFUSED 127.0.0.1:1',
    );
  });
});

describe('loadDotEnv', () => {
  const names = ['BCF_DOTENV_CHECK_FROM_FILE', 'BCF_DOTENV_CHECK_FROM_BOTH'];

  test('no .env file: nothing is read and nothing is said', () => {
    expect(() => loadDotEnv(join(scratch, 'nowhere', '.env'))).not.toThrow();
  });

  test('a .env file adds its settings; one already in the environment keeps the environment\'s value', () => {
    const file = join(scratch, '.env');
    writeFileSync(file, `# a comment\n${names[0]}=from the file\n${names[1]}=from the file\n`);
    process.env[names[1]!] = 'from the environment';
    try {
      loadDotEnv(file);
      expect(process.env[names[0]!]).toBe('from the file');
      expect(process.env[names[1]!]).toBe('from the environment');
    } finally {
      for (const name of names) delete process.env[name];
    }
  });

  test('a .env that cannot be read stops the start with one line naming it', () => {
    const folder = join(scratch, 'env-folder', '.env');
    mkdirSync(folder, { recursive: true });
    // What Node says of it varies with its version; the line is ours.
    expect(() => loadDotEnv(folder)).toThrow(expect.objectContaining({ name: 'ConfigError', variable: '.env' }));
    expect(() => loadDotEnv(folder)).toThrow(/^\.env cannot be read: [^\n]+$/);
  });
});
