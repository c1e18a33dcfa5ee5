import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { isValidEmail, normaliseEmail, passwordProblem } from '../shared/rules.ts';
import { DEFAULT_THROTTLE, type ThrottleSettings } from './auth/throttle.ts';
import { DEFAULT_CONTACT_LIMIT } from './contact/limit.ts';
import { checkPrivateKey, isDkimDomain, isDkimSelector, isPemText, pemFromSetting, type DkimSettings } from './mail/dkim.ts';
import { DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR } from './mail/limits.ts';
import { DEFAULT_TIMINGS, defaultFrom, type MailConfig } from './mail/settings.ts';
import type { WindowSettings } from './rateLimit.ts';
import { parsePublicUrl } from './seo/origin.ts';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './timeouts.ts';
import { MB, uploadLimits, type UploadLimits } from './uploads/limits.ts';

/**
 * The server's settings, every default applied: what buildApp builds from (`app.config` to the
 * plugins). configFromEnv reads them from the environment, here and nowhere else (.env.example
 * lists the variables with their defaults); a bad value is a ConfigError whose message is one line
 * that starts with the variable's name. Tests start from what it reads and change a field or two.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (default: the connection's search_path). */
  databaseSchema?: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** True unless NODE_ENV says development or test: `npm start` is production by default. */
  production: boolean;
  nodeEnv: 'production' | 'development' | 'test';
  logLevel: string;
  /** Where the log lines go (tests collect them); standard output when unset. */
  logStream?: NodeJS.WritableStream;
  distDir: string;
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  publicUrl?: string;
  uploadLimits: UploadLimits;
  /** makeSubscribe calls accepted per client address and hour. */
  subscribeLimitPerHour: number;
  /** What the read cache may hold in all, in bytes (READ_CACHE_MB, default 32). */
  readCacheBytes: number;
  /** E-mail: off unless SMTP_URL is set. */
  mail: MailConfig;
  // Policies no variable sets: tests shorten or tighten them.
  /** Write the sample posts on a new database. */
  seed: boolean;
  loginThrottle: ThrottleSettings;
  /** Contact messages accepted per client address and window. */
  contactLimit: WindowSettings;
  /** How long a request and a connection may take (server/timeouts.ts). */
  timeouts: ServerTimeouts;
  /** How often the scheduler publishes scheduled posts whose time has come (ms; at most 30 s). */
  scheduleTickMs: number;
}

/**
 * Which proxies to believe for the client's address and protocol: none (false), the last N hops
 * (a number: the client is the address the Nth proxy from this server saw), or the proxies at
 * these addresses (CIDR ranges allowed). Never every hop: then a client could write its own
 * address into X-Forwarded-For.
 */
export type TrustProxy = false | number | string[];

/** A setting with a bad value: the message names the variable and says what is wrong. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS = ['production', 'development', 'test'] as const;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;

type Env = NodeJS.ProcessEnv;

/** The variable's value, trimmed; undefined when unset or empty. */
function text(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const value = raw.trim();
  return value === '' ? undefined : value;
}

/** A numeric setting times `unit`, or undefined when unset; anything else stops the start. */
function numberSetting(env: Env, name: string, unit = 1): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(name, `must be a positive number, not "${raw}"`);
  return value * unit;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1' || raw === 'yes') return true;
  if (raw === 'false' || raw === '0' || raw === 'no') return false;
  throw new ConfigError(name, `must be true or false, not "${env[name]}"`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, not "${raw}"`);
  return raw as T;
}

function databaseUrl(env: Env): string | undefined {
  const raw = text(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// address (postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// or postgresql://, not "${url.protocol}//"`);
  }
  return raw;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: unset or false, true (one hop), a hop count, or the proxies' addresses. */
function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'false' || lower === 'no' || lower === '0') return false;
  if (lower === 'true' || lower === 'yes') return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 100) return hops;
  }
  const list = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (list.length > 0 && list.every(isAddressOrRange)) return list;
  throw new ConfigError(
    'TRUST_PROXY',
    `must be true (one proxy), a number of proxies (1, 2) or the proxies' addresses (10.0.0.1,10.0.0.2), not "${raw}"`,
  );
}

function origins(env: Env): string[] {
  const list = (text(env, 'ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError('ALLOWED_ORIGINS', `must be comma-separated origins like https://bcf.rw, not "${origin}"`);
    }
  }
  return list.map((origin) => origin.replace(/\/$/, ''));
}

