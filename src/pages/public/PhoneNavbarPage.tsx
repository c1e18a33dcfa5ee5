import { SectionLink } from '../../components/SectionLink.tsx';
import { footerLinks, headerLinks } from '../../content/navigation.ts';

const links = [...headerLinks, ...footerLinks.filter((item) => !headerLinks.some((header) => header.to === item.to))];

/** The mobile navigation screen: every public page as a large tap target. */
export function PhoneNavbarPage() {
  return (
    <div className="page page--narrow">
      <h1>Menu</h1>
      <nav aria-label="All pages">
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
