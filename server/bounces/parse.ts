import type { MailEventType } from './events.ts';

/** What a message in the bounce mailbox is: a bounce or complaint with its candidate tokens, or not one. */
export type ParsedMail =
  | { kind: 'bounce' | 'complaint'; type: MailEventType; tokens: string[]; reason: string }
  | { kind: 'auto-reply' | 'other' };

/** Classifies a raw message read from the bounce mailbox. */
export function parseReturnedMail(raw: Buffer): ParsedMail {
  void raw;
  return { kind: 'other' };
}
