import { configFromEnv, type Config } from '../../server/core/config.ts';
import { TEST_PGLITE_BUFFERS_MB } from './settings.ts';

/**
 * A test server's settings: those a start reads from an environment that says NODE_ENV=test, logs
 * nothing and gives the embedded database the tests' shared buffers, with `overrides` on top.
 */
export function testConfig(overrides: Partial<Config>): Config {
  return { ...configFromEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_BUFFERS_MB: String(TEST_PGLITE_BUFFERS_MB) }), ...overrides };
}
