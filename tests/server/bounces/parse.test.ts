// Reading returned mail: delivery reports, complaint reports, bounces that follow no standard,
// auto-replies and people's own mail, each told apart, with the tokens found wherever the message
// carries them. Only candidates: recording verifies each token (tests/server/bounces/mailbox.test.ts).
import { describe, expect, test } from 'vitest';
import { parseReturnedMail } from '../../../server/bounces/parse.ts';
import { REASON_MAX } from '../../../server/bounces/reason.ts';
import { bounceTokens } from '../../../server/bounces/token.ts';
import { JWT_SECRET } from '../../kit/settings.ts';
import { deliveryReport, returnedMail, type Fixture } from './returnedMail.ts';

const tokens = bounceTokens(JWT_SECRET);
const TOKEN = tokens.sign('4711');
const parse = (text: string) => parseReturnedMail(Buffer.from(text));

const EXPECTED: Record<Fixture, ReturnType<typeof parseReturnedMail>> = {
  'gmail-dsn': {
    kind: 'bounce',
    type: 'permanent',
    tokens: [TOKEN],
    reason:
      "5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces. For more information, go to https://support.google.com/mail/?p=NoSuchUser 5b1f17b1804b1-4b3a1c2d3e4f5si1234567f9.312 - gsmtp",
  },
  'outlook-ndr': {
    kind: 'bounce',
    type: 'permanent',
    tokens: [TOKEN],
    reason: '5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
  },
  'postfix-dsn-permanent': {
    kind: 'bounce',
    type: 'permanent',
    tokens: [TOKEN],
    reason: '5.1.1 Recipient address rejected: User unknown in virtual mailbox table',
  },
  'postfix-dsn-delayed': {
    kind: 'bounce',
    type: 'temporary',
    tokens: [TOKEN],
    reason: '4.4.1 connect to mx.example.org[203.0.113.25]:25: Connection timed out',
  },
  'qmail-failure-notice': { kind: 'bounce', type: 'permanent', tokens: [TOKEN], reason: '5.1.1 User unknown' },
  'exim-delay-warning': { kind: 'bounce', type: 'temporary', tokens: [TOKEN], reason: '4.2.2 Mailbox full' },
  'yahoo-arf': { kind: 'complaint', type: 'complaint', tokens: [TOKEN], reason: 'abuse Yahoo!-Mail-Feedback/2.0' },
  'arf-headers-only': { kind: 'complaint', type: 'complaint', tokens: [TOKEN], reason: 'abuse ExampleISP-FBL/1.0' },
  'outlook-automatic-reply': { kind: 'auto-reply' },
  vacation: { kind: 'auto-reply' },
  'human-reply': { kind: 'other' },
};

describe('returned mail as mail systems write it', () => {
  test.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    expect(parse(returnedMail(name as Fixture, TOKEN, 'Dead.Address@example.org'))).toEqual(expected);
  });

  test('lines ending in LF alone read the same as in CRLF', () => {
    for (const name of ['gmail-dsn', 'postfix-dsn-permanent', 'yahoo-arf', 'vacation'] as const) {
      expect(parse(returnedMail(name, TOKEN).replace(/\r\n/g, '\n'))).toEqual(parse(returnedMail(name, TOKEN)));
    }
  });

  test('no address is kept in the reason (it goes into the activity log): not the recipient, not a token', () => {
    for (const name of ['gmail-dsn', 'outlook-ndr', 'postfix-dsn-permanent', 'qmail-failure-notice', 'exim-delay-warning'] as const) {
      const parsed = parse(returnedMail(name, TOKEN, 'dead.address@example.org'));
      expect(parsed.kind).toBe('bounce');
      if (parsed.kind !== 'bounce') continue;
      expect(parsed.reason).not.toMatch(/dead\.address|@/);
      expect(parsed.reason).not.toContain(TOKEN);
    }
  });
});

/** A delivery report for one recipient with these per-recipient fields. */
function report(fields: string, extraHeaders = '', subject = 'Undelivered Mail Returned to Sender') {
  return deliveryReport(TOKEN, [fields], { subject, headers: extraHeaders ? [extraHeaders] : [], explanation: 'The mail system' });
}

