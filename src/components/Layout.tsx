import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../store/index.ts';
import { logoClicked, routeChanged } from '../../store/navigationSlice.ts';

export function Layout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);

  return (
    <>
      <header className="site-header">
        <Link to="/" className="brand" onClick={() => dispatch(logoClicked())}>
          <span className="brand__name">
            <span>Build Career</span>
            <span>Foundation</span>
          </span>
        </Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} Build Career Foundation
        </p>
      </footer>
    </>
  );
}
