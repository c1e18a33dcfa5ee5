import type { ContactContent } from '../content/sections.ts';
import { useSiteContent } from '../lib/siteContent.tsx';
import { footerContact } from '../i18n/english/footerContact.ts';
import { useMessages } from '../i18n/messages.ts';

/** The networks the footer links to, in this order, named as each names itself. */
const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['x', 'X'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const;

/** The foundation's e-mail, phone and pages on social networks: those it has given (the site's Contact content). */
export default function FooterContact() {
  const texts = useMessages('footerContact', footerContact);
  const details = useSiteContent<ContactContent>('contact');
  const links = NETWORKS.filter(([field]) => details[field].startsWith('https://'));
  return (
    <>
      {(details.email || details.phone) && (
        <dl className="footer-contact">
          {details.email && (
            <>
              <dt>{texts.email}</dt>
              <dd>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </dd>
            </>
          )}
          {details.phone && (
            <>
              <dt>{texts.phone}</dt>
              <dd>
                <a href={`tel:${details.phone.replace(/[^+\d]/g, '')}`}>{details.phone}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      {links.length > 0 && (
        <nav className="footer-social" aria-label={texts.social}>
          <ul>
            {links.map(([field, name]) => (
              <li key={field}>
                <a href={details[field]} rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