function emailList(env: Env, name: string): string[] {
  const list = (text(env, name) ?? '')
    .split(',')
    .map((address) => normaliseEmail(address))
    .filter(Boolean);
  for (const address of list) if (!isValidEmail(address)) throw new ConfigError(name, `must be comma-separated e-mail addresses, not "${address}"`);
  return list;
}

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM text, or the path of a PEM file): all three
 * or none. A partial set would send unsigned mail while the operator believes it signed.
 */
function dkimConfig(env: Env): DkimSettings | undefined {
  const [domain, selector, key] = DKIM_VARIABLES.map((name) => text(env, name));
  if (domain === undefined && selector === undefined && key === undefined) return undefined;
  const missing = DKIM_VARIABLES.find((name) => text(env, name) === undefined);
  if (missing) throw new ConfigError(missing, 'must be set too: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together, all three or none');
  if (!isDkimDomain(domain!)) throw new ConfigError('DKIM_DOMAIN', `must be a domain name like bcf.rw, not "${domain}"`);
  if (!isDkimSelector(selector!)) throw new ConfigError('DKIM_SELECTOR', `must be a DNS label of letters, digits and - (like bcf2026), not "${selector}"`);
  let pem: string;
  if (isPemText(key!)) pem = pemFromSetting(key!);
  else {
    const file = resolve(key!);
    try {
      pem = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError('DKIM_PRIVATE_KEY', `cannot be read (${file}): ${reason(error)}`);
    }
  }
  const checked = checkPrivateKey(pem);
  if ('problem' in checked) throw new ConfigError('DKIM_PRIVATE_KEY', checked.problem);
  return { domainName: domain!.toLowerCase(), keySelector: selector!, privateKey: pem };
}

/** The most characters FOUNDATION_POSTAL_ADDRESS may have: one line of an e-mail's footer. */
const POSTAL_ADDRESS_MAX = 200;

/** FOUNDATION_POSTAL_ADDRESS: one line of printable text, or unset (layout.ts has the default). */
function postalAddress(env: Env): string | undefined {
  const value = text(env, 'FOUNDATION_POSTAL_ADDRESS');
  if (value === undefined) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) || [...value].length > POSTAL_ADDRESS_MAX) {
    throw new ConfigError('FOUNDATION_POSTAL_ADDRESS', `must be one line of at most ${POSTAL_ADDRESS_MAX} characters (P.O. Box 1234, Kigali, Rwanda)`);
  }
  return value;
}

function mailConfig(env: Env, publicUrl: string | undefined): MailConfig {
  const smtpUrl = text(env, 'SMTP_URL');
  const dkim = dkimConfig(env);
  const address = postalAddress(env);
  const common = {
    staffEmails: emailList(env, 'STAFF_EMAIL'),
    rate: wholeNumber(env, 'MAIL_RATE', 20, 0, 100_000),
    notifyOnContact: flag(env, 'NOTIFY_ON_CONTACT', true),
    notifyOnSubscribe: flag(env, 'NOTIFY_ON_SUBSCRIBE', true),
    ...(dkim ? { dkim } : {}),
    ...(address ? { postalAddress: address } : {}),
    timings: DEFAULT_TIMINGS,
  };
  if (smtpUrl === undefined) return { ...common, smtpUrl: undefined, from: undefined };
  let protocol = '';
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// address (smtp://user:password@mail.example.rw:587)');
  }
  if (!publicUrl) throw needsPublicUrl();
  return { ...common, smtpUrl, from: text(env, 'MAIL_FROM') ?? defaultFrom(publicUrl) };
}

const needsPublicUrl = () => new ConfigError('PUBLIC_URL', 'must be set when SMTP_URL is set (links in e-mails must be absolute)');
const weakPassword = (problem: string) => new ConfigError('ADMIN_PASSWORD', `is too weak: ${problem}`);

/**
 * What configFromEnv checks across settings, for settings given to buildApp directly (tests):
 * a bad one stops the start before anything opens.
 */
export function checkConfig(config: Config): void {
  const weak = config.adminPassword ? passwordProblem(config.adminPassword) : null;
  if (weak) throw weakPassword(weak);
  if (config.mail.smtpUrl !== undefined && !config.publicUrl) throw needsPublicUrl();
}

