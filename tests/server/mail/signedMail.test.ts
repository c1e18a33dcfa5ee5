// Every kind of e-mail the product sends, captured raw from a real SMTP server: DKIM-verified by
// an independent verifier (mailauth, with its DNS lookup answering the test's public key), and its
// headers and structure checked (Message-ID, Date, text part, lang, images, bulk headers).
// On Node 20 mailauth's package root does not load; its DKIM verifier alone does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dnsRecord, generateDkimKeyPair, type DkimSettings } from '../../../server/mail/dkim.ts';
import { RESET_SUBJECT, SECURITY_NOTICE_SUBJECTS } from '../../../server/staff/securityNotices.ts';
import { databases } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { runAdminCli } from '../../kit/process.ts';
import { ADD_POST, MAKE_SUBSCRIBE, SEND_CONTACT_MESSAGE, samplePostInput } from '../../kit/documents.ts';
import { PUBLIC_URL, STAFF, TestSmtpServer, linkIn, mailSettings, type Received } from '../../kit/smtp.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { withMailServer } from '../../kit/withServer.ts';

const SEND = `mutation sendPostToSubscribers($input: ID!) { sendPostToSubscribers(input: $input) { id } }`;
const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }`;
const REQUEST_RESET = `mutation requestPasswordReset($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation resetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;

const READER = 'reader@example.org';
const INVITED = 'new.editor@example.rw';
const POST_TITLE = 'Signed and sealed';

/** The kinds of e-mail the product sends (each feature's messages.ts, and server/staff/securityNotices.ts). */
type MailKind =
  | 'confirmation'
  | 'welcome'
  | 'newsletter'
  | 'subscriber notice'
  | 'contact notice'
  | 'invitation'
  | 'password reset'
  | 'security notice';

/** A resolver for mailauth: answers the one TXT record the test published, and nothing else. */
function resolverFor(records: Record<string, string>) {
  return async (name: string, type: string): Promise<string[][]> => {
    const value = type === 'TXT' ? records[name.toLowerCase()] : undefined;
    if (value === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    // As DNS gives a long TXT record: strings of at most 255 characters, joined by the reader.
    return [value.match(/.{1,255}/g)!];
  };
}

/**
 * Starts a server with e-mail on (and `dkim` when given) and makes it send one e-mail of every kind
 * to a real SMTP server; answers each kind's message as received.
 */
async function sendEveryKind(server: TestServer, smtp: TestSmtpServer): Promise<Record<MailKind, Received>> {
  const owner = await server.login();
  const one = (to: string, match: (subject: string) => boolean) => smtp.waitFor(to, (m) => match(m.mail.subject ?? ''));

  expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: READER } })).errors).toBeUndefined();
  const confirmation = await one(READER, (s) => s.startsWith('Confirm'));
  const confirmLink = linkIn(confirmation.mail.text, `${PUBLIC_URL}/subscription/confirm?token=`).replace(PUBLIC_URL, server.url);
  expect((await fetch(confirmLink, { redirect: 'manual' })).headers.get('location')).toBe('/SubscriptionConfirmed');
  const welcome = await one(READER, (s) => s.startsWith('Welcome'));
  const subscriberNotice = await one(STAFF, (s) => s === `New subscriber: ${READER}`);

  const contact = await server.gql(SEND_CONTACT_MESSAGE, {
    input: { name: 'Jean Bosco', email: 'jean.bosco@example.rw', message: 'I would like to mentor a student.' },
  });
  expect(contact.errors).toBeUndefined();
  const contactNotice = await one(STAFF, (s) => s.includes('Jean Bosco'));

  const added = await server.gql<{ addPost: { _id: string } }>(
    ADD_POST,
    { input: samplePostInput({ title: POST_TITLE, image_url: { url: `/uploads/${'c'.repeat(64)}.webp?w=1600&h=900`, filename: 'main.jpg' } }) },
    owner,
  );
  expect(added.errors).toBeUndefined();
  expect((await server.gql(SEND, { input: added.data!.addPost._id }, owner)).errors).toBeUndefined();
  const newsletter = await one(READER, (s) => s === POST_TITLE);

  expect((await server.gql(INVITE, { input: { email: INVITED, role: 'EDITOR' } }, owner)).errors).toBeUndefined();
  const invitation = await one(INVITED, (s) => s.includes('invited'));

  const { user } = await server.addStaff('EDITOR');
  expect((await server.gql(REQUEST_RESET, { email: user.email })).errors).toBeUndefined();
  const reset = await one(user.email, (s) => s === RESET_SUBJECT);
  const token = new URL(linkIn(reset.mail.text, `${PUBLIC_URL}/ResetPassword?token=`)).searchParams.get('token')!;
  expect((await server.gql(RESET, { token, password: 'a brand new password of mine' })).errors).toBeUndefined();
  const securityNotice = await one(user.email, (s) => s === SECURITY_NOTICE_SUBJECTS.password_reset);

  return {
    confirmation,
    welcome,
    newsletter,
    'subscriber notice': subscriberNotice,
    'contact notice': contactNotice,
    invitation,
    'password reset': reset,
    'security notice': securityNotice,
  };
}

