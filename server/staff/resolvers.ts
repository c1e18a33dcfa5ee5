// The staff's part of the API, joined from its parts: accounts and invitations, sign-in, sessions,
// passwords, two-factor and the Owner's account security settings.
import type { Resolvers } from '../graphql/resolvers.generated.ts';
import { accountUserFields, accountMutations, accountQueries } from './accountResolvers.ts';
import { accountSecurityMutations, accountSecurityQueries, accountSecurityUserFields } from './accountSecurityResolvers.ts';
import { passwordMutations } from './passwordResolvers.ts';
import { sessionMutations, sessionQueries } from './sessionResolvers.ts';
import { signInMutations, signInQueries, userFields } from './signInResolvers.ts';
import { twoFactorMutations, twoFactorUserFields } from './twoFactorResolvers.ts';

export const staffResolvers = {
  Query: { ...sessionQueries, ...signInQueries, ...accountQueries, ...accountSecurityQueries },
  Mutation: { ...signInMutations, ...sessionMutations, ...twoFactorMutations, ...passwordMutations, ...accountMutations, ...accountSecurityMutations },
  User: { ...userFields, ...twoFactorUserFields, ...accountUserFields, ...accountSecurityUserFields },
} satisfies Resolvers;