describe('delivery reports', () => {
  test('Action failed with a 5.x.x status is permanent; with 4.x.x, or Action delayed, temporary', () => {
    expect(parse(report('Final-Recipient: rfc822; a@example.org\r\nAction: failed\r\nStatus: 5.2.1'))).toMatchObject({ type: 'permanent', reason: '5.2.1' });
    expect(parse(report('Final-Recipient: rfc822; a@example.org\r\nAction: failed\r\nStatus: 4.2.2'))).toMatchObject({ type: 'temporary' });
    expect(parse(report('Final-Recipient: rfc822; a@example.org\r\nAction: delayed\r\nStatus: 4.4.7'))).toMatchObject({ type: 'temporary' });
  });

  test('a report that the message was delivered or relayed is no bounce', () => {
    expect(parse(report('Final-Recipient: rfc822; a@example.org\r\nAction: delivered\r\nStatus: 2.0.0'))).toEqual({ kind: 'other' });
    expect(parse(report('Final-Recipient: rfc822; a@example.org\r\nAction: relayed\r\nStatus: 2.0.0'))).toEqual({ kind: 'other' });
  });

  test('a delivery report marked Auto-Submitted, with a vacation-like subject, is still a bounce', () => {
    const parsed = parse(report('Action: failed\r\nStatus: 5.1.1', 'Auto-Submitted: auto-replied\r\nX-Autoreply: yes', 'Out of office'));
    expect(parsed).toMatchObject({ kind: 'bounce', type: 'permanent', tokens: [TOKEN] });
  });

  test('a delivery-status part in base64 is read', () => {
    const fields = Buffer.from('Reporting-MTA: dns; mx\r\n\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1 no such user\r\n').toString('base64');
    const text = report('').replace('Content-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.org\r\n\r\n', `Content-Type: message/delivery-status\r\nContent-Transfer-Encoding: base64\r\n\r\n${fields}\r\n`);
    expect(parse(text)).toMatchObject({ kind: 'bounce', type: 'permanent', reason: '5.1.1 no such user' });
  });

  test('the reason is one line without control or direction characters, at most 300 characters', () => {
    const diagnostic = `smtp; 550 5.1.1 bad\u0007 \u202eevil\u202c ${'x'.repeat(1_000)}`;
    const parsed = parse(report(`Action: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: ${diagnostic}`));
    expect(parsed.kind).toBe('bounce');
    if (parsed.kind !== 'bounce') return;
    expect([...parsed.reason]).toHaveLength(REASON_MAX);
    expect(parsed.reason.startsWith('5.1.1 bad evil xxx')).toBe(true);
    expect(parsed.reason).not.toMatch(/[\p{Cc}\u202a-\u202e]/u);
  });
});

describe('complaint reports', () => {
  const arf = (feedbackType: string) =>
    returnedMail('yahoo-arf', TOKEN).replace('Feedback-Type: abuse', `Feedback-Type: ${feedbackType}`);

  test('abuse and fraud reports are complaints; authentication-failure and not-spam reports are not', () => {
    expect(parse(arf('abuse'))).toMatchObject({ kind: 'complaint', type: 'complaint' });
    expect(parse(arf('fraud'))).toMatchObject({ kind: 'complaint', type: 'complaint' });
    expect(parse(arf('auth-failure'))).toEqual({ kind: 'other' });
    expect(parse(arf('not-spam'))).toEqual({ kind: 'other' });
  });
});

describe('bounces that follow no standard', () => {
  const plain = (from: string, subject: string, body: string) =>
    `From: ${from}\r\nTo: bounces+${TOKEN}@bcf.rw\r\nSubject: ${subject}\r\n\r\n${body}\r\n`;

  test('from a mail system, with a bounce subject: permanent unless it says it keeps trying', () => {
    expect(parse(plain('MAILER-DAEMON@mx.example.org', 'Mail delivery failed: returning message to sender', 'SMTP error: 550 5.7.1 Rejected'))).toMatchObject({
      kind: 'bounce',
      type: 'permanent',
      reason: '5.7.1 Rejected',
    });
    expect(parse(plain('postmaster@example.org', 'Undeliverable: news', 'No code at all here.'))).toMatchObject({ kind: 'bounce', type: 'permanent' });
    expect(parse(plain('Mail Delivery System <mailer-daemon@mx.example.org>', 'Delayed Mail', 'We will keep trying to deliver it for 5 days.'))).toMatchObject({
      type: 'temporary',
    });
  });

  test('the codes in the quoted original message are not taken for the reason', () => {
    const parsed = parse(
      plain('MAILER-DAEMON@mx.example.org', 'failure notice', 'Sorry, it did not work out.\r\n\r\n--- Below this line is a copy of the message.\r\n\r\nReceived: 550 5.9.9 nonsense\r\n'),
    );
    expect(parsed).toMatchObject({ kind: 'bounce', type: 'permanent', reason: 'failure notice' });
  });

  test('the same words from a person are no bounce, nor is a vacation subject from a mail system', () => {
    expect(parse(plain('Alice <alice@example.rw>', 'failure notice', 'Your newsletter: 550 5.1.1 unknown'))).toEqual({ kind: 'other' });
    expect(parse(plain('MAILER-DAEMON@mx.example.org', 'Out of office: undeliverable until Monday', 'I am away'))).toEqual({ kind: 'auto-reply' });
  });
});