/** The raw message with `from` replaced by `to` once, in the body only (after the first blank line). */
function alterBody(raw: Buffer, from: string, to: string): Buffer {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const body = text.slice(split);
  expect(body).toContain(from);
  return Buffer.from(text.slice(0, split) + body.replace(from, to), 'latin1');
}

// Signing does not depend on the database: one is enough.
describe.each(databases.slice(0, 1))('DKIM signing on $name', (kind) => {
  const smtp = new TestSmtpServer();
  const keys = generateDkimKeyPair();
  const dkim: DkimSettings = { domainName: 'bcf.example', keySelector: 'test2026', privateKey: keys.privateKey };
  const record = dnsRecord(dkim.domainName, dkim.keySelector, keys.publicKey);
  const resolver = resolverFor({ [record.name]: record.value });
  // RFC 6376 and 8301 to the letter (mailauth's lenient default calls a bad body hash "neutral"),
  // and no key shorter than the 2048 bits keygen makes.
  const verify = async (raw: Buffer, lookup = resolver) =>
    (await dkimVerify(raw, { resolver: lookup, strict: true, minBitLength: 2048 })).results;
  let server: TestServer;
  let sent: Record<MailKind, Received>;

  beforeAll(async () => {
    await smtp.start();
    server = new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp, { dkim }), distDir: standInSite() });
    await server.start();
    sent = await sendEveryKind(server, smtp);
  }, 90_000);
  afterAll(async () => {
    await server?.destroy();
    await smtp.stop();
  });

  test('every kind of e-mail carries a DKIM signature for the domain that an independent verifier accepts', async () => {
    expect(Object.keys(sent)).toHaveLength(8);
    for (const [name, { raw }] of Object.entries(sent)) {
      const results = await verify(raw);
      expect(results, name).toHaveLength(1);
      const [result] = results;
      expect(result!.status.result, `${name}: ${result!.status.comment ?? ''}`).toBe('pass');
      expect(result!.signingDomain, name).toBe('bcf.example');
      expect(result!.selector, name).toBe('test2026');
      expect(result!.algo, name).toBe('rsa-sha256');
      // Aligned with the From domain, as DMARC asks.
      expect(result!.status.aligned, name).toBe('bcf.example');
      // The headers a receiver judges are covered by the signature.
      const signed = String(result!.signingHeaders?.keys ?? '').toLowerCase().split(': ');
      for (const header of ['from', 'to', 'subject', 'date', 'message-id']) expect(signed, `${name} signs ${header}`).toContain(header);
    }
  });

  test('an altered body fails verification, and so does an altered subject', async () => {
    for (const [name, { raw }] of Object.entries(sent)) {
      const altered = alterBody(raw, PUBLIC_URL, 'https://evil.example');
      const [body] = await verify(altered);
      expect(body!.status.result, name).toBe('fail');
      expect(body!.status.comment, name).toBe('body hash did not verify');
    }
    const raw = sent.newsletter.raw.toString('latin1');
    const subject = Buffer.from(raw.replace(`Subject: ${POST_TITLE}`, 'Subject: Send your bank details'), 'latin1');
    const [header] = await verify(subject);
    expect(header!.status.result).toBe('fail');
  });

  test('a signature checked against another key, or with no key published, does not pass', async () => {
    const other = generateDkimKeyPair();
    const wrongKey = resolverFor({ [record.name]: dnsRecord(dkim.domainName, dkim.keySelector, other.publicKey).value });
    const [wrong] = await verify(sent.confirmation.raw, wrongKey);
    expect(wrong!.status.result).toBe('fail');
    const [missing] = await verify(sent.confirmation.raw, resolverFor({}));
    expect(missing!.status.result).not.toBe('pass');
  });
});

