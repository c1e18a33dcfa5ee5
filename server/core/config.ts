import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { isValidEmail, normaliseEmail, passwordProblem } from '../../shared/rules.ts';
import { STARTUP_SPINNER_MS } from '../../shared/constants.ts';
import { ConfigError, numberSetting, oneOf, reason, text, wholeNumber, type Env } from './envSettings.ts';
import { DEFAULT_THROTTLE, type ThrottleSettings } from '../staff/index.ts';
import { bounceConfig, type BounceConfig } from '../bounces/index.ts';
import { DEFAULT_CONTACT_LIMIT } from '../contact/index.ts';
import { DEFAULT_PAYMENT_TIMINGS, paymentConfig, type PaymentConfig, type PaymentTimings } from '../giving/index.ts';
import { DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR } from './formLimit.ts';
import { mailConfig, needsPublicUrl } from '../mail/mailEnv.ts';
import type { MailConfig } from '../mail/settings.ts';
import type { WindowSettings } from './rateLimit.ts';
import { parsePublicUrl } from '../http/origin.ts';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '../http/timeouts.ts';
import { MB, uploadLimits, type UploadLimits } from '../uploads/index.ts';

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
  /**
   * The embedded database's shared buffers, in MB (PGLITE_BUFFERS_MB, default 128, PostgreSQL's
   * own): the pages it keeps in memory. Each start clears all of it, so a smaller one starts sooner.
   */
  pgliteBuffersMb: number;
  /** E-mail: off unless SMTP_URL is set. */
  mail: MailConfig;
  /** Mail that comes back: the bounce address, the bounce mailbox and the webhook's secret (all off unless set). */
  bounces: BounceConfig;
  /** Paying online: MTN MoMo (MOMO_*) and Flutterwave (FLUTTERWAVE_*), each off unless its secrets are set. */
  payments: PaymentConfig;
  /** Days single page views are kept before only their daily counts remain (INSIGHTS_RAW_DAYS, default 30). */
  insightsRawDays: number;
  // Policies no variable sets: tests shorten or tighten them.
  /** Write the sample posts on a new database. */
  seed: boolean;
  loginThrottle: ThrottleSettings;
  /** Contact messages accepted per client address and window. */
  contactLimit: WindowSettings;
  /** How long a request and a connection may take (server/http/timeouts.ts). */
  timeouts: ServerTimeouts;
  /** How often the scheduler publishes scheduled posts whose time has come (ms; at most 30 s). */
  scheduleTickMs: number;
  /** How often and how long open online payments are checked with their provider (server/giving/payments/service.ts). */
  paymentTimings: PaymentTimings;
  /**
   * How long the app's start-up spinner shows on a page load (ms): the site's 2 s, which tests of
   * the built site lower so that a page load does not wait it out.
   */
  startupSpinnerMs: number;
}

/**
 * Which proxies to believe for the client's address and protocol: none (false), the last N hops
 * (a number: the client is the address the Nth proxy from this server saw), or the proxies at
 * these addresses (CIDR ranges allowed). Never every hop: then a client could write its own
 * address into X-Forwarded-For.
 */
export type TrustProxy = false | number | string[];

export { ConfigError };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS = ['production', 'development', 'test'] as const;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;

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
      maxConcurrent: numberSetting(env, 'UPLOAD_MAX_CONCURRENT'),
      maxImagesPerHour: numberSetting(env, 'UPLOAD_MAX_IMAGES_PER_HOUR'),
    }),
    subscribeLimitPerHour: wholeNumber(env, 'SUBSCRIBE_LIMIT_PER_HOUR', DEFAULT_SUBSCRIBE_LIMIT_PER_HOUR, 1, 1_000_000),
    readCacheBytes: wholeNumber(env, 'READ_CACHE_MB', 32, 1, 4096) * MB,
    pgliteBuffersMb: wholeNumber(env, 'PGLITE_BUFFERS_MB', 128, 1, 4096),
    mail: mailConfig(env, publicUrl),
    bounces: bounceConfig(env),
    payments: paymentConfig(env, publicUrl),
    insightsRawDays: wholeNumber(env, 'INSIGHTS_RAW_DAYS', 30, 1, 3_650),
    seed: true,
    scheduleTickMs: 15_000,
    paymentTimings: DEFAULT_PAYMENT_TIMINGS,
    startupSpinnerMs: STARTUP_SPINNER_MS,
    loginThrottle: DEFAULT_THROTTLE,
    contactLimit: DEFAULT_CONTACT_LIMIT,
    timeouts: DEFAULT_SERVER_TIMEOUTS,
  };
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
