// The bounce settings are read and checked with the others (server/core/config.ts): off unless set, and
// a bad one stops the start with one line naming it.
import { describe, expect, test } from 'vitest';
import { configFromEnv } from '../../../server/core/config.ts';
import { configProblem } from '../../kit/configProblem.ts';

const SECRET = 'x'.repeat(32);

describe('the bounce settings', () => {
  test('all off by default: no bounce address, no mailbox, no webhook, a poll every 60 s', () => {
    expect(configFromEnv({}).bounces).toEqual({ pollMs: 60_000 });
  });

  test('read when set', () => {
    expect(
      configFromEnv({
        BOUNCE_ADDRESS: ' Bounces@BCF.rw ',
        BOUNCE_MAILBOX_URL: 'imaps://bounces%40bcf.rw:secret@imap.gmail.com/INBOX',
        BOUNCE_POLL_SECONDS: '30',
        MAIL_EVENTS_SECRET: SECRET,
      }).bounces,
    ).toEqual({ address: 'bounces@bcf.rw', mailboxUrl: 'imaps://bounces%40bcf.rw:secret@imap.gmail.com/INBOX', pollMs: 30_000, eventsSecret: SECRET });
    expect(configFromEnv({ BOUNCE_ADDRESS: 'bounces@bcf.rw', BOUNCE_MAILBOX_URL: 'imap://u:p@127.0.0.1:1143/INBOX' }).bounces.mailboxUrl).toBe(
      'imap://u:p@127.0.0.1:1143/INBOX',
    );
  });

  test('a bad value is one line naming its variable', () => {
    expect(configProblem({ BOUNCE_ADDRESS: 'bounces' })).toBe('BOUNCE_ADDRESS must be an e-mail address without "+" (bounces@bcf.rw), not "bounces"');
    expect(configProblem({ BOUNCE_ADDRESS: 'bounces+x@bcf.rw' })).toMatch(/^BOUNCE_ADDRESS must be an e-mail address without "\+"/);
    expect(configProblem({ BOUNCE_ADDRESS: 'bounces@bcf.rw', BOUNCE_MAILBOX_URL: 'pop3://u:p@mail.bcf.rw' })).toMatch(/^BOUNCE_MAILBOX_URL must be an imaps:\/\/ or imap:\/\//);
    expect(configProblem({ BOUNCE_ADDRESS: 'bounces@bcf.rw', BOUNCE_MAILBOX_URL: 'not a url' })).toMatch(/^BOUNCE_MAILBOX_URL must be/);
    expect(configProblem({ BOUNCE_MAILBOX_URL: 'imaps://u:p@imap.gmail.com/INBOX' })).toBe(
      'BOUNCE_ADDRESS must be set when BOUNCE_MAILBOX_URL is set (the mailbox reads what comes back to it)',
    );
    for (const seconds of ['0', '3601', 'soon', '1.5']) expect(configProblem({ BOUNCE_POLL_SECONDS: seconds })).toMatch(/^BOUNCE_POLL_SECONDS must be a whole number from 1 to 3600/);
    expect(configProblem({ MAIL_EVENTS_SECRET: 'short' })).toBe('MAIL_EVENTS_SECRET must be at least 32 bytes long, not 5 (make one with: openssl rand -hex 32)');
  });
});
