// Reading settings from the environment: each variable's value, checked; a bad one is a
// ConfigError naming it, which stops the start with one line (server/core/config.ts, server/mail/mailEnv.ts).
import { isValidEmail, normaliseEmail } from '../../shared/rules.ts';

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

export type Env = NodeJS.ProcessEnv;

/** The variable's value, trimmed; undefined when unset or empty. */
export function text(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const value = raw.trim();
  return value === '' ? undefined : value;
}

/** A numeric setting times `unit`, or undefined when unset; anything else stops the start. */
export function numberSetting(env: Env, name: string, unit = 1): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(name, `must be a positive number, not "${raw}"`);
  return value * unit;
}

export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1' || raw === 'yes') return true;
  if (raw === 'false' || raw === '0' || raw === 'no') return false;
  throw new ConfigError(name, `must be true or false, not "${env[name]}"`);
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, not "${raw}"`);
  return raw as T;
}

export function emailList(env: Env, name: string): string[] {
  const list = (text(env, name) ?? '')
    .split(',')
    .map((address) => normaliseEmail(address))
    .filter(Boolean);
  for (const address of list) if (!isValidEmail(address)) throw new ConfigError(name, `must be comma-separated e-mail addresses, not "${address}"`);
  return list;
}

/** One line from an error, whatever it is (AggregateError from a dual-stack connect has no message). */
export function reason(error: unknown): string {
  const e = error as NodeJS.ErrnoException & { errors?: unknown[] };
  const text = e?.message || (e?.errors?.[0] as Error | undefined)?.message || e?.code || String(error);
  return text.split('\n')[0]!;
}

