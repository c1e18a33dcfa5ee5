import { useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { sidebarToggled } from '../../../../store/adminUiSlice.ts';
import { useGetUnreadContactMessageCountQuery } from '../../../../store/api/messages.ts';
import { useMe } from '../../../../store/api/me.ts';
import { useAppDispatch, useAppSelector } from '../../../../store/index.ts';
import { ADMIN_PAGES, pathTo } from '../../../../shared/routes.ts';
import { useRouteTitle } from '../../../lib/useDocumentTitle.ts';
import { useCan } from './permissions.tsx';

/** The admin pages with a menu label, in the route table's order. */
const MENU = ADMIN_PAGES.flatMap((page) =>
  page.menu === null ? [] : [{ id: page.id, to: page.path, label: page.menu, needs: page.needs }],
);

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

/** The admin frame: a collapsible menu, the account button and the page. */
export function AdminLayout({ onLogout }: { onLogout: () => void }) {
  const collapsed = useAppSelector((state) => state.adminUi.sidebarCollapsed);
  const dispatch = useAppDispatch();
  const [accountOpen, setAccountOpen] = useState(false);
  const allowed = useCan();
  const { pathname } = useLocation();
  useRouteTitle(pathname);
  // The Owner requires two-factor of this person and they have not set it up: nothing but Your
  // account (its setup) shows until they have (the server refuses the rest meanwhile).
  const mustSetUp = useMe()?.mustSetUpTwoFactor === true;
  const accountPath = pathTo('adminAccount');
  if (mustSetUp && pathname !== accountPath) return <Navigate to={accountPath} replace />;

  return (
    <div className={`admin${collapsed ? ' admin--collapsed' : ''}`}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <nav className="admin__sidebar" aria-label="Admin">
        <button
          type="button"
          className="admin__menu-toggle"
          aria-expanded={!collapsed}
          aria-controls="admin-menu"
          onClick={() => dispatch(sidebarToggled())}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <ul id="admin-menu" className="admin__menu" hidden={collapsed}>
          {MENU.filter((item) => !mustSetUp && (!item.needs || allowed(item.needs))).map((item) => (
            <li key={item.id}>
              <NavLink to={item.to}>
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
      <div className="admin__body">
        <header className="admin__header">
          <p className="admin__title">BCF Admin</p>
          <div className="admin__account">
            <button
              type="button"
              className="avatar"
              aria-label="Account"
              aria-expanded={accountOpen}
              aria-controls="admin-account-menu"
              onClick={() => setAccountOpen((open) => !open)}
            >
              <span aria-hidden="true">A</span>
            </button>
            <div id="admin-account-menu" hidden={!accountOpen}>
              <Link to={pathTo('adminAccount')} className="button" onClick={() => setAccountOpen(false)}>
                Your account
              </Link>{' '}
              <button type="button" className="button" onClick={onLogout}>
                Logout
              </button>
            </div>
          </div>
        </header>
        <main id="admin-main" className="admin__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
