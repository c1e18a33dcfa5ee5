// The admin area's own route table. src/routes.tsx loads this module lazily for the newPost
// and admin routes (shared/routes.ts), so nothing here reaches public visitors; the login route
// loads LoginPage.tsx on its own.
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAppDispatch } from '../../../store/index.ts';
import { loggedOut } from '../../../store/sessionSlice.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { CreatePostPage } from './CreatePostPage.tsx';
import { EditPostPage } from './EditPostPage.tsx';
import { MessagesPage } from './MessagesPage.tsx';
import { NewPostModal } from './NewPostModal.tsx';
import { NewsletterPage } from './NewsletterPage.tsx';
import { NothingYetPage } from './NothingYetPage.tsx';
import { OverviewPage } from './OverviewPage.tsx';
import { PostDetailPage } from './PostDetailPage.tsx';
import { RequireToken } from './RequireToken.tsx';
import { SubscriptionsPage } from './SubscriptionsPage.tsx';
import './admin.scss';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

/** Everything under /admin/, behind the token guard. */
export function AdminArea() {
  const dispatch = useAppDispatch();
  // The guard sees the token go and takes the user home (see RequireToken).

  return (
    <RequireToken>
      <Routes>
        <Route element={<AdminLayout onLogout={() => dispatch(loggedOut())} />}>
          <Route path="overview" element={<OverviewPage />} />
          <Route path="overview/:id" element={<PostDetailPage />} />
          <Route path="addNewActivitie" element={<CreatePostPage />} />
          <Route path="updateActivities/:id" element={<EditPostPage />} />
          <Route path="users" element={<NothingYetPage name="Users" />} />
          <Route path="others" element={<NothingYetPage name="Others" />} />
          <Route path="subscriptions" element={<SubscriptionsPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="*" element={<Navigate to="/admin/overview" replace />} />
        </Route>
      </Routes>
    </RequireToken>
  );
}

/** The newPost route: staff only, like the rest of the admin area. */
export function NewPostRoute() {
  return (
    <RequireToken>
      <NewPostModal />
    </RequireToken>
  );
}
