import { describe, expect, test } from 'vitest';
import { MAILBOX_PROVIDERS, mailboxOf } from '../../../server/mail/mailbox.ts';

describe('the mailbox an address reaches', () => {
  test.each([
    ['case does not matter', 'Victim@Example.ORG', 'victim@example.org'],
    ['a +tag reaches the untagged address', 'victim+news+2@example.org', 'victim@example.org'],
    ['an address that is only a tag stays as it is', '+only@example.org', '+only@example.org'],
    ['dots count at an ordinary provider', 'first.last@example.org', 'first.last@example.org'],
    ['Gmail ignores dots', 'F.i.R.s.T+1@gmail.com', 'first@gmail.com'],
    ['googlemail.com is gmail.com', 'first.last@googlemail.com', 'firstlast@gmail.com'],
    ['Proton: proton.me', 'Victim+a@proton.me', 'victim@proton.me'],
    ['Proton: protonmail.com is proton.me', 'victim+b@protonmail.com', 'victim@proton.me'],
    ['Proton: protonmail.ch is proton.me', 'victim@protonmail.ch', 'victim@proton.me'],
    ['Proton: pm.me is proton.me', 'victim+c@pm.me', 'victim@proton.me'],
    ['Proton ignores dots, underscores and hyphens', 'vic.t_i-m@pm.me', 'victim@proton.me'],
    ['Fastmail: a subdomain address reaches its user', 'anything@victim.fastmail.com', 'victim@fastmail.com'],
    ['Fastmail: a tag on the subdomain address too', 'a+b@Victim.FastMail.com', 'victim@fastmail.com'],
    ['Fastmail: the plain address', 'victim+x@fastmail.com', 'victim@fastmail.com'],
    ['Fastmail: a subdomain address at another of its domains', 'anything@victim.fastmail.fm', 'victim@fastmail.fm'],
    ['Fastmail: its domains are not one another', 'victim@fastmail.fm', 'victim@fastmail.fm'],
    ['a look-alike domain is not the provider', 'victim@notfastmail.com', 'victim@notfastmail.com'],
  ])('%s: %s is %s', (_rule, address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailboxOf(mailbox));
    expect(mailboxOf(address)).toBe(mailbox);
  });

  test('every domain of a provider row counts under its first one', () => {
    for (const provider of MAILBOX_PROVIDERS) {
      for (const domain of provider.domains) expect(mailboxOf(`victim@${domain}`)).toBe(`victim@${provider.domains[0]}`);
    }
  });
});
