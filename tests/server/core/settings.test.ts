// Settings are read and checked in one place (server/core/config.ts); a bad one stops the start with
// one line naming the variable, and exit code 1.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { configFromEnv } from '../../../server/core/config.ts';
import { openDb } from '../../../server/db/index.ts';
import { generateDkimKeyPair } from '../../../server/mail/dkim.ts';
import { DEFAULT_TIMINGS } from '../../../server/mail/settings.ts';
import { runScript } from '../../kit/process.ts';
import { configProblem } from '../../kit/configProblem.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';
import { TestServer } from '../../kit/server.ts';
import { TEST_PGLITE_BUFFERS_MB } from '../../kit/settings.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bcf-settings-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const START = join(import.meta.dirname, '..', '..', '..', 'server', 'start.ts');

/**
 * Runs the production entry (server/start.ts, what `npm start` runs compiled) with `env` over
 * nothing but PATH. A variable of the environment wins over the same one in a .env file: one given
 * as undefined is unset.
 */
const start = (env: Record<string, string | undefined>, cwd = process.cwd()) =>
  runScript(
    START,
    [],
    { HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(scratch, 'data'), DIST_DIR: join(scratch, 'no-dist'), NODE_ENV: 'test', ...env },
    { ownEnvOnly: true, cwd },
  );

describe('a bad setting stops the start with one line naming it, and exit code 1', () => {
  test.each([
    [{ PORT: 'abc' }, 'Could not start: PORT must be a whole number from 0 to 65535, not "abc"'],
    [{ UPLOAD_MAX_FILE_MB: '-1' }, 'Could not start: UPLOAD_MAX_FILE_MB must be a positive number, not "-1"'],
    [{ JWT_SECRET: 'too-short-a-secret' }, 'Could not start: JWT_SECRET must be at least 32 bytes long, not 18 (make one with: openssl rand -base64 48)'],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' },
      'Could not start: DATABASE_URL cannot be reached: connect ECONNREFUSED 127.0.0.1:1',
    ],
    [{ NODE_ENV: 'production' }, `Could not start: DIST_DIR has no built web app (${join(scratch, 'no-dist')}/index.html): run npm run build first`],
    [
      { DKIM_DOMAIN: 'bcf.rw', DKIM_SELECTOR: 'bcf2026' },
      'Could not start: DKIM_PRIVATE_KEY must be set too: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together, all three or none',
    ],
  ])('%o', async (env, line) => {
    const result = await start(env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.stdout).toBe('');
  }, 90_000);

  test('the settings may come from a .env file in the working folder; the environment wins over it', async () => {
    const folder = join(scratch, 'with-env');
    mkdirSync(folder);
    writeFileSync(join(folder, '.env'), '# a comment\nPORT=abc\nUPLOAD_MAX_FILES=many\n');
    const result = await start({ PORT: undefined }, folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Could not start: PORT must be a whole number from 0 to 65535, not "abc"\n');
    const overridden = await start({ PORT: '0' }, folder);
    expect(overridden.stderr).toBe('Could not start: UPLOAD_MAX_FILES must be a positive number, not "many"\n');
  }, 90_000);
});

