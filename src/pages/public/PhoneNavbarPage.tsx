import { SectionLink } from '../../components/SectionLink.tsx';
import { common, routes } from '../../../shared/locales/en.ts';
import { useSiteLinks } from '../../components/useSiteLinks.ts';
import { useMessages } from '../../i18n/messages.ts';


/** The mobile navigation screen: every public page as a large tap target. */
export function PhoneNavbarPage() {
  const { header, footer } = useSiteLinks();
  const links = [...header, ...footer.filter((item) => !header.some((link) => link.to === item.to))];
  const title = useMessages('routes', routes).menu.title;
  const texts = useMessages('common', common);
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <nav aria-label={texts.allPagesNav}>
        <ul className="phone-nav">
          {links.map((item) => (
            <li key={item.to}>
              <SectionLink item={item} className="phone-nav__link" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
