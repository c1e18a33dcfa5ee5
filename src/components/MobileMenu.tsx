import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/index.ts';
import { menuClosed, menuToggled } from '../../store/navigationSlice.ts';
import { common } from '../../shared/locales/en.ts';
import { useMessages } from '../i18n/messages.ts';
import { useSiteLinks } from './useSiteLinks.ts';
import { SectionLink } from './SectionLink.tsx';

const PANEL_ID = 'mobile-menu-panel';
const FOCUSABLE = 'a[href], button:not([disabled])';

/** The small-screen menu: a button that opens a full-height slide-in list of the header links. */
export function MobileMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.navigation.menuOpen);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const texts = useMessages('common', common);
  const { header: headerLinks } = useSiteLinks();

  useEffect(() => {
    if (open) container.current?.querySelector<HTMLElement>(`#${PANEL_ID} a`)?.focus();
    // On closing, focus returns to the menu button rather than falling back to the page's start.
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(menuClosed());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  // Keeps Tab and Shift+Tab cycling between the close button and the menu's links.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Tab' || !container.current) return;
    const focusable = [...container.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="mobile-menu" ref={container} onKeyDown={trapFocus}>
      <button
        ref={button}
        type="button"
        className="mobile-menu__button"
        aria-label={open ? texts.closeMenu : texts.openMenu}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => dispatch(menuToggled())}
      >
        <span className={open ? 'menu-icon menu-icon--close' : 'menu-icon'} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      {open && (
        <>
          <div className="mobile-menu__backdrop" aria-hidden="true" onClick={() => dispatch(menuClosed())} />
          <nav id={PANEL_ID} className="mobile-menu__panel" aria-label={texts.menuNav}>
            <ul>
              {headerLinks.map((item) => (
                <li key={item.to}>
                  <SectionLink
                    item={item}
                    className={item.section === 'donate' ? 'button button--donate' : 'mobile-menu__link'}
                  />
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}
