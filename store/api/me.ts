import type { MeQuery } from '../../shared/operations.generated.ts';
import type { Role } from '../../shared/roles.ts';
import { useAppSelector } from '../index.ts';
import { staffApi } from './staff.ts';

// Who is signed in, and so what the admin area shows them (shared/roles.ts).
export const ME = /* GraphQL */ `query me { me { _id email firstName secondName role mustSetUpTwoFactor } }`;

export interface Me {
  _id: string;
  email: string;
  firstName: string | null;
  secondName: string | null;
  role: Role;
  /** The Owner requires two-factor of this person and they have not set it up: only the setup shows. */
  mustSetUpTwoFactor: boolean;
}

export const meApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by the token it is asked with, so that a new sign-in never reads the last person's answer.
    getMe: build.query<Me, string>({
      query: () => ({ document: ME }),
      transformResponse: (data: MeQuery) => data.me,
      // A change of one's own names or a transfer of ownership asks again; so does setting two-factor
      // up (mustSetUpTwoFactor).
      providesTags: [{ type: 'User', id: 'ME' }, { type: 'TwoFactor', id: 'STATE' }],
    }),
  }),
});

/**
 * The signed-in person, once the server has said who it is (undefined until then), and whether
 * asking failed (then nobody knows, and the admin area shows what it showed before roles existed:
 * the server refuses what the role may not do).
 */
export function useMeStatus(): { me: Me | undefined; failed: boolean } {
  const token = useAppSelector((state) => state.session.token);
  const answer = meApi.useGetMeQuery(token ?? '', { skip: !token });
  // A failed answer stays failed while a new subscriber's refetch runs: pages that wait for `me`
  // would otherwise unmount, remount, refetch, and so on.
  return { me: answer.data, failed: answer.isError || (!answer.data && answer.error !== undefined) };
}

/** The signed-in person, once the server has said who it is (undefined until then). */
export function useMe(): Me | undefined {
  return useMeStatus().me;
}
