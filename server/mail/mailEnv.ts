// The e-mail settings from the environment (docs/production.md, "E-mail" and "DKIM signing"): the SMTP server and
// sender, who is told of what, the rate, DKIM signing and the postal address in every footer.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, emailList, flag, reason, text, wholeNumber, type Env } from '../core/envSettings.ts';
import { checkPrivateKey, isDkimDomain, isDkimSelector, isPemText, pemFromSetting, type DkimSettings } from './dkim.ts';
import { DEFAULT_TIMINGS, defaultFrom, type MailConfig } from './settings.ts';

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM text, or the path of a PEM file): all three
 * or none. A partial set would send unsigned mail while the operator believes it signed.
 */
function dkimConfig(env: Env): DkimSettings | undefined {
  const [domain, selector, key] = DKIM_VARIABLES.map((name) => text(env, name));
  if (domain === undefined && selector === undefined && key === undefined) return undefined;
  const missing = DKIM_VARIABLES.find((name) => text(env, name) === undefined);
  if (missing) throw new ConfigError(missing, 'must be set too: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together, all three or none');
  if (!isDkimDomain(domain!)) throw new ConfigError('DKIM_DOMAIN', `must be a domain name like bcf.rw, not "${domain}"`);
  if (!isDkimSelector(selector!)) throw new ConfigError('DKIM_SELECTOR', `must be a DNS label of letters, digits and - (like bcf2026), not "${selector}"`);
  let pem: string;
  if (isPemText(key!)) pem = pemFromSetting(key!);
  else {
    const file = resolve(key!);
    try {
      pem = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError('DKIM_PRIVATE_KEY', `cannot be read (${file}): ${reason(error)}`);
    }
  }
  const checked = checkPrivateKey(pem);
  if ('problem' in checked) throw new ConfigError('DKIM_PRIVATE_KEY', checked.problem);
  return { domainName: domain!.toLowerCase(), keySelector: selector!, privateKey: pem };
}

/** The most characters FOUNDATION_POSTAL_ADDRESS may have: one line of an e-mail's footer. */
const POSTAL_ADDRESS_MAX = 200;

/** FOUNDATION_POSTAL_ADDRESS: one line of printable text, or unset (layout.ts has the default). */
function postalAddress(env: Env): string | undefined {
  const value = text(env, 'FOUNDATION_POSTAL_ADDRESS');
  if (value === undefined) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) || [...value].length > POSTAL_ADDRESS_MAX) {
    throw new ConfigError('FOUNDATION_POSTAL_ADDRESS', `must be one line of at most ${POSTAL_ADDRESS_MAX} characters (P.O. Box 1234, Kigali, Rwanda)`);
  }
  return value;
}

export function mailConfig(env: Env, publicUrl: string | undefined): MailConfig {
  const smtpUrl = text(env, 'SMTP_URL');
  const dkim = dkimConfig(env);
  const address = postalAddress(env);
  const common = {
    staffEmails: emailList(env, 'STAFF_EMAIL'),
    rate: wholeNumber(env, 'MAIL_RATE', 20, 0, 100_000),
    notifyOnContact: flag(env, 'NOTIFY_ON_CONTACT', true),
    notifyOnSubscribe: flag(env, 'NOTIFY_ON_SUBSCRIBE', true),
    ...(dkim ? { dkim } : {}),
    ...(address ? { postalAddress: address } : {}),
    timings: { ...DEFAULT_TIMINGS, leaseMs: wholeNumber(env, 'MAIL_LEASE_SECONDS', DEFAULT_TIMINGS.leaseMs / 1000, 5, 3_600) * 1000 },
  };
  if (smtpUrl === undefined) return { ...common, smtpUrl: undefined, from: undefined };
  let protocol = '';
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// address (smtp://user:password@mail.example.rw:587)');
  }
  if (!publicUrl) throw needsPublicUrl();
  return { ...common, smtpUrl, from: text(env, 'MAIL_FROM') ?? defaultFrom(publicUrl) };
}

export const needsPublicUrl = () => new ConfigError('PUBLIC_URL', 'must be set when SMTP_URL is set (links in e-mails must be absolute)');
