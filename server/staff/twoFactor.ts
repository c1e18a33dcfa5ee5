import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, TOTP } from '../../shared/twoFactor.ts';

/**
 * The arithmetic of two-factor sign-in: TOTP codes (RFC 6238 through otplib), the secret's
 * encryption at rest, recovery codes and sign-in challenges. Nothing here touches the database:
 * the repository stores what these functions make; the flows (signIn.ts, twoFactorSetup.ts) put
 * the two together.
 */

// The authenticator apps' common ground (Google Authenticator reads nothing else): any other
// algorithm, length or period is silently ignored by some of them and every code would be wrong.
const TOTP_OPTIONS = { algorithm: 'sha1', digits: TOTP.digits, period: TOTP.periodSeconds } as const;

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The time step a moment falls in (seconds since the epoch). */
export function timeStepAt(epochSeconds: number): number {
  return Math.floor(epochSeconds / TOTP.periodSeconds);
}

/**
 * The time step `code` was made for, or null. A code of the step before or after the current one
 * passes (a phone's clock a little off, a code typed as it turned over); a step at or before
 * `lastUsedStep` never does, so a code seen once (over a shoulder, in a log) cannot be used again.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  if (!new RegExp(`^\\d{${TOTP.digits}}$`).test(code)) return null;
  const window = TOTP.windowSteps;
  // otplib refuses (throws on) a floor past the window: every step it could match is used already.
  if (lastUsedStep !== null && lastUsedStep >= timeStepAt(epochSeconds) + window) return null;
  try {
    const result = await verify({
      ...TOTP_OPTIONS,
      secret,
      token: code,
      epoch: epochSeconds,
      epochTolerance: window * TOTP.periodSeconds,
      ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return generateURI({ ...TOTP_OPTIONS, issuer, label: account, secret });
}

/** The QR code of `text` as an SVG document (no script, only paths). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * Encrypts and decrypts TOTP secrets with AES-256-GCM under a key derived (HKDF-SHA-256) from the
 * server's secret: a copy of the database alone (a backup, a dump) reveals no secret. The user id
 * is bound in as associated data, so a sealed secret moved to another account's row fails to open.
 * Changing the server's secret makes the stored secrets unreadable: those people then sign in
 * with a recovery code and set two-factor up again.
 */
export function secretBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'bcf two-factor secrets v1', 32));
  const VERSION = 'v1';
  return {
    seal(userId: string, secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    /** The secret, or null when the box was altered, moved or sealed under another key. */
    open(userId: string, box: string): string | null {
      const [version, body] = box.split('.');
      if (version !== VERSION || !body) return null;
      const bytes = Buffer.from(body, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;

/**
 * Ten recovery codes of 16 characters from a 32-letter alphabet (80 random bits each), shown as
 * XXXX-XXXX-XXXX-XXXX. 256 is a multiple of 32, so each random byte gives one unbiased letter.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_CODE_ALPHABET[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/**
 * A recovery code as typed, in its canonical form (upper case, no separators; the letters people
 * confuse with digits read as those digits), or null when it cannot be one.
 */
export function canonicalRecoveryCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (letters.length !== RECOVERY_CODE_LENGTH) return null;
  return [...letters].every((letter) => RECOVERY_CODE_ALPHABET.includes(letter)) ? letters : null;
}

/**
 * What is stored of a recovery code: its SHA-256. A slow hash (Argon2) is for what people choose;
 * these carry 80 random bits, beyond any offline search of a fast hash, and a fast hash lets a
 * code be found by one indexed lookup instead of ten Argon2 runs per attempt (a lever for anyone
 * who wants to load the server).
 */
export function recoveryCodeHash(canonical: string): string {
  return createHash('sha256').update(`recovery:${canonical}`).digest('hex');
}

/** A sign-in challenge: 256 random bits for the client, only their SHA-256 kept by the server. */
export function newChallenge(): { challenge: string; hash: string } {
  const challenge = randomBytes(32).toString('base64url');
  return { challenge, hash: challengeHash(challenge) };
}

export function challengeHash(challenge: string): string {
  return createHash('sha256').update(`challenge:${challenge}`).digest('hex');
}