describe('configFromEnv', () => {
  test('production unless NODE_ENV says development or test', () => {
    expect(configFromEnv({}).production).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'development' }).production).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'test' }).production).toBe(false);
    expect(configProblem({ NODE_ENV: 'prod' })).toBe('NODE_ENV must be one of production, development, test, not "prod"');
  });

  test('defaults', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', logLevel: 'info', trustProxy: false, allowedOrigins: [] });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      staffEmails: [],
      rate: 20,
      notifyOnContact: true,
      notifyOnSubscribe: true,
      timings: DEFAULT_TIMINGS,
    });
  });

  test('each bad value is named', () => {
    expect(configProblem({ PORT: '70000' })).toBe('PORT must be a whole number from 0 to 65535, not "70000"');
    expect(configProblem({ PORT: '3000.5' })).toMatch(/^PORT /);
    expect(configProblem({ DATABASE_URL: 'mysql://x@y/z' })).toBe('DATABASE_URL must start with postgres:// or postgresql://, not "mysql://"');
    expect(configProblem({ DATABASE_URL: 'not a url' })).toMatch(/^DATABASE_URL must be a postgres:\/\/ address/);
    expect(configProblem({ DATABASE_SCHEMA: 'Bad-Name' })).toMatch(/^DATABASE_SCHEMA /);
    expect(configProblem({ JWT_SECRET: 'x'.repeat(31) })).toMatch(/^JWT_SECRET must be at least 32 bytes long, not 31/);
    expect(configProblem({ JWT_SECRET: 'x'.repeat(32) })).toBeNull();
    expect(configProblem({ ADMIN_EMAIL: 'admin' })).toBe('ADMIN_EMAIL must be an e-mail address, not "admin"');
    expect(configProblem({ ADMIN_PASSWORD: 'short' })).toMatch(/^ADMIN_PASSWORD is too weak: /);
    expect(configProblem({ TRUST_PROXY: 'maybe' })).toBe(
      `TRUST_PROXY must be true (one proxy), a number of proxies (1, 2) or the proxies' addresses (10.0.0.1,10.0.0.2), not "maybe"`,
    );
    expect(configProblem({ TRUST_PROXY: '10.0.0.1,10.0.0.300' })).toMatch(/^TRUST_PROXY must be /);
    expect(configProblem({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^TRUST_PROXY must be /);
    expect(configProblem({ SUBSCRIBE_LIMIT_PER_HOUR: '0' })).toBe('SUBSCRIBE_LIMIT_PER_HOUR must be a whole number from 1 to 1000000, not "0"');
    expect(configProblem({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of fatal, error/);
    expect(configProblem({ ALLOWED_ORIGINS: 'https://a.rw,b.rw' })).toMatch(/^ALLOWED_ORIGINS must be comma-separated origins/);
    expect(configProblem({ UPLOAD_MAX_FILES: '0' })).toBe('UPLOAD_MAX_FILES must be a positive number, not "0"');
    expect(configProblem({ PUBLIC_URL: 'bcf.rw' })).toMatch(/^PUBLIC_URL must be an absolute http\(s\) address/);
    expect(configProblem({ READ_CACHE_MB: '0' })).toBe('READ_CACHE_MB must be a whole number from 1 to 4096, not "0"');
    expect(configProblem({ READ_CACHE_MB: '1.5' })).toMatch(/^READ_CACHE_MB must be a whole number/);
  });

  test('DKIM: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY all three or none; the key as PEM text or a file', () => {
    const { privateKey } = generateDkimKeyPair();
    const full = { DKIM_DOMAIN: 'BCF.rw', DKIM_SELECTOR: 'bcf2026', DKIM_PRIVATE_KEY: privateKey };
    const together = 'must be set too: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together, all three or none';
    // Every partial set names the first one missing, and nothing is signed with half the settings.
    expect(configProblem({ DKIM_DOMAIN: 'bcf.rw' })).toBe(`DKIM_SELECTOR ${together}`);
    expect(configProblem({ DKIM_SELECTOR: 'bcf2026' })).toBe(`DKIM_DOMAIN ${together}`);
    expect(configProblem({ DKIM_PRIVATE_KEY: privateKey })).toBe(`DKIM_DOMAIN ${together}`);
    expect(configProblem({ DKIM_DOMAIN: 'bcf.rw', DKIM_PRIVATE_KEY: privateKey })).toBe(`DKIM_SELECTOR ${together}`);
    expect(configProblem({ DKIM_SELECTOR: 'bcf2026', DKIM_PRIVATE_KEY: privateKey })).toBe(`DKIM_DOMAIN ${together}`);
    expect(configProblem({ ...full, DKIM_SELECTOR: '   ' })).toBe(`DKIM_SELECTOR ${together}`);
    expect(configFromEnv({}).mail.dkim).toBeUndefined();

    // PEM text, as written in a file or on one line with \n; or the path of a PEM file.
    const expected = { domainName: 'bcf.rw', keySelector: 'bcf2026', privateKey };
    expect(configFromEnv(full).mail.dkim).toEqual(expected);
    expect(configFromEnv({ ...full, DKIM_PRIVATE_KEY: privateKey.trim().replaceAll('\n', '\\n') }).mail.dkim).toEqual(expected);
    const keyFile = join(scratch, 'dkim.pem');
    writeFileSync(keyFile, privateKey, { mode: 0o600 });
    expect(configFromEnv({ ...full, DKIM_PRIVATE_KEY: keyFile }).mail.dkim).toEqual(expected);
    // On with e-mail on, and the settings are the same whatever SMTP_URL says.
    expect(configFromEnv({ ...full, SMTP_URL: 'smtp://mail.bcf.rw', PUBLIC_URL: 'https://bcf.rw' }).mail.dkim).toEqual(expected);

    // Bad values, each in one line that never quotes the key.
    const missingFile = join(scratch, 'no-such-key.pem');
    expect(configProblem({ ...full, DKIM_PRIVATE_KEY: missingFile })).toBe(
      `DKIM_PRIVATE_KEY cannot be read (${missingFile}): ENOENT: no such file or directory, open '${missingFile}'`,
    );
    const notAKey = join(scratch, 'not-a-key.pem');
    writeFileSync(notAKey, 'secret words, not a key\n');
    // Damaged in copying: eight characters of the modulus changed, and the key still parses.
    const lines = privateKey.split('\n');
    lines[1] = lines[1]!.slice(0, 56) + [...lines[1]!.slice(56, 64)].map((c) => (c === 'A' ? 'B' : 'A')).join('') + lines[1]!.slice(64);
    const garbled = lines.join('\n');
    const { privateKey: ecKey } = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const { privateKey: smallKey } = generateKeyPairSync('rsa', { modulusLength: 768, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const { publicKey } = generateDkimKeyPair();
    for (const [key, message] of [
      [notAKey, 'DKIM_PRIVATE_KEY is not a PEM private key (make one with: npm run admin -- dkim-keygen DOMAIN)'],
      [
        garbled,
        'DKIM_PRIVATE_KEY is damaged: what it signs does not verify with its own public key (make a new one with: npm run admin -- dkim-keygen DOMAIN)',
      ],
      [publicKey, 'DKIM_PRIVATE_KEY is not a PEM private key (make one with: npm run admin -- dkim-keygen DOMAIN)'],
      ['-----BEGIN PRIVATE KEY-----', 'DKIM_PRIVATE_KEY is not a PEM private key (make one with: npm run admin -- dkim-keygen DOMAIN)'],
      [ecKey, 'DKIM_PRIVATE_KEY must be an RSA key, not ec'],
      [smallKey, 'DKIM_PRIVATE_KEY must be an RSA key of at least 1024 bits, not 768'],
      [scratch, `DKIM_PRIVATE_KEY cannot be read (${scratch}): EISDIR: illegal operation on a directory, read`],
    ] as const) {
      const line = configProblem({ ...full, DKIM_PRIVATE_KEY: key });
      expect(line).toBe(message);
      expect(line).not.toContain('\n');
    }
    expect(configProblem({ ...full, DKIM_DOMAIN: 'bcf' })).toBe('DKIM_DOMAIN must be a domain name like bcf.rw, not "bcf"');
    expect(configProblem({ ...full, DKIM_DOMAIN: 'bcf.rw;evil' })).toMatch(/^DKIM_DOMAIN must be a domain name/);
    expect(configProblem({ ...full, DKIM_DOMAIN: `${'a'.repeat(64)}.rw` })).toMatch(/^DKIM_DOMAIN must be a domain name/);
    expect(configProblem({ ...full, DKIM_SELECTOR: 'bcf 2026' })).toMatch(/^DKIM_SELECTOR must be a DNS label/);
    expect(configProblem({ ...full, DKIM_SELECTOR: 'bcf;h=from' })).toMatch(/^DKIM_SELECTOR must be a DNS label/);
    expect(configProblem({ ...full, DKIM_SELECTOR: '-bcf' })).toMatch(/^DKIM_SELECTOR must be a DNS label/);
  });

  test('the read cache holds 32 MB unless READ_CACHE_MB says otherwise', () => {
    expect(configFromEnv({}).readCacheBytes).toBe(32 * 1024 * 1024);
    expect(configFromEnv({ READ_CACHE_MB: '128' }).readCacheBytes).toBe(128 * 1024 * 1024);
  });

  test("the embedded database keeps PostgreSQL's 128 MB of shared buffers unless PGLITE_BUFFERS_MB says otherwise", async () => {
    expect(configFromEnv({}).pgliteBuffersMb).toBe(128);
    expect(configFromEnv({ PGLITE_BUFFERS_MB: '16' }).pgliteBuffersMb).toBe(16);
    expect(configProblem({ PGLITE_BUFFERS_MB: '0' })).toBe('PGLITE_BUFFERS_MB must be a whole number from 1 to 4096, not "0"');
    expect(configProblem({ PGLITE_BUFFERS_MB: '16MB' })).toMatch(/^PGLITE_BUFFERS_MB must be a whole number/);
    const dataDir = join(scratch, 'buffers');
    await preparePgliteDir(dataDir);
    const sharedBuffers = async (pgliteBuffersMb?: number) => {
      const db = await openDb({ dataDir, pgliteBuffersMb });
      try {
        return (await db.query<{ shared_buffers: string }>('SHOW shared_buffers'))[0]!.shared_buffers;
      } finally {
        await db.close();
      }
    };
    expect(await sharedBuffers()).toBe('128MB');
    expect(await sharedBuffers(24)).toBe('24MB');
    // The tests' servers start with the tests' own.
    const server = await new TestServer({ name: 'pglite' }, { seed: false }).start();
    try {
      expect((await server.services.db.query<{ shared_buffers: string }>('SHOW shared_buffers'))[0]!.shared_buffers).toBe(`${TEST_PGLITE_BUFFERS_MB}MB`);
    } finally {
      await server.destroy();
    }
  });

  test('TRUST_PROXY: never every hop; true is one proxy, or a count, or the proxies themselves', () => {
    const trust = (value: string) => configFromEnv({ TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(1);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(trust('10.0.0.0/8,::1')).toEqual(['10.0.0.0/8', '::1']);
  });

  test('SUBSCRIBE_LIMIT_PER_HOUR: 10 unless set', () => {
    expect(configFromEnv({}).subscribeLimitPerHour).toBe(10);
    expect(configFromEnv({ SUBSCRIBE_LIMIT_PER_HOUR: '500' }).subscribeLimitPerHour).toBe(500);
  });

  test('e-mail settings are checked too', () => {
    expect(configProblem({ SMTP_URL: 'smtp://mail.example.rw:587' })).toBe(
      'PUBLIC_URL must be set when SMTP_URL is set (links in e-mails must be absolute)',
    );
    expect(configProblem({ SMTP_URL: 'http://mail.example.rw', PUBLIC_URL: 'https://bcf.rw' })).toMatch(/^SMTP_URL must be an smtp:\/\//);
    expect(configProblem({ MAIL_RATE: '-5' })).toMatch(/^MAIL_RATE must be a whole number/);
    expect(configProblem({ MAIL_LEASE_SECONDS: '2' })).toBe('MAIL_LEASE_SECONDS must be a whole number from 5 to 3600, not "2"');
    expect(configFromEnv({ MAIL_LEASE_SECONDS: '45' }).mail.timings).toEqual({ ...DEFAULT_TIMINGS, leaseMs: 45_000 });
    expect(configProblem({ STAFF_EMAIL: 'a@bcf.rw, nobody' })).toMatch(/^STAFF_EMAIL must be comma-separated e-mail addresses/);
    expect(configProblem({ NOTIFY_ON_CONTACT: 'sometimes' })).toMatch(/^NOTIFY_ON_CONTACT must be true or false/);
    const on = configFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.rw:465', PUBLIC_URL: 'https://bcf.rw', MAIL_RATE: '0', STAFF_EMAIL: 'A@bcf.rw,b@bcf.rw', NOTIFY_ON_SUBSCRIBE: 'false' });
    // Every default applied where the settings are read: the From is the public host's.
    expect(on.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.rw:465',
      from: 'Build Career Foundation <no-reply@bcf.rw>',
      staffEmails: ['a@bcf.rw', 'b@bcf.rw'],
      rate: 0,
      notifyOnContact: true,
      notifyOnSubscribe: false,
      timings: DEFAULT_TIMINGS,
    });
  });

  test('FOUNDATION_POSTAL_ADDRESS is one line of at most 200 characters, or unset', () => {
    expect(configFromEnv({ FOUNDATION_POSTAL_ADDRESS: '  P.O. Box 1234, Kigali, Rwanda ' }).mail.postalAddress).toBe('P.O. Box 1234, Kigali, Rwanda');
    expect(configFromEnv({}).mail.postalAddress).toBeUndefined();
    expect(configFromEnv({ FOUNDATION_POSTAL_ADDRESS: '   ' }).mail.postalAddress).toBeUndefined();
    for (const bad of ['P.O. Box 1\nBcc: x@evil.example', 'Kigali\r\nRwanda', `Kigali\u2028Rwanda`, 'K'.repeat(201), 'Kigali\u0000']) {
      expect(configProblem({ FOUNDATION_POSTAL_ADDRESS: bad })).toMatch(/^FOUNDATION_POSTAL_ADDRESS must be one line of at most 200 characters/);
    }
    expect(configFromEnv({ FOUNDATION_POSTAL_ADDRESS: 'K'.repeat(200) }).mail.postalAddress).toHaveLength(200);
  });
});
