import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { sidebarToggled } from '../../../../store/adminUiSlice.ts';
import { useGetUnreadContactMessageCountQuery } from '../../../../store/api/messages.ts';
import { useAppDispatch, useAppSelector } from '../../../../store/index.ts';
import { ADMIN_PAGES } from '../../../../shared/routes.ts';
import { useCan } from './permissions.tsx';
import { useNarrowScreen } from './useNarrowScreen.ts';

/** The admin pages with a menu label, in the route table's order. */
const MENU = ADMIN_PAGES.flatMap((page) =>
  page.menu === null ? [] : [{ id: page.id, to: page.path, label: page.menu, needs: page.needs }],
);

const FOCUSABLE = 'button, a[href]';

/** How many contact messages nobody has read yet, beside the Messages entry. */
function UnreadCount() {
  const { data: unread = 0 } = useGetUnreadContactMessageCountQuery();
  if (unread === 0) return null;
  return (
    <span className="admin__badge">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">{`${unread} unread`}</span>
    </span>
  );
}

export interface MenuDrawer {
  /** Below the medium breakpoint, where the menu is a drawer over the page. */
  narrow: boolean;
  /** The drawer is open (never on a wide screen). */
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The menu's drawer on a narrow screen: closed on every visit and whenever the screen changes
 * between narrow and wide (a wide screen keeps its menu beside the page, collapsed or not).
 */
export function useMenuDrawer(): MenuDrawer {
  const narrow = useNarrowScreen();
  const [open, setOpenState] = useState(false);
  const [openedNarrow, setOpenedNarrow] = useState(narrow);
  if (openedNarrow !== narrow) {
    setOpenedNarrow(narrow);
    setOpenState(false);
  }
  const setOpen = useCallback((next: boolean) => setOpenState(next), []);
  return { narrow, open: narrow && open, setOpen };
}

/**
 * The drawer's keyboard: focus moves to its first link on opening and back to the Menu button on
 * closing; Escape closes it.
 */
function useDrawerFocus({ open, setOpen }: MenuDrawer) {
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('.admin__menu a')?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  // The page behind is inert while the drawer is open: Tab cycles between Menu and the links.
  const trapFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Tab' || !nav.current) return;
    const focusable = [...nav.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { nav, button, trapFocus };
}

/**
 * The admin menu. On a wide screen it sits beside the page and "Menu" collapses it (kept in the
 * store); on a narrow one it starts closed and "Menu" opens it as a drawer over the page, closed
 * again by Escape, a choice, the backdrop or "Menu".
 */
export function AdminMenu({ drawer, onlyAccount }: { drawer: MenuDrawer; onlyAccount: boolean }) {
  const collapsed = useAppSelector((state) => state.adminUi.sidebarCollapsed);
  const dispatch = useAppDispatch();
  const allowed = useCan();
  const { nav, button, trapFocus } = useDrawerFocus(drawer);
  const { narrow, open, setOpen } = drawer;
  const expanded = narrow ? open : !collapsed;
  const close = narrow ? () => setOpen(false) : undefined;

  return (
    <nav ref={nav} className={`admin__sidebar${open ? ' admin__sidebar--open' : ''}`} aria-label="Admin" onKeyDown={trapFocus}>
      <button
        ref={button}
        type="button"
        className="admin__menu-toggle"
        aria-expanded={expanded}
        aria-controls="admin-menu"
        onClick={() => (narrow ? setOpen(!open) : dispatch(sidebarToggled()))}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      {open ? <div className="admin__backdrop" aria-hidden="true" onClick={close} /> : null}
      <ul id="admin-menu" className="admin__menu" hidden={!expanded}>
        {MENU.filter((item) => !onlyAccount && (!item.needs || allowed(item.needs))).map((item) => (
          <li key={item.id}>
            <NavLink to={item.to} onClick={close}>
              {item.label}
              {item.id === 'adminMessages' ? (
                <>
                  {' '}
                  <UnreadCount />
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
