// The payment providers' settings (docs/giving.md, "Paying online"): MTN MoMo Collections (MOMO_*)
// and Flutterwave (FLUTTERWAVE_*). A provider is on only when its secrets are all set; a partial or
// bad setting stops the start with a line naming it. The secrets stay here and in the clients:
// they never reach a page, a script, an answer or a log line.
import { ConfigError, oneOf, text, type Env } from '../../core/envSettings.ts';

export interface MomoSettings {
  /** The Open API's base address (no trailing slash). */
  apiUrl: string;
  /** X-Target-Environment: `sandbox`, or `mtn<country>` in production (`mtnrwanda`). */
  targetEnvironment: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** The currency MTN collects in (RWF in Rwanda; the sandbox takes only EUR). */
  currency: 'RWF' | 'EUR' | 'USD';
}

export interface FlutterwaveSettings {
  apiUrl: string;
  secretKey: string;
  /** The webhook's `verif-hash`, as set on Flutterwave's dashboard. */
  secretHash: string;
}

/** What config.payments holds: each provider only when it is on. */
export interface PaymentConfig {
  momo?: MomoSettings;
  flutterwave?: FlutterwaveSettings;
}

export const PAYMENTS_OFF: PaymentConfig = {};
export const DEFAULT_MOMO_API_URL = 'https://proxy.momoapi.mtn.com';
export const DEFAULT_FLUTTERWAVE_API_URL = 'https://api.flutterwave.com/v3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TARGET = /^[a-z0-9]{2,40}$/;
const TOKEN = /^[\x21-\x7e]{8,200}$/;
const MIN_SECRET_HASH_BYTES = 16;

/** True for a loopback host: only there may a provider be reached over plain http (a stand-in). */
const loopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** An https base address (http only on this machine's loopback), without a trailing slash. */
function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || url.username || url.password || url.search || url.hash || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback(url.hostname)))) {
    throw new ConfigError(name, `must be an https:// address without credentials (${fallback}), not "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function secret(env: Env, name: string, pattern: RegExp, what: string): string {
  const value = text(env, name);
  if (value === undefined) throw new ConfigError(name, `must be set too (${what})`);
  if (!pattern.test(value)) throw new ConfigError(name, `must be ${what}`);
  return value;
}

function momoSettings(env: Env): MomoSettings | undefined {
  const names = ['MOMO_SUBSCRIPTION_KEY', 'MOMO_API_USER', 'MOMO_API_KEY', 'MOMO_TARGET_ENVIRONMENT'];
  if (!names.some((name) => text(env, name) !== undefined)) return undefined;
  const currency = oneOf(env, 'MOMO_CURRENCY', ['RWF', 'EUR', 'USD'] as const, 'RWF');
  return {
    apiUrl: baseUrl(env, 'MOMO_API_URL', DEFAULT_MOMO_API_URL),
    targetEnvironment: secret(env, 'MOMO_TARGET_ENVIRONMENT', TARGET, 'the target environment MTN gave (mtnrwanda, or sandbox)'),
    subscriptionKey: secret(env, 'MOMO_SUBSCRIPTION_KEY', TOKEN, 'the Collections subscription key (8 to 200 printable characters)'),
    apiUser: secret(env, 'MOMO_API_USER', UUID, 'the API user, a UUID'),
    apiKey: secret(env, 'MOMO_API_KEY', TOKEN, 'the API key (8 to 200 printable characters)'),
    currency,
  };
}

function flutterwaveSettings(env: Env, publicUrl: string | undefined): FlutterwaveSettings | undefined {
  if (text(env, 'FLUTTERWAVE_SECRET_KEY') === undefined && text(env, 'FLUTTERWAVE_SECRET_HASH') === undefined) return undefined;
  const secretKey = secret(env, 'FLUTTERWAVE_SECRET_KEY', TOKEN, 'the secret key (FLWSECK-…)');
  const secretHash = secret(env, 'FLUTTERWAVE_SECRET_HASH', TOKEN, `the webhook's secret hash, at least ${MIN_SECRET_HASH_BYTES} characters (make one with: openssl rand -hex 24)`);
  if (secretHash.length < MIN_SECRET_HASH_BYTES) {
    throw new ConfigError('FLUTTERWAVE_SECRET_HASH', `must be at least ${MIN_SECRET_HASH_BYTES} characters long (make one with: openssl rand -hex 24)`);
  }
  if (!publicUrl) throw new ConfigError('PUBLIC_URL', 'must be set when FLUTTERWAVE_SECRET_KEY is set (card payments return to it)');
  return { apiUrl: baseUrl(env, 'FLUTTERWAVE_API_URL', DEFAULT_FLUTTERWAVE_API_URL), secretKey, secretHash };
}

/** Reads and checks the providers' settings; a partial or bad one is a ConfigError naming it. */
export function paymentConfig(env: Env, publicUrl: string | undefined): PaymentConfig {
  const momo = momoSettings(env);
  const flutterwave = flutterwaveSettings(env, publicUrl);
  return { ...(momo ? { momo } : {}), ...(flutterwave ? { flutterwave } : {}) };
}
