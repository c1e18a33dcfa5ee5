// DKIM (RFC 6376): every message is signed with the foundation's key, so a receiving system can
// check it came from a server the domain allows, and a domain publishing DMARC p=quarantine passes.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/** What nodemailer's `dkim` option takes: the d= domain, the s= selector and the PEM private key. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The smallest RSA key receivers accept (RFC 8301); keygen makes 2048-bit ones. */
export const MIN_DKIM_KEY_BITS = 1024;
export const DKIM_KEY_BITS = 2048;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`, 'i');
const SELECTOR = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');

export const isDkimDomain = (value: string) => DOMAIN.test(value) && value.length <= 253;
export const isDkimSelector = (value: string) => SELECTOR.test(value) && value.length <= 63;

/** PEM text as it may come from one line of an environment variable: `\n` written out. */
export const isPemText = (value: string) => value.trimStart().startsWith('-----BEGIN');
export const pemFromSetting = (value: string) => value.replace(/\\n/g, '\n').trim() + '\n';

/**
 * The RSA private key of `pem`, or what is wrong with it (a message that never quotes the key).
 */
export function checkPrivateKey(pem: string): { key: KeyObject } | { problem: string } {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    return { problem: 'is not a PEM private key (make one with: npm run admin -- dkim-keygen DOMAIN)' };
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa') return { problem: `must be an RSA key, not ${key.asymmetricKeyType ?? 'this kind'}` };
  if (bits < MIN_DKIM_KEY_BITS) return { problem: `must be an RSA key of at least ${MIN_DKIM_KEY_BITS} bits, not ${bits}` };
  // A key damaged in copying can still parse; it would sign every message with a signature that
  // never verifies. One signature checked here finds that at start.
  const probe = Buffer.from('DKIM key check');
  let sound = false;
  try {
    sound = verify('sha256', probe, createPublicKey(key), sign('sha256', probe, key));
  } catch {
    sound = false;
  }
  if (!sound) return { problem: 'is damaged: what it signs does not verify with its own public key (make a new one with: npm run admin -- dkim-keygen DOMAIN)' };
  return { key };
}

/** The p= of the DNS record: the public key as base64 DER (SubjectPublicKeyInfo). */
export function publicKeyRecordValue(privateOrPublic: KeyObject | string): string {
  const publicKey = createPublicKey(privateOrPublic);
  return publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

/** The TXT record's name and text (one string; zone files split it, see zoneFileLine). */
export function dnsRecord(domain: string, selector: string, privateOrPublic: KeyObject | string): { name: string; value: string } {
  return { name: `${selector}._domainkey.${domain}`, value: `v=DKIM1; k=rsa; p=${publicKeyRecordValue(privateOrPublic)}` };
}

/** The record as a zone-file line: a TXT string holds at most 255 characters, so the text is cut in such pieces. */
export function zoneFileLine(record: { name: string; value: string }): string {
  const pieces = record.value.match(/.{1,255}/g) ?? [];
  return `${record.name}. IN TXT ( ${pieces.map((piece) => `"${piece}"`).join(' ')} )`;
}

/** A new 2048-bit RSA key pair, both halves PEM. */
export function generateDkimKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: DKIM_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
