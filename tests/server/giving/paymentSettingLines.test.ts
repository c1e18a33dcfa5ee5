// The lines a payment setting stops the start with (server/giving/payments/settings.ts), word for
// word: each names the variable and says what it must be, never quoting a secret. A provider is on
// as soon as one of its secrets is set, and then needs them all; its address is https (plain http
// only on this machine's loopback, where a stand-in listens), without credentials, query or fragment.
import { describe, expect, test } from 'vitest';
import { FLUTTERWAVE_ENV as FLUTTERWAVE, MOMO_ENV as MOMO } from './kit.ts';
import { configFromEnv } from '../../../server/core/config.ts';
import { configProblem } from '../../kit/configProblem.ts';

const without = (env: Record<string, string>, name: string) => Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));

describe('MTN MoMo settings', () => {
  test.each([
    ['MOMO_TARGET_ENVIRONMENT', 'MOMO_TARGET_ENVIRONMENT must be set too (the target environment MTN gave (mtnrwanda, or sandbox))'],
    ['MOMO_SUBSCRIPTION_KEY', 'MOMO_SUBSCRIPTION_KEY must be set too (the Collections subscription key (8 to 200 printable characters))'],
    ['MOMO_API_USER', 'MOMO_API_USER must be set too (the API user, a UUID)'],
    ['MOMO_API_KEY', 'MOMO_API_KEY must be set too (the API key (8 to 200 printable characters))'],
  ])('without %s: "%s"', (missing, line) => {
    expect(configProblem(without(MOMO, missing))).toBe(line);
    expect(configProblem({ ...MOMO, [missing]: '   ' })).toBe(line);
  });

  test('a bad secret is named with what it must be, and not quoted', () => {
    expect(configProblem({ ...MOMO, MOMO_TARGET_ENVIRONMENT: 'MTN Rwanda' })).toBe('MOMO_TARGET_ENVIRONMENT must be the target environment MTN gave (mtnrwanda, or sandbox)');
    expect(configProblem({ ...MOMO, MOMO_SUBSCRIPTION_KEY: 'short' })).toBe('MOMO_SUBSCRIPTION_KEY must be the Collections subscription key (8 to 200 printable characters)');
    expect(configProblem({ ...MOMO, MOMO_SUBSCRIPTION_KEY: 'k'.repeat(201) })).toBe('MOMO_SUBSCRIPTION_KEY must be the Collections subscription key (8 to 200 printable characters)');
    expect(configProblem({ ...MOMO, MOMO_API_USER: '0b6c4f1e6a3e4d2a9a6f3c1a2b4d5e6f' })).toBe('MOMO_API_USER must be the API user, a UUID');
    expect(configProblem({ ...MOMO, MOMO_API_KEY: 'api key with spaces' })).toBe('MOMO_API_KEY must be the API key (8 to 200 printable characters)');
    expect(configProblem({ ...MOMO, MOMO_CURRENCY: 'KES' })).toBe('MOMO_CURRENCY must be one of RWF, EUR, USD, not "KES"');
  });

  test('MTN\'s address: https without credentials, query or fragment; http only on this machine', () => {
    const refused = (url: string) => `MOMO_API_URL must be an https:// address without credentials (https://proxy.momoapi.mtn.com), not "${url}"`;
    for (const url of [
      'not an address',
      'http://momo.example.com',
      'http://10.0.0.1:8081',
      'ftp://momo.example.com',
      'https://user:pass@momo.example.com',
      'https://user@momo.example.com',
      'https://momo.example.com/?key=1',
      'https://momo.example.com/#top',
    ]) {
      expect(configProblem({ ...MOMO, MOMO_API_URL: url })).toBe(refused(url));
    }
    const apiUrl = (url: string) => configFromEnv({ ...MOMO, MOMO_API_URL: url }).payments.momo?.apiUrl;
    expect(apiUrl('https://sandbox.momodeveloper.mtn.com/base///')).toBe('https://sandbox.momodeveloper.mtn.com/base');
    expect(apiUrl('http://localhost:8081/')).toBe('http://localhost:8081');
    expect(apiUrl('http://[::1]:8081')).toBe('http://[::1]:8081');
    expect(apiUrl('http://127.1.2.3:8081')).toBe('http://127.1.2.3:8081');
  });

  test('on as soon as one of its secrets is set; its address or currency alone turn nothing on', () => {
    expect(configFromEnv({ MOMO_API_URL: 'https://sandbox.momodeveloper.mtn.com', MOMO_CURRENCY: 'EUR' }).payments).toEqual({});
    expect(configProblem({ MOMO_API_KEY: MOMO.MOMO_API_KEY })).toBe(
      'MOMO_TARGET_ENVIRONMENT must be set too (the target environment MTN gave (mtnrwanda, or sandbox))',
    );
    expect(configFromEnv({ ...MOMO, MOMO_CURRENCY: 'USD' }).payments.momo?.currency).toBe('USD');
  });
});

describe('Flutterwave settings', () => {
  test('the key and the webhook hash go together, the hash at least 16 characters', () => {
    expect(configProblem({ FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE.FLUTTERWAVE_SECRET_HASH, PUBLIC_URL: 'https://bcf.rw' })).toBe(
      'FLUTTERWAVE_SECRET_KEY must be set too (the secret key (FLWSECK-…))',
    );
    expect(configProblem({ FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.FLUTTERWAVE_SECRET_KEY, PUBLIC_URL: 'https://bcf.rw' })).toBe(
      "FLUTTERWAVE_SECRET_HASH must be set too (the webhook's secret hash, at least 16 characters (make one with: openssl rand -hex 24))",
    );
    expect(configProblem({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_KEY: 'short' })).toBe('FLUTTERWAVE_SECRET_KEY must be the secret key (FLWSECK-…)');
    expect(configProblem({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_HASH: 'short' })).toBe(
      "FLUTTERWAVE_SECRET_HASH must be the webhook's secret hash, at least 16 characters (make one with: openssl rand -hex 24)",
    );
    expect(configProblem({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_HASH: 'h'.repeat(15) })).toBe(
      'FLUTTERWAVE_SECRET_HASH must be at least 16 characters long (make one with: openssl rand -hex 24)',
    );
    expect(configFromEnv({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_HASH: 'h'.repeat(16) }).payments.flutterwave?.secretHash).toBe('h'.repeat(16));
  });

  test('card payments return to PUBLIC_URL: without it the start stops', () => {
    expect(configProblem(without(FLUTTERWAVE, 'PUBLIC_URL'))).toBe('PUBLIC_URL must be set when FLUTTERWAVE_SECRET_KEY is set (card payments return to it)');
  });

  test('Flutterwave\'s address is checked as MTN\'s is', () => {
    expect(configProblem({ ...FLUTTERWAVE, FLUTTERWAVE_API_URL: 'http://api.flutterwave.com/v3' })).toBe(
      'FLUTTERWAVE_API_URL must be an https:// address without credentials (https://api.flutterwave.com/v3), not "http://api.flutterwave.com/v3"',
    );
    expect(configFromEnv({ ...FLUTTERWAVE, FLUTTERWAVE_API_URL: 'http://127.0.0.1:9090/v3/' }).payments.flutterwave?.apiUrl).toBe('http://127.0.0.1:9090/v3');
  });

  test('both providers may be on at once', () => {
    expect(Object.keys(configFromEnv({ ...MOMO, ...FLUTTERWAVE }).payments).sort()).toEqual(['flutterwave', 'momo']);
  });
});
