import type { MutationResolvers, QueryResolvers, UserResolvers } from '../graphql/resolvers.generated.ts';

export const signInMutations = {
  login_user: (_, args, ctx) => ctx.staff.signIn(ctx, args.email, args.password),
} satisfies MutationResolvers;

export const signInQueries = {
  // Open to a person who must still set up two-factor: the admin area reads it to send them there.
  me: (_, __, ctx) => ctx.require('admin.enter', { duringTwoFactorSetup: true }),
} satisfies QueryResolvers;

export const userFields = {
  // Kept in the schema for the client's sake; a password never leaves the server.
  password: () => null,
  posts: (user, _, ctx) => ctx.postEditing.idsByAuthor(user._id),
} satisfies UserResolvers;
