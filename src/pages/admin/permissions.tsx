// What the signed-in person's role lets them see (shared/roles.ts). The server refuses the rest
// whatever the page shows; hiding it only spares people buttons that cannot work for them. Until
// the server has said who is signed in, everything shows, as before roles existed.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { can, canChangePost, type Capability } from '../../../shared/roles.ts';
import { ROUTES, pathTo } from '../../../shared/routes.ts';
import { useMe } from '../../../store/api/me.ts';

/** Whether the signed-in person may do what `capability` names. */
export function useCan(): (capability: Capability) => boolean {
  const me = useMe();
  return (capability) => !me || can(me.role, capability);
}

/** Whether the signed-in person may edit and delete this post (their own, or anyone's). */
export function useCanChangePost(post: { user_id?: string | null } | undefined): boolean {
  const me = useMe();
  return !me || (!!post && canChangePost(me, { user_id: post.user_id }));
}

/** A page behind what its route table entry needs: a person without it goes to the area's start. */
export function Permitted({ needs, children }: { needs: Capability | undefined; children: ReactNode }) {
  const allowed = useCan();
  if (needs && !allowed(needs)) return <Navigate to={pathTo(ROUTES.admin.start)} replace />;
  return children;
}
