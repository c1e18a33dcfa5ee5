/**
 * The mailbox an address reaches, as far as the address tells: what the per-mailbox limits count,
 * so that spelling one mailbox many ways does not multiply them. Every provider rule is a row of
 * MAILBOX_PROVIDERS; what holds at every provider is below it.
 */

export interface MailboxProvider {
  name: string;
  /** Domains that deliver to the same mailboxes; the first is the one they are counted under. */
  domains: readonly string[];
  /** Characters the provider ignores in the part before the @. */
  ignored?: RegExp;
  /** Characters the provider reads as another in the part before the @: each is written as `as`. */
  readAs?: { characters: RegExp; as: string };
  /** `anything@name.domain` is delivered to `name@domain`. */
  subdomainAddressing?: boolean;
}

export const MAILBOX_PROVIDERS: readonly MailboxProvider[] = [
  // Gmail ignores dots, and googlemail.com is the same service.
  { name: 'Gmail', domains: ['gmail.com', 'googlemail.com'], ignored: /\./g },
  // Proton delivers one username at all four of its domains, and ignores ".", "_" and "-" in it.
  { name: 'Proton', domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'], ignored: /[._-]/g },
  // Apple: a name at icloud.com, me.com and mac.com is one iCloud account's (an account from before
  // 2012 has it at all three, a newer one at icloud.com only); dots and hyphens count.
  { name: 'iCloud', domains: ['icloud.com', 'me.com', 'mac.com'] },
  // Yandex: a login is one Yandex ID, whose mail arrives at every Yandex mail domain, and Yandex
  // reads a hyphen in it as a dot (ivan-petrov is ivan.petrov; ivanpetrov is another login).
  { name: 'Yandex', domains: ['yandex.ru', 'yandex.com', 'ya.ru', 'yandex.by', 'yandex.kz', 'yandex.ua', 'yandex.com.tr'], readAs: { characters: /-/g, as: '.' } },
  // Fastmail delivers anything@victim.fastmail.com to victim@fastmail.com, at each of its own
  // domains (each its own mailboxes: victim@fastmail.fm is not victim@fastmail.com).
  ...['fastmail.com', 'fastmail.fm', 'fastmail.net', 'fastmail.org', 'fastmail.us', 'fastmail.to', 'fastmail.im', 'fastmail.de', 'fastmail.co.uk', 'messagingengine.com'].map(
    (domain): MailboxProvider => ({ name: `Fastmail (${domain})`, domains: [domain], subdomainAddressing: true }),
  ),
];

function providerOf(domain: string): { provider: MailboxProvider; user?: string } | null {
  for (const provider of MAILBOX_PROVIDERS) {
    if (provider.domains.includes(domain)) return { provider };
    if (!provider.subdomainAddressing) continue;
    for (const base of provider.domains) {
      if (!domain.endsWith(`.${base}`)) continue;
      const labels = domain.slice(0, -base.length - 1).split('.');
      return { provider, user: labels[labels.length - 1] };
    }
  }
  return null;
}

/**
 * The canonical form of an address's mailbox: lower case; without a +tag (victim+1@ and victim+2@
 * reach victim@, at nearly every provider); and each provider's own rules of MAILBOX_PROVIDERS.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).toLowerCase();
  let domain = address.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const found = providerOf(domain);
  if (found) {
    domain = found.provider.domains[0]!;
    if (found.user) local = found.user;
    if (found.provider.ignored) local = local.replace(found.provider.ignored, '') || local;
    if (found.provider.readAs) local = local.replace(found.provider.readAs.characters, found.provider.readAs.as);
  }
  return `${local}@${domain}`;
}