/** Reads and checks every setting, each default applied; throws a ConfigError on the first bad one. */
export function configFromEnv(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'production');

  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      'JWT_SECRET',
      `must be at least ${MIN_JWT_SECRET_BYTES} bytes long, not ${Buffer.byteLength(jwtSecret)} (make one with: openssl rand -base64 48)`,
    );
  }
  const adminEmail = text(env, 'ADMIN_EMAIL');
  if (adminEmail !== undefined && !isValidEmail(normaliseEmail(adminEmail))) {
    throw new ConfigError('ADMIN_EMAIL', `must be an e-mail address, not "${adminEmail}"`);
  }
  // Not trimmed: a password is taken as written.
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const weak = adminPassword ? passwordProblem(adminPassword) : null;
  if (weak) throw weakPassword(weak);
  const databaseSchema = text(env, 'DATABASE_SCHEMA');
  if (databaseSchema !== undefined && !SCHEMA_NAME.test(databaseSchema)) {
    throw new ConfigError('DATABASE_SCHEMA', `must be a lower-case name of letters, digits and _, not "${databaseSchema}"`);
  }
  const rawPublicUrl = text(env, 'PUBLIC_URL');
  let publicUrl: string | undefined;
  try {
    publicUrl = rawPublicUrl === undefined ? undefined : parsePublicUrl(rawPublicUrl);
  } catch (error) {
    throw new ConfigError('PUBLIC_URL', (error as Error).message.replace(/^PUBLIC_URL /, ''));
  }

  return {
    port: wholeNumber(env, 'PORT', 3000, 0, 65_535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolve(text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl(env),
    databaseSchema,
    jwtSecret,
    adminEmail,
    adminPassword,
    production: nodeEnv === 'production',
    nodeEnv,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    distDir: resolve(text(env, 'DIST_DIR') ?? './dist'),
    trustProxy: trustProxy(env),
    allowedOrigins: origins(env),
    publicUrl,
    uploadLimits: uploadLimits({
      maxFileBytes: numberSetting(env, 'UPLOAD_MAX_FILE_MB', MB),
      maxFiles: numberSetting(env, 'UPLOAD_MAX_FILES'),
      maxPixels: numberSetting(env, 'UPLOAD_MAX_MEGAPIXELS', 1_000_000),
    }),
    subscribeLimitPerHour: wholeNumber(env, 'SUBSCRIBE_LIMIT_PER_HOUR', DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR, 1, 1_000_000),
    readCacheBytes: wholeNumber(env, 'READ_CACHE_MB', 32, 1, 4096) * MB,
    mail: mailConfig(env, publicUrl),
    seed: true,
    scheduleTickMs: 15_000,
    loginThrottle: DEFAULT_THROTTLE,
    contactLimit: DEFAULT_CONTACT_LIMIT,
    timeouts: DEFAULT_SERVER_TIMEOUTS,
  };
}

/** One line from an error, whatever it is (AggregateError from a dual-stack connect has no message). */
function reason(error: unknown): string {
  const e = error as NodeJS.ErrnoException & { errors?: unknown[] };
  const text = e?.message || (e?.errors?.[0] as Error | undefined)?.message || e?.code || String(error);
  return text.split('\n')[0]!;
}

/**
 * What can only be checked by trying: the database answers, the data folder can be written, and a
 * production start has a built web app. Throws a ConfigError naming the variable.
 */
export async function checkResources(config: Config): Promise<void> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (error) {
      throw new ConfigError('DATABASE_URL', `cannot be reached: ${reason(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  try {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    accessSync(config.dataDir, constants.W_OK);
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot be written (${config.dataDir}): ${reason(error)}`);
  }
  if (config.production && !existsSync(join(config.distDir, 'index.html'))) {
    throw new ConfigError('DIST_DIR', `has no built web app (${config.distDir}/index.html): run npm run build first`);
  }
}

/**
 * Reads `.env` in the working folder when there is one (`npm start`, `npm run admin`). A variable
 * already in the environment wins over the file's. Quiet when there is no file.
 */
export function loadDotEnv(file = resolve('.env')): void {
  if (!existsSync(file)) return;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    throw new ConfigError('.env', `cannot be read: ${reason(error)}`);
  }
}
