import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastHostState } from '../../lib/notify.ts';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

/** Mount once at the root: renders nothing until the first notify() asks for the toast container. */
export function Toasts() {
  const requested = useSyncExternalStore(toastHostState.subscribe, toastHostState.isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
