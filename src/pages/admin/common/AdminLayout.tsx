import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../../../store/api/me.ts';
import { useAppSelector } from '../../../../store/index.ts';
import { pathTo } from '../../../../shared/routes.ts';
import { useRouteTitle } from '../../../lib/useDocumentTitle.ts';
import { AdminMenu, useMenuDrawer } from './AdminMenu.tsx';
import { keepCellsLabelled } from './cellLabels.ts';

/** The admin frame: a collapsible menu, the account button and the page. */
export function AdminLayout({ onLogout }: { onLogout: () => void }) {
  const collapsed = useAppSelector((state) => state.adminUi.sidebarCollapsed);
  const [accountOpen, setAccountOpen] = useState(false);
  const drawer = useMenuDrawer();
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
      <AdminMenu drawer={drawer} onlyAccount={mustSetUp} />
      {/* Behind the open drawer, the page takes no focus and no clicks. */}
      <div className="admin__body" inert={drawer.open}>
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
            <div id="admin-account-menu" className="admin__account-menu" hidden={!accountOpen}>
              <Link to={pathTo('adminAccount')} className="button" onClick={() => setAccountOpen(false)}>
                Your account
              </Link>{' '}
              <button type="button" className="button" onClick={onLogout}>
                Logout
              </button>
            </div>
          </div>
        </header>
        <main ref={keepCellsLabelled} id="admin-main" className="admin__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
