import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import {
  canonicalRecoveryCode,
  challengeHash,
  newChallenge,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  recoveryCodeHash,
  secretBox,
  timeStepAt,
  verifyTotp,
} from '../../../server/staff/twoFactor.ts';

// A moment in the middle of a time step, so that ±30 s lands in the neighbouring steps.
const NOW = 1_800_000_015;
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  test('the secret is 160 bits in base32', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  test.each([-1, 0, 1])('a code of the step %i from now is accepted, and answers its step', async (offset) => {
    const step = await verifyTotp(secret, await codeAt(secret, NOW + offset * 30), null, NOW);
    expect(step).toBe(timeStepAt(NOW) + offset);
  });

  test.each([-2, 2, -10])('a code of the step %i from now is refused', async (offset) => {
    expect(await verifyTotp(secret, await codeAt(secret, NOW + offset * 30), null, NOW)).toBeNull();
  });

  test('a code at or before the last used step is refused: no replay', async () => {
    const current = timeStepAt(NOW);
    const code = await codeAt(secret, NOW);
    expect(await verifyTotp(secret, code, current, NOW)).toBeNull();
    expect(await verifyTotp(secret, code, current - 1, NOW)).toBe(current);
    expect(await verifyTotp(secret, await codeAt(secret, NOW - 30), current - 1, NOW)).toBeNull();
    // The step after the last used one still passes.
    expect(await verifyTotp(secret, await codeAt(secret, NOW + 30), current, NOW)).toBe(current + 1);
  });

  test('a last used step past the window refuses every code without throwing', async () => {
    const current = timeStepAt(NOW);
    expect(await verifyTotp(secret, await codeAt(secret, NOW + 30), current + 1, NOW)).toBeNull();
    expect(await verifyTotp(secret, await codeAt(secret, NOW), current + 50, NOW)).toBeNull();
  });

  test('malformed codes are refused without throwing', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12 456', '١٢٣٤٥٦', '000000\n']) {
      expect(await verifyTotp(secret, code, null, NOW)).toBeNull();
    }
  });

  test("another secret's code is refused", async () => {
    expect(await verifyTotp(secret, await codeAt(newTotpSecret(), NOW), null, NOW)).toBeNull();
  });

  test('the otpauth address names the issuer, the account, SHA-1, 6 digits and 30 seconds', async () => {
    const url = new URL(otpauthUrl(secret, 'Build Career Foundation', 'staff@bcf.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Build Career Foundation');
    expect(url.searchParams.get('algorithm')?.toUpperCase() ?? 'SHA1').toBe('SHA1');
    expect(url.searchParams.get('digits') ?? '6').toBe('6');
    expect(url.searchParams.get('period') ?? '30').toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain('staff@bcf.test');
    const svg = await qrSvg(url.href);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});

describe('sealed secrets', () => {
  const box = secretBox('a-server-secret-that-is-long-enough-for-keys');

  test('a sealed secret opens for its account and shows nothing of the secret', () => {
    const secret = newTotpSecret();
    const sealed = box.seal('user-1', secret);
    expect(sealed).not.toContain(secret);
    expect(box.open('user-1', sealed)).toBe(secret);
    // A new nonce each time: the same secret never seals the same way twice.
    expect(box.seal('user-1', secret)).not.toBe(sealed);
  });

  test('a sealed secret moved to another account, altered, or opened with another key is refused', () => {
    const sealed = box.seal('user-1', newTotpSecret());
    expect(box.open('user-2', sealed)).toBeNull();
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[body.length - 1]! ^= 1;
    expect(box.open('user-1', `v1.${body.toString('base64url')}`)).toBeNull();
    expect(secretBox('another-server-secret-that-is-long-enough').open('user-1', sealed)).toBeNull();
    for (const junk of ['', 'v1.', 'v2.' + sealed.slice(3), 'v1.AAAA', sealed.slice(3)]) expect(box.open('user-1', junk)).toBeNull();
  });
});

describe('recovery codes and challenges', () => {
  test('ten distinct codes of 80 random bits, grouped by four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  test('a code is read however it is typed, and nothing else passes for one', () => {
    const [code] = newRecoveryCodes();
    const canonical = code!.replace(/-/g, '');
    expect(canonicalRecoveryCode(code!)).toBe(canonical);
    expect(canonicalRecoveryCode(` ${code!.toLowerCase()} `)).toBe(canonical);
    expect(canonicalRecoveryCode(canonical.replace(/1/g, 'l').replace(/0/g, 'O'))).toBe(canonical);
    for (const junk of ['', '123456', canonical.slice(1), canonical + 'A', 'UUUU-UUUU-UUUU-UUUU', `${canonical.slice(1)}!`]) {
      expect(canonicalRecoveryCode(junk)).toBeNull();
    }
  });

  test('only hashes are kept: the hash shows nothing of the code', () => {
    const [code] = newRecoveryCodes();
    const canonical = canonicalRecoveryCode(code!)!;
    expect(recoveryCodeHash(canonical)).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(canonical)).not.toContain(canonical);
  });

  test('a challenge is 256 random bits, kept as its hash', () => {
    const { challenge, hash } = newChallenge();
    expect(Buffer.from(challenge, 'base64url')).toHaveLength(32);
    expect(hash).toBe(challengeHash(challenge));
    expect(newChallenge().challenge).not.toBe(challenge);
  });
});