/** What a reader of the HTML part reads: its body's words, each link's label and address, no image. */
function htmlWords(html: string): string[] {
  const decode = (text: string) =>
    text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!
    .replace(/<img\b[^>]*>/g, ' ')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, label: string) =>
      decode(label) === decode(href) ? ` ${href} ` : ` ${label} ${href} `,
    )
    .replace(/<[^>]+>/g, ' ');
  return words(decode(body));
}
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A header as the message carries it (first occurrence), unfolded; null when absent. */
function header(raw: Buffer, name: string): string | null {
  const head = raw.toString('latin1').split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : line.slice(name.length + 1).trim();
}

describe.each(databases.slice(0, 1))('headers and structure of every kind of e-mail on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir: standInSite() });
  let sent: Record<MailKind, Received>;
  const startedAt = Date.now();

  beforeAll(async () => {
    sent = await sendEveryKind(server, smtp);
  }, 90_000);

  test('each has a Message-ID of its own on the From address’s domain, and a Date', () => {
    const ids = new Set<string>();
    for (const [name, { raw, mail }] of Object.entries(sent)) {
      expect(mail.from!.value[0]!.address, name).toBe('no-reply@bcf.example');
      const id = header(raw, 'Message-ID');
      expect(id, name).toMatch(/^<[0-9a-f-]{36}@bcf\.example>$/);
      ids.add(id!);
      const date = header(raw, 'Date');
      expect(date, name).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
      expect(Date.parse(date!), name).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);
      expect(Date.parse(date!), name).toBeLessThanOrEqual(Date.now());
    }
    expect(ids.size).toBe(Object.keys(sent).length);
  });

  test('without the DKIM settings nothing is signed', async () => {
    for (const [name, { raw }] of Object.entries(sent)) {
      expect(header(raw, 'DKIM-Signature'), name).toBeNull();
      const results = (await dkimVerify(raw, { resolver: resolverFor({}) })).results;
      expect(results.map((result) => result.status.result), name).toEqual(['none']);
    }
  });

  test('a plain-text part and an HTML part that say the same words, links included', () => {
    for (const [name, { mail }] of Object.entries(sent)) {
      expect(mail.text, name).toBeTruthy();
      expect(mail.html, name).toBeTruthy();
      const text = words(mail.text!);
      expect(text.length, name).toBeGreaterThan(20);
      expect(htmlWords(mail.html as string), name).toEqual(text);
    }
  });

  test('the HTML says its language, and every image has alt text, a width and a height', () => {
    for (const [name, { mail }] of Object.entries(sent)) {
      expect(mail.html as string, name).toMatch(/^<!doctype html><html lang="en">/);
      for (const [tag] of (mail.html as string).matchAll(/<img\b[^>]*>/g)) {
        expect(tag, name).toMatch(/\salt="[^"]+"/);
        expect(tag, name).toMatch(/\swidth="[1-9]\d*"/);
        expect(tag, name).toMatch(/\sheight="[1-9]\d*"/);
      }
    }
    // The newsletter's picture: the upload's JPEG, shown 592 wide with its real proportions (1600 x 900).
    const images = [...(sent.newsletter.mail.html as string).matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`src="${PUBLIC_URL}/uploads/${'c'.repeat(64)}.jpg"`);
    expect(images[0]).toContain(`alt="${POST_TITLE}"`);
    expect(images[0]).toContain('width="592" height="333"');
  });

  test('bulk mail says Precedence: bulk, automatic mail Auto-Submitted: auto-generated, the contact notice (a reply thread) neither', () => {
    const expected: Record<MailKind, { precedence: string | null; autoSubmitted: string | null }> = {
      newsletter: { precedence: 'bulk', autoSubmitted: 'auto-generated' },
      welcome: { precedence: 'bulk', autoSubmitted: 'auto-generated' },
      confirmation: { precedence: null, autoSubmitted: 'auto-generated' },
      invitation: { precedence: null, autoSubmitted: 'auto-generated' },
      'password reset': { precedence: null, autoSubmitted: 'auto-generated' },
      'security notice': { precedence: null, autoSubmitted: 'auto-generated' },
      'subscriber notice': { precedence: null, autoSubmitted: 'auto-generated' },
      'contact notice': { precedence: null, autoSubmitted: null },
    };
    for (const [name, { raw }] of Object.entries(sent) as [MailKind, Received][]) {
      expect({ precedence: header(raw, 'Precedence'), autoSubmitted: header(raw, 'Auto-Submitted') }, name).toEqual(expected[name]);
    }
    // The contact notice is answered by replying to it: its Reply-To is the sender.
    expect(header(sent['contact notice'].raw, 'Reply-To')).toBe('jean.bosco@example.rw');
    // What goes to a subscriber says how to leave in its headers.
    for (const name of ['newsletter', 'welcome'] as const) {
      expect(header(sent[name].raw, 'List-Unsubscribe'), name).toMatch(new RegExp(`^<${PUBLIC_URL}/Unsubscribe\\?token=[^>]+>$`));
    }
  });
});

