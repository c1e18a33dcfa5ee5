// The signed token each message's envelope sender carries: it names one outbox message, and nobody
// without the server's secret can write one for another message, nor alter one into another.
import { describe, expect, test } from 'vitest';
import { MAX_TOKENS, bounceTokens, envelopeSender, findEnvelopeTokens } from '../../../server/bounces/token.ts';

const tokens = bounceTokens('a-server-secret-that-is-long-enough-for-keys');

describe('bounce tokens', () => {
  test('a token is the outbox id and 16 lower-case base32 characters, and verifies to that id', () => {
    const token = tokens.sign('1234');
    expect(token).toMatch(/^1234-[a-z2-7]{16}$/);
    expect(tokens.verify(token)).toBe('1234');
    expect(tokens.sign('1234')).toBe(token);
    expect(tokens.sign('9223372036854775807')).toMatch(/^9223372036854775807-[a-z2-7]{16}$/);
  });

  test('a mail server that changes the case of the local part changes nothing', () => {
    const token = tokens.sign('77');
    expect(tokens.verify(token.toUpperCase())).toBe('77');
  });

  test('an altered token, one for another id, and one signed under another secret verify to nothing', () => {
    const token = tokens.sign('1234');
    const signature = token.split('-')[1]!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('a') ? 'b' : 'a');
    expect(tokens.verify(`1234-${flipped}`)).toBeNull();
    expect(tokens.verify(`1235-${signature}`)).toBeNull();
    expect(tokens.verify(`12345-${signature}`)).toBeNull();
    expect(tokens.verify(bounceTokens('another-secret-that-is-long-enough-too').sign('1234'))).toBeNull();
    for (const malformed of ['', '1234', '1234-', `01234-${signature}`, `1234-${signature}x`, `-${signature}`, `1234_${signature}`, 'x'.repeat(10_000)]) {
      expect(tokens.verify(malformed)).toBeNull();
    }
  });

  test('the tokens in a text are found whatever their case, each once, at most twenty', () => {
    const a = tokens.sign('10');
    const b = tokens.sign('11');
    const text = `Final-Recipient: rfc822; someone@example.org\nOriginal-Envelope-Id: bounces+${a.toUpperCase()}@bcf.rw\nMessage-ID: <${b}.abc@bcf.rw>\n<${a}.x@bcf.rw>`;
    expect(tokens.find(text)).toEqual([a, b]);
    const many = Array.from({ length: 50 }, (_, i) => tokens.sign(String(i + 1))).join(' ');
    expect(tokens.find(many)).toHaveLength(MAX_TOKENS);
    expect(tokens.find('no token here: 12-abc, 5-aaaaaaaaaaaaaaaaaaaa')).toEqual([]);
  });

  test('the envelope sender carries the token and fits an address', () => {
    const token = tokens.sign('9223372036854775807');
    const sender = envelopeSender('bounces@bcf.rw', token);
    expect(sender).toBe(`bounces+${token}@bcf.rw`);
    expect(sender.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(tokens.find(sender)).toEqual([token]);
    expect(findEnvelopeTokens(`Return-Path: <${sender}>`)).toEqual([token]);
  });

  test('in returned mail a token counts only as an envelope sender, never as a Message-ID or a bare word', () => {
    const a = tokens.sign('10');
    const b = tokens.sign('11');
    const text = `Original-Mail-From: <bounces+${a.toUpperCase()}@bcf.rw>\nIn-Reply-To: <${b}.abc@bcf.rw>\nReferences: <${b}@bcf.rw> ${b}\n`;
    expect(findEnvelopeTokens(text)).toEqual([a]);
  });
});
