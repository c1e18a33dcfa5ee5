import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/index.ts';
import { routeChanged } from '../../store/navigationSlice.ts';
import { useRouteTitle } from '../lib/useDocumentTitle.ts';
import { useBeacon } from '../lib/beacon.ts';
import { scrollBehavior } from '../lib/motion.ts';
import { useRouteLoading } from '../lib/routeTable.tsx';
import { common } from '../../shared/locales/en.ts';
import { useLanguage, useMessages } from '../i18n/messages.ts';
import { LanguageOffer } from './LanguageOffer.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { LOGO_STATE, SiteHeader } from './SiteHeader.tsx';

function cameFromLogo(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromLogo' in state && state.fromLogo === LOGO_STATE.fromLogo;
}

export function Layout() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigationType = useNavigationType();
  const loading = useRouteLoading();
  const menuOpen = useAppSelector((state) => state.navigation.menuOpen);
  const language = useLanguage();
  const texts = useMessages('common', common);
  useRouteTitle(location.pathname);
  useBeacon(location.pathname, location.search, language, useAppSelector((state) => state.session.token !== null));
  // The server wrote the first page's language; a page reached in the app may be in another.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // The footer joins just after the first paint, in its own commit: the first one, which a slow
  // phone must finish before it answers a tap, carries the header and the page only.
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => startTransition(() => setFooterShown(true)), []);

  // The highlight follows the route on direct loads, back/forward and links outside the header
  // and footer; only a fresh click on the logo leaves every flag off. A layout effect: the header
  // is re-rendered with its highlight in the same commit as the page, before anything is painted
  // or read. (A passive effect ran after that commit, at a moment the scheduler chose: the page
  // could be seen, by a visitor or a test, with no link highlighted.)
  useLayoutEffect(() => {
    if (navigationType === 'POP' || !cameFromLogo(location.state)) dispatch(routeChanged(location.pathname));
  }, [dispatch, location, navigationType]);
  // A new page starts at its top; a link to a place on a page (#give) leaves the page to bring it into view.
  useEffect(() => {
    if (navigationType !== 'POP' && !location.hash) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location, navigationType]);

  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteHeader inert={menuOpen} />
      <main id="main" inert={menuOpen} aria-busy={loading}>
        <Outlet />
      </main>
      {footerShown ? <SiteFooter inert={menuOpen} /> : null}
      {footerShown ? <LanguageOffer /> : null}
    </>
  );
}
