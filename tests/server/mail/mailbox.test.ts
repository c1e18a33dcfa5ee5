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
    ['iCloud: icloud.com', 'Victim+a@iCloud.com', 'victim@icloud.com'],
    ['iCloud: me.com is icloud.com', 'victim+b@me.com', 'victim@icloud.com'],
    ['iCloud: mac.com is icloud.com', 'Victim@Mac.com', 'victim@icloud.com'],
    ['iCloud keeps dots and hyphens', 'first.last-name@me.com', 'first.last-name@icloud.com'],
    ['Yandex: yandex.ru', 'Ivan.Petrov+a@Yandex.RU', 'ivan.petrov@yandex.ru'],
    ['Yandex: yandex.com is yandex.ru', 'ivan.petrov@yandex.com', 'ivan.petrov@yandex.ru'],
    ['Yandex: ya.ru is yandex.ru', 'ivan.petrov+b@ya.ru', 'ivan.petrov@yandex.ru'],
    ['Yandex: yandex.by is yandex.ru', 'ivan.petrov@yandex.by', 'ivan.petrov@yandex.ru'],
    ['Yandex: yandex.kz is yandex.ru', 'ivan.petrov@yandex.kz', 'ivan.petrov@yandex.ru'],
    ['Yandex: yandex.ua is yandex.ru', 'ivan.petrov@yandex.ua', 'ivan.petrov@yandex.ru'],
    ['Yandex: yandex.com.tr is yandex.ru', 'ivan.petrov@yandex.com.tr', 'ivan.petrov@yandex.ru'],
    ['Yandex reads a hyphen as a dot', 'Ivan-Petrov@ya.ru', 'ivan.petrov@yandex.ru'],
    ['Yandex keeps dots: without them it is another login', 'ivanpetrov@yandex.ru', 'ivanpetrov@yandex.ru'],
    ['a hyphen counts elsewhere', 'ivan-petrov@example.org', 'ivan-petrov@example.org'],
    ['a look-alike of a Yandex domain is not Yandex', 'ivan-petrov@yandex.ru.example.org', 'ivan-petrov@yandex.ru.example.org'],
  ])('%s: %s is %s', (_rule, address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailboxOf(mailbox));
    expect(mailboxOf(address)).toBe(mailbox);
  });

  test('one mailbox at Apple and at Yandex, however spelled, is one', () => {
    expect(new Set(['victim@icloud.com', 'Victim@me.com', 'victim+x@mac.com'].map(mailboxOf)).size).toBe(1);
    const yandex = ['a.b-c@yandex.ru', 'a-b.c@yandex.com', 'a-b-c@ya.ru', 'A.B.C@yandex.by', 'a.b.c+1@yandex.kz', 'a-b-c@yandex.ua', 'a.b.c@yandex.com.tr'];
    expect(new Set(yandex.map(mailboxOf))).toEqual(new Set(['a.b.c@yandex.ru']));
  });

  test('every domain of a provider row counts under its first one', () => {
    for (const provider of MAILBOX_PROVIDERS) {
      for (const domain of provider.domains) expect(mailboxOf(`victim@${domain}`)).toBe(`victim@${provider.domains[0]}`);
    }
  });
});