describe('npm run admin -- dkim-keygen', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bcf-keygen-'));

  test('prints a new 2048-bit RSA key pair and the TXT record that verifies what the key signs', async () => {
    const { code, stdout, stderr } = await runAdminCli(['dkim-keygen', 'BCF.example', 'news2026'], '', scratch);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const privatePem = /-----BEGIN PRIVATE KEY-----\n[\s\S]+?\n-----END PRIVATE KEY-----\n/.exec(stdout)![0];
    const publicPem = /-----BEGIN PUBLIC KEY-----\n[\s\S]+?\n-----END PUBLIC KEY-----\n/.exec(stdout)![0];
    const privateKey = createPrivateKey(privatePem);
    expect(privateKey.asymmetricKeyType).toBe('rsa');
    expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' })).toBe(publicPem);

    // The record in the form the issue names, and the same text split for a zone file.
    const [, name, value] = /^(\S+) TXT "(v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+)"$/m.exec(stdout)!;
    expect(name).toBe('news2026._domainkey.bcf.example');
    const zone = new RegExp(`^${name!.replaceAll('.', '\\.')}\\. IN TXT \\( ((?:"[^"]{1,255}" )+)\\)$`, 'm').exec(stdout)!;
    expect([...zone[1]!.matchAll(/"([^"]*)"/g)].map((piece) => piece[1]).join('')).toBe(value);
    expect(stdout).toContain('DKIM_DOMAIN=bcf.example DKIM_SELECTOR=news2026 DKIM_PRIVATE_KEY=<that file>');
    // Two runs, two keys.
    const again = await runAdminCli(['dkim-keygen', 'bcf.example', 'news2026'], '', scratch);
    expect(again.stdout).not.toContain(privatePem);

    // What nodemailer signs with the printed key verifies against the printed record.
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      dkim: { domainName: 'bcf.example', keySelector: 'news2026', privateKey: privatePem },
    });
    const { message } = (await transport.sendMail({
      from: 'Build Career Foundation <no-reply@bcf.example>',
      to: 'reader@example.org',
      subject: 'Hello',
      text: 'A signed hello.',
    })) as unknown as { message: Buffer };
    const [result] = (await dkimVerify(message, { resolver: resolverFor({ [name!]: value! }), strict: true, minBitLength: 2048 })).results;
    expect(result!.status.result).toBe('pass');
  });

  test('a missing or bad domain or selector prints what is wrong and no key', async () => {
    const usage = await runAdminCli(['dkim-keygen'], '', scratch);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- dkim-keygen DOMAIN [SELECTOR]');
    // The same checks as DKIM_DOMAIN and DKIM_SELECTOR (tests/server/core/settings.test.ts has the cases).
    for (const args of [['bcf.rw;evil'], ['bcf.rw', 'x;h=from']]) {
      const { code, stdout, stderr } = await runAdminCli(['dkim-keygen', ...args], '', scratch);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^dkim-keygen: ".+" is not a (domain name|selector)/);
    }
    // Without a selector, one named after the month, so the next key gets a new one.
    const { stdout } = await runAdminCli(['dkim-keygen', 'bcf.rw'], '', scratch);
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    expect(stdout).toContain(`bcf${month}._domainkey.bcf.rw TXT "v=DKIM1; k=rsa; p=`);
  });
});
