// Returned mail made to hurt a parser: the attack review's messages (a delivery report with a 1 MB
// Diagnostic-Code of repeated letters, a complaint report with a 1 MB User-Agent, an HTML body of
// nested "<" runs) and a bounded fuzz of hostile bodies, built from a fixed seed so every run reads
// the same ones.

import { deliveryReport, multipartReport } from './returnedMail.ts';

/** About 1 MB: the most the mailbox fetches of a message whole (its headers fit beside it). */
export const NEAR_MB = 1_000 * 1024;

/** A delivery report whose one recipient's Diagnostic-Code is `diagnostic`, naming `token` as its envelope sender. */
export function reportWithDiagnostic(diagnostic: string, token = '1-aaaaaaaaaaaaaaaa'): string {
  return deliveryReport(token, ['Final-Recipient: rfc822; gone@example.org', 'Action: failed', 'Status: 5.1.1', `Diagnostic-Code: smtp; ${diagnostic}`]);
}

/** A complaint report whose User-Agent is `agent`, naming `token` as its Original-Mail-From. */
export function complaintWithAgent(agent: string, token = '1-aaaaaaaaaaaaaaaa'): string {
  return multipartReport(['From: Feedback Loop <fbl@isp.example>', 'To: bounces@bcf.rw', 'Subject: Abuse report'], 'feedback-report', 'f', [
    { type: 'message/feedback-report', lines: ['Feedback-Type: abuse', `User-Agent: ${agent}`, `Original-Mail-From: <bounces+${token}@bcf.rw>`] },
  ]);
}

/** A plain bounce from a mail system whose only body is `html`. */
export function bounceWithHtml(html: string, token = '1-aaaaaaaaaaaaaaaa'): string {
  return [
    'From: MAILER-DAEMON@mx.example.org',
    `To: bounces+${token}@bcf.rw`,
    'Subject: Undeliverable: news',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '',
  ].join('\r\n');
}

/** The review's three messages, each about 1 MB. */
export const REVIEW_ATTACKS = {
  diagnostic: (token?: string) => reportWithDiagnostic('a'.repeat(NEAR_MB), token),
  userAgent: (token?: string) => complaintWithAgent('b'.repeat(NEAR_MB), token),
  nestedTags: (token?: string) => bounceWithHtml(`${'<'.repeat(NEAR_MB / 2)}${'<a '.repeat(NEAR_MB / 6)}550 5.1.1 unknown`, token),
};

/** A small deterministic generator (mulberry32), so the fuzz is the same every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs that make backtracking patterns work hard: letters, addresses cut short, brackets, separators, encoded words. */
const PIECES = ['a', 'x.', '@', '<', '>', ' ', '\t', ':', ';', ',', '-', '.', '=?', '?q?', ';a="', '=20 ', '550 ', '5.1.', 'é', '\u202e', '<>', 'a@b', '--'];

/** `count` hostile messages of at most about `maxBytes` each, from `seed`: long runs of PIECES in every field a parser reads. */
export function hostileFuzz(seed: number, count: number, maxBytes: number): string[] {
  const random = generator(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const run = (bytes: number) => {
    let text = '';
    while (text.length < bytes) text += pick(PIECES).repeat(1 + Math.floor(random() * 4_000));
    return text.slice(0, bytes);
  };
  const shapes = [
    (size: number) => reportWithDiagnostic(run(size)),
    (size: number) => complaintWithAgent(run(size)),
    (size: number) => bounceWithHtml(run(size)),
    (size: number) => `From: MAILER-DAEMON@x.org\r\nSubject: failure notice ${run(size / 4)}\r\nContent-Type: text/plain; charset=utf-8${run(size / 4).replaceAll('\n', ' ')}\r\n\r\n${run(size / 2)}\r\n`,
    (size: number) =>
      `From: ${run(size / 8)}@mx.example.org\r\nSubject: Undelivered ${run(size / 8)}\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${run(size / 2)}${' '.repeat(size / 4)}x\r\n`,
    (size: number) => `Content-Type: multipart/report; boundary="${run(50)}"; ${';a="'.repeat(size / 8)}\r\nFrom: postmaster@x.org\r\n\r\n${run(size / 2)}\r\n`,
  ];
  return Array.from({ length: count }, () => pick(shapes)(Math.floor(maxBytes / 2 + random() * (maxBytes / 2))));
}