describe('auto-replies', () => {
  const reply = (headers: string, subject = 'Re: Our news') =>
    `From: Eric <eric@example.rw>\r\nTo: bounces+${TOKEN}@bcf.rw\r\nSubject: ${subject}\r\n${headers}\r\n\r\nThe mail delivery failed, 550 5.1.1\r\n`;

  test.each([
    ['Auto-Submitted: auto-replied', undefined],
    ['Auto-Submitted: auto-generated', undefined],
    ['X-Autoreply: yes', undefined],
    ['X-Autorespond: yes', undefined],
    ['Precedence: auto_reply', undefined],
    ['X-Other: 1', 'Out of Office: Our news'],
    ['X-Other: 1', 'Automatic reply: Our news'],
    ['X-Other: 1', '=?utf-8?Q?R=C3=A9ponse_automatique?='],
  ])('%s, subject %s', (headers, subject) => {
    expect(parse(reply(headers, subject))).toEqual({ kind: 'auto-reply' });
  });

  test('Auto-Submitted: no is a person', () => {
    expect(parse(reply('Auto-Submitted: no'))).toEqual({ kind: 'other' });
  });
});

describe('tokens', () => {
  test('found in any case (a mail server may change an address), lower-cased, each once', () => {
    const text = returnedMail('postfix-dsn-permanent', TOKEN).replace(`To: bounces+${TOKEN}`, `To: BOUNCES+${TOKEN.toUpperCase()}`);
    expect(parse(text)).toMatchObject({ tokens: [TOKEN] });
  });

  test('the bounce address comes before envelope senders quoted in its text, and no more than 20 are taken', () => {
    const others = Array.from({ length: 40 }, (_, i) => `bounces+${tokens.sign(String(1000 + i))}@bcf.rw`);
    const text = returnedMail('qmail-failure-notice', TOKEN).replace('Giving up on', `${others.join(' ')}\r\nGiving up on`);
    const parsed = parse(text);
    expect(parsed.kind).toBe('bounce');
    if (parsed.kind !== 'bounce') return;
    expect(parsed.tokens[0]).toBe(TOKEN);
    expect(parsed.tokens).toHaveLength(20);
  });

  test('a token only in a Message-ID, In-Reply-To or References (what a reply to our mail carries) is no token', () => {
    const quoted = [
      'Return-Path: <staff@bcf.rw>',
      'From: Staff <staff@bcf.rw>',
      `Message-ID: <${TOKEN}.1a2b@bcf.rw>`,
      `In-Reply-To: <${TOKEN}.1a2b@bcf.rw>`,
      `References: <${TOKEN}.1a2b@bcf.rw> <${TOKEN}@bcf.rw>`,
      'Subject: Re: Your message',
    ].join('\r\n');
    const arf = returnedMail('arf-headers-only', TOKEN)
      .replaceAll(`bounces+${TOKEN}@bcf.rw`, 'staff@bcf.rw')
      .replace(/Message-ID: <[^>]*@bcf\.rw>/, quoted);
    expect(parse(arf)).toMatchObject({ kind: 'complaint', tokens: [] });
  });

  test('a token only in a base64 text part is found once decoded', () => {
    const body = Buffer.from(`The message to bounces+${TOKEN}@bcf.rw failed.`).toString('base64');
    const text = `From: MAILER-DAEMON@mx.example.org\r\nSubject: failure notice\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n${body}\r\n`;
    expect(parse(text)).toMatchObject({ kind: 'bounce', tokens: [TOKEN] });
  });
});

describe('input made to hurt', () => {
  test('bytes that are no message at all are other mail, and nothing throws', () => {
    const noise = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 256));
    expect(parseReturnedMail(noise)).toEqual({ kind: 'other' });
    expect(parseReturnedMail(Buffer.alloc(0))).toEqual({ kind: 'other' });
    expect(parse('Content-Type: multipart/report; boundary=\r\n\r\n--\r\n')).toEqual({ kind: 'other' });
  });

  test('parts nested thousands deep or thousands wide are walked only so far, and the report is still found when near the top', () => {
    let deep = 'Content-Type: text/plain\r\n\r\nend\r\n';
    for (let i = 0; i < 2_000; i++) deep = `Content-Type: multipart/mixed; boundary="d${i}"\r\n\r\n--d${i}\r\n${deep}--d${i}--\r\n`;
    expect(parse(`From: MAILER-DAEMON@mx.example.org\r\nSubject: x\r\n${deep}`)).toEqual({ kind: 'other' });

    const wide = Array.from({ length: 5_000 }, () => '--w\r\nContent-Type: text/plain\r\n\r\nx\r\n').join('');
    const text = report('Action: failed\r\nStatus: 5.1.1').replace('--b--', `--b\r\nContent-Type: multipart/mixed; boundary="w"\r\n\r\n${wide}--w--\r\n--b--`);
    expect(parse(text)).toMatchObject({ kind: 'bounce', type: 'permanent', tokens: [TOKEN] });
  });
});
