// What the signed-in person's role lets them see (shared/roles.ts). The server refuses the rest
// whatever the page shows; hiding it only spares people buttons that cannot work for them. Until
// the server has said who is signed in, only what every role may do shows (nothing appears and
// then vanishes); when it cannot say, everything shows, as before roles existed.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { can, canChangePost, type Capability } from '../../../../shared/roles.ts';
import { ROUTES, pathTo } from '../../../../shared/routes.ts';
import { useMeStatus } from '../../../../store/api/me.ts';

/** Whether the signed-in person may do what `capability` names. */
export function useCan(): (capability: Capability) => boolean {
  const { me, failed } = useMeStatus();
  return (capability) => (me ? can(me.role, capability) : failed);
}

/** Whether the signed-in person may edit and delete this post (their own, or anyone's). */
export function useCanChangePost(post: { user_id?: string | null } | undefined): boolean {
  const { me, failed } = useMeStatus();
  if (!me) return failed;
  return !!post && canChangePost(me, { user_id: post.user_id });
}

/** A page behind what its route table entry needs: a person without it goes to the area's start. */
export function Permitted({ needs, children }: { needs: Capability | undefined; children: ReactNode }) {
  const { me, failed } = useMeStatus();
  if (!needs || failed) return children;
  // The page waits for who is signed in rather than sending them away before it knows.
  if (!me) return <p role="status">Loading...</p>;
  if (!can(me.role, needs)) return <Navigate to={pathTo(ROUTES.admin.start)} replace />;
  return children;
}
