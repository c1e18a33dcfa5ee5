// Mail to staff cannot be reported by whoever staff answer: a contact notice's Message-ID carries
// no token, so a staff member's reply (In-Reply-To, References) hands the visitor nothing, and a
// bounce or complaint about a notice to staff changes nothing and records nothing, whatever it names.
import { describe, expect, test } from 'vitest';
import { parseReturnedMail } from '../../../server/bounces/parse.ts';
import { databasesOf } from '../../kit/databases.ts';
import { SEND_CONTACT_MESSAGE } from '../../kit/documents.ts';
import { STAFF, type Received } from '../../kit/smtp.ts';
import { BOUNCE_ADDRESS, auditRows, envelopeToken, report, withBounceServer } from './kit.ts';

describe.each(databasesOf(import.meta.url))('reports of mail to staff on $name', (kind) => {
  const { server, smtp } = withBounceServer(kind);

  /** The contact notice staff got for a message from `visitor`. */
  async function contactNotice(visitor: string, name: string): Promise<Received> {
    const sent = await server.gql(SEND_CONTACT_MESSAGE, { input: { name, email: visitor, message: 'Please call me back about mentoring.' } });
    expect(sent.errors).toBeUndefined();
    const notice = await smtp.waitFor(STAFF, (message) => message.mail.subject?.includes(name) ?? false);
    await server.mailSettled();
    return notice;
  }

  async function recorded() {
    const [events] = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_events');
    return { events: events!.n, complained: (await auditRows(server, 'mail.complained')).length, bounced: (await auditRows(server, 'mail.bounced')).length };
  }

  test("a complaint built from a staff member's reply to a contact notice records nothing", async () => {
    const notice = await contactNotice('visitor@example.org', 'Vera Visitor');
    const noticeId = notice.mail.messageId!;
    // What the visitor holds: the staff member's reply, which quotes the notice's Message-ID.
    const reply = [
      `Return-Path: <${STAFF}>`,
      `From: Staff <${STAFF}>`,
      'To: visitor@example.org',
      'Subject: Re: Mentoring',
      'Message-ID: <reply-1@bcf.example>',
      `In-Reply-To: ${noticeId}`,
      `References: ${noticeId}`,
    ].join('\r\n');
    const complaint = [
      'From: Feedback Loop <fbl@isp.example>',
      `To: ${BOUNCE_ADDRESS}`,
      'Subject: Abuse report',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=feedback-report; boundary="b"',
      '',
      '--b',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: written by the visitor',
      `Original-Mail-From: ${noticeId}`,
      `Original-Envelope-Id: ${noticeId.replace(/[<>]/g, '')}`,
      '',
      '--b',
      'Content-Type: text/rfc822-headers',
      '',
      reply,
      '',
      '--b--',
      '',
    ].join('\r\n');
    const before = await recorded();
    const parsed = parseReturnedMail(Buffer.from(complaint));
    expect(parsed).toMatchObject({ kind: 'complaint', tokens: [] });
    if (parsed.kind !== 'complaint') return;
    expect(await server.services.bounces.record({ key: 'mailbox:staff-reply', source: 'mailbox', type: 'complaint', tokens: parsed.tokens, reason: parsed.reason })).toBe('unknown');
    expect(await recorded()).toEqual(before);
  });

  test("a bounce or complaint naming a notice to staff by its own envelope sender changes nothing and records nothing", async () => {
    const notice = await contactNotice('second-visitor@example.org', 'Walter Visitor');
    const staffToken = envelopeToken(notice);
    expect(server.services.bounces.tokens.verify(staffToken)).not.toBeNull();
    const before = await recorded();
    const fingerprint = await server.fingerprint();
    for (const type of ['complaint', 'permanent', 'temporary'] as const) {
      expect(await server.services.bounces.record(report(type, [staffToken], { reason: 'chosen by the visitor' }))).toBe('unknown');
    }
    expect(await recorded()).toEqual(before);
    expect(await server.fingerprint()).toEqual(fingerprint);
  });
});
