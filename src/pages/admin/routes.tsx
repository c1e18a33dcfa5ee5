// The admin area, made from its entries in the route table (shared/routes.ts): the admin route's
// children are its pages, its guard stands in front, its `start` takes any path it does not know.
// src/routes.tsx loads this module lazily for the newPost and admin routes, so nothing here
// reaches public visitors; the login route loads LoginPage.tsx on its own.
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { ADMIN_PAGES, ROUTES, pathTo, type AdminPageId, type RouteEntry } from '../../../shared/routes.ts';
import { joinAdminUi } from '../../../store/adminUiSlice.ts';
import { joinApi } from '../../../store/api/base.ts';
import { useAppDispatch, type AppStore } from '../../../store/index.ts';
import { loggedOut } from '../../../store/sessionSlice.ts';
import { AccountPage } from './staff/AccountPage.tsx';
import { AuditLogPage } from './audit/AuditLogPage.tsx';
import { AdminLayout } from './common/AdminLayout.tsx';
import { CampaignsPage } from './giving/CampaignsPage.tsx';
import { MonthlyGiversPage } from './giving/MonthlyGiversPage.tsx';
import { CreatePostPage } from './posts/CreatePostPage.tsx';
import { GivingPage } from './giving/GivingPage.tsx';
import { EditPostPage } from './posts/EditPostPage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { NewPostModal } from './posts/NewPostModal.tsx';
import { NewsletterPage } from './newsletter/NewsletterPage.tsx';
import { NothingYetPage } from './common/NothingYetPage.tsx';
import { OverviewPage } from './posts/OverviewPage.tsx';
import { Permitted } from './common/permissions.tsx';
import { PostDetailPage } from './posts/PostDetailPage.tsx';
import { RequireToken } from './login/RequireToken.tsx';
import { SiteContentPage } from './siteContent/SiteContentPage.tsx';
import { StaffPage } from './staff/StaffPage.tsx';
import { SubscriptionsPage } from './subscribers/SubscriptionsPage.tsx';
import './common/admin.scss';

/**
 * This module calls the server and keeps its layout's state in the store: its loader joins both to
 * the store first (src/lib/storeLoading.ts).
 */
export function prepareStore(store: AppStore): void {
  joinAdminUi(store);
  joinApi(store);
}

// Insights and its charts load when the page is opened: the area's first visit does not carry them.
const InsightsPage = lazy(() => import('./insights/InsightsPage.tsx').then((module) => ({ default: module.InsightsPage })));

/** The page of each admin route, by its id in the route table (TypeScript asks for a new one's). */
export const adminPages: Record<AdminPageId, ComponentType> = {
  adminOverview: OverviewPage,
  adminUsers: StaffPage,
  adminSubscriptions: SubscriptionsPage,
  adminOthers: () => <NothingYetPage name="Others" />,
  adminMessages: MessagesPage,
  adminNewsletter: NewsletterPage,
  adminActivity: AuditLogPage,
  adminPost: PostDetailPage,
  adminCreate: CreatePostPage,
  adminEdit: EditPostPage,
  adminAccount: AccountPage,
  adminSiteContent: SiteContentPage,
  adminSiteContentSection: SiteContentPage,
  adminGiving: GivingPage,
  adminGivingCampaigns: CampaignsPage,
  adminGivingMonthly: MonthlyGiversPage,
  adminInsights: () => (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <InsightsPage />
    </Suspense>
  ),
};

/** A route's content behind the guard its table entry names, if any. */
function Guarded({ route, children }: { route: RouteEntry; children: ReactNode }) {
  return route.guard === 'token' ? <RequireToken>{children}</RequireToken> : children;
}

const AREA = ROUTES.admin;
/** A page's path below the area's ('/admin/users' -> 'users'), as the nested router matches it. */
const below = (path: string) => path.slice(AREA.path.length - '*'.length);

function AdminRoutes() {
  const dispatch = useAppDispatch();
  // The guard sees the token go and takes the user home (see RequireToken).
  return useRoutes([
    {
      element: <AdminLayout onLogout={() => dispatch(loggedOut())} />,
      children: [
        ...ADMIN_PAGES.map(({ id, path, needs }) => {
          const Page = adminPages[id];
          return {
            path: below(path),
            element: (
              <Permitted needs={needs}>
                <Page />
              </Permitted>
            ),
          };
        }),
        { path: '*', element: <Navigate to={pathTo(AREA.start)} replace /> },
      ],
    },
  ]);
}

/** Everything under /admin/, behind the admin route's guard. */
export function AdminArea() {
  return (
    <Guarded route={AREA}>
      <AdminRoutes />
    </Guarded>
  );
}

/** The newPost route: behind its guard, like the rest of the admin area. */
export function NewPostRoute() {
  return (
    <Guarded route={ROUTES.newPost}>
      <NewPostModal />
    </Guarded>
  );
}
