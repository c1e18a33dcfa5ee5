import { SITE_NAME } from '../../shared/routes.ts';
import { footerLinks } from '../content/navigation.ts';
import { scrollBehavior } from '../lib/motion.ts';
import { FooterGallery } from './FooterGallery.tsx';
import { SectionLink } from './SectionLink.tsx';

const scrollNearTop = () => window.scrollTo({ top: 0, behavior: scrollBehavior() });

export function SiteFooter({ inert }: { inert: boolean }) {
  return (
    <footer className="site-footer" inert={inert}>
      <FooterGallery />
      <nav className="footer-nav" aria-label="Footer">
        <ul>
          {footerLinks.map((item) => (
            <li key={item.to}>
              <SectionLink item={item} className="footer-nav__link" onChosen={scrollNearTop} />
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </footer>
  );
}
