import { expect } from 'vitest';
import { ConfigError, configFromEnv } from '../../server/core/config.ts';

/** The line a bad setting stops the start with (its ConfigError's message), or null when `env` is accepted. */
export function configProblem(env: Record<string, string>): string | null {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return null;
}
