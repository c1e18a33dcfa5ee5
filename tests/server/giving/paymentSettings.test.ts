// The payment providers' settings (server/giving/payments/settings.ts): a provider is on only with
// all its secrets; a partial or bad setting stops the start with a line naming it, never quoting a secret.
import { describe, expect, test } from 'vitest';
import { FLUTTERWAVE_ENV as FLUTTERWAVE, MOMO_ENV as MOMO } from './kit.ts';
import { ConfigError, configFromEnv } from '../../../server/core/config.ts';

function refusal(env: Record<string, string>): ConfigError {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('payment settings', () => {
  test('without any, both providers are off', () => {
    expect(configFromEnv({}).payments).toEqual({});
  });

  test('MTN MoMo with all its settings is on, at MTN\'s address and in RWF by default', () => {
    expect(configFromEnv(MOMO).payments.momo).toEqual({
      apiUrl: 'https://proxy.momoapi.mtn.com', targetEnvironment: 'mtnrwanda', subscriptionKey: MOMO.MOMO_SUBSCRIPTION_KEY,
      apiUser: MOMO.MOMO_API_USER, apiKey: MOMO.MOMO_API_KEY, currency: 'RWF',
    });
    expect(configFromEnv({ ...MOMO, MOMO_API_URL: 'https://sandbox.momodeveloper.mtn.com/', MOMO_TARGET_ENVIRONMENT: 'sandbox', MOMO_CURRENCY: 'EUR' }).payments.momo)
      .toMatchObject({ apiUrl: 'https://sandbox.momodeveloper.mtn.com', targetEnvironment: 'sandbox', currency: 'EUR' });
  });

  test.each(Object.keys(MOMO))('MoMo without %s stops the start naming it', (missing) => {
    const env: Record<string, string> = { ...MOMO };
    delete env[missing];
    expect(refusal(env).variable).toBe(missing);
  });

  test.each([
    ['MOMO_API_USER', 'not-a-uuid'],
    ['MOMO_API_URL', 'http://momo.example.com'],
    ['MOMO_API_URL', 'https://user:pass@momo.example.com'],
    ['MOMO_CURRENCY', 'KES'],
    ['MOMO_TARGET_ENVIRONMENT', 'MTN Rwanda'],
  ])('a bad %s (%s) stops the start naming it', (name, value) => {
    expect(refusal({ ...MOMO, [name]: value }).variable).toBe(name);
  });

  test('a provider on this machine may be reached over http (a stand-in)', () => {
    expect(configFromEnv({ ...MOMO, MOMO_API_URL: 'http://127.0.0.1:8081' }).payments.momo?.apiUrl).toBe('http://127.0.0.1:8081');
  });

  test('Flutterwave needs its key, its webhook hash and PUBLIC_URL', () => {
    expect(configFromEnv(FLUTTERWAVE).payments.flutterwave).toEqual({
      apiUrl: 'https://api.flutterwave.com/v3', secretKey: FLUTTERWAVE.FLUTTERWAVE_SECRET_KEY, secretHash: FLUTTERWAVE.FLUTTERWAVE_SECRET_HASH,
    });
    expect(refusal({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_HASH: '' }).variable).toBe('FLUTTERWAVE_SECRET_HASH');
    expect(refusal({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_KEY: '' }).variable).toBe('FLUTTERWAVE_SECRET_KEY');
    expect(refusal({ ...FLUTTERWAVE, FLUTTERWAVE_SECRET_HASH: 'short' }).variable).toBe('FLUTTERWAVE_SECRET_HASH');
    expect(refusal({ ...FLUTTERWAVE, PUBLIC_URL: '' }).variable).toBe('PUBLIC_URL');
  });

  test('no refusal quotes a secret', () => {
    const secrets = [MOMO.MOMO_SUBSCRIPTION_KEY, MOMO.MOMO_API_KEY, FLUTTERWAVE.FLUTTERWAVE_SECRET_KEY, 'x y'];
    for (const env of [
      { ...MOMO, MOMO_API_KEY: 'x y' },
      { ...MOMO, MOMO_SUBSCRIPTION_KEY: 'x y' },
      { ...MOMO, MOMO_API_USER: 'x y' },
      { ...FLUTTERWAVE, FLUTTERWAVE_SECRET_HASH: 'x y' },
      { ...FLUTTERWAVE, FLUTTERWAVE_SECRET_KEY: 'x y' },
    ]) {
      const message = refusal(env).message;
      for (const secret of secrets) expect(message).not.toContain(secret);
    }
  });
});
