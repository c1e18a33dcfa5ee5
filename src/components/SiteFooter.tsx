import { Suspense, lazy, useRef } from 'react';
import { SITE_NAME } from '../../shared/routes.ts';
import { common } from '../../shared/locales/en.ts';
import { useMessages } from '../i18n/messages.ts';
import { scrollBehavior } from '../lib/motion.ts';
import { FooterGallery } from './FooterGallery.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SectionLink } from './SectionLink.tsx';
import { useSiteLinks } from './useSiteLinks.ts';
import { RouteErrorBoundary } from '../lib/routeTable.tsx';
import { useNearViewport } from '../lib/useNearViewport.ts';

// The foundation's contact details and social links are the site's content: read (with their
// script) when the footer comes near.
const FooterContact = lazy(() => import('./FooterContact.tsx'));

const scrollNearTop = () => window.scrollTo({ top: 0, behavior: scrollBehavior() });

export function SiteFooter({ inert }: { inert: boolean }) {
  const texts = useMessages('common', common);
  const social = useRef<HTMLDivElement>(null);
  const near = useNearViewport(social, '400px');
  const { footer: footerLinks } = useSiteLinks();
  return (
    <footer className="site-footer" inert={inert}>
      <FooterGallery />
      <nav className="footer-nav" aria-label={texts.footerNav}>
        <ul>
          {footerLinks.map((item) => (
            <li key={item.to}>
              <SectionLink item={item} className="footer-nav__link" onChosen={scrollNearTop} />
            </li>
          ))}
        </ul>
      </nav>
      <div ref={social}>
        {near && (
          // Details that could not be read leave the footer without them.
          <RouteErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <FooterContact />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </div>
      <LanguageSwitcher className="language-switcher--footer" />
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </footer>
  );
}
