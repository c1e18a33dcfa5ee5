import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../store/index.ts';
import { logoClicked } from '../../store/navigationSlice.ts';
import { common } from '../../shared/locales/en.ts';
import { useLocalize, useMessages } from '../i18n/messages.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SectionLink } from './SectionLink.tsx';
import { useSiteLinks } from './useSiteLinks.ts';

/** Marks a navigation made by the logo, which clears the highlight instead of following the route. */
export const LOGO_STATE = { fromLogo: true };

export function SiteHeader({ inert }: { inert: boolean }) {
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const texts = useMessages('common', common);
  const { header: headerLinks } = useSiteLinks();
  return (
    <header className="site-header">
      <LanguageSwitcher className="language-switcher--header" />
      <Link to={localize('/')} state={LOGO_STATE} className="brand" inert={inert} onClick={() => dispatch(logoClicked())}>
        <img className="brand__logo" src="/logo.svg" alt="" width="64" height="64" />
        <span className="brand__name">
          <span>Build Career</span> <span>Foundation</span>
        </span>
      </Link>
      <nav className="site-nav" aria-label={texts.mainNav}>
        <ul>
          {headerLinks.map((item) => (
            <li key={item.to}>
              <SectionLink item={item} className={item.section === 'donate' ? 'button button--donate' : 'site-nav__link'} />
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu />
    </header>
  );
}
