import type { Capability } from '../../shared/roles.ts';
import type { StaffRecord } from '../staff/index.ts';
import type { RequestContext } from './context.ts';

/**
 * A field that answers only those whose role has `capability` (shared/roles.ts): anyone else is
 * refused before its arguments are read. `answer` gets the arguments, the request and the person.
 */
export const gated =
  <Args, T>(capability: Capability, answer: (args: Args, ctx: RequestContext, me: StaffRecord) => T | Promise<T>) =>
  async (_root: unknown, args: Args, ctx: RequestContext): Promise<T> =>
    answer(args, ctx, await ctx.require(capability));

/** A gated field without arguments. */
export const gatedRead = <T>(capability: Capability, read: (ctx: RequestContext) => T | Promise<T>) =>
  gated(capability, (_args: unknown, ctx) => read(ctx));

/** A field of a type (its parent `root`) that answers only those whose role has `capability`. */
export const gatedField =
  <Root, T>(capability: Capability, answer: (root: Root, ctx: RequestContext) => T | Promise<T>) =>
  async (root: Root, _args: unknown, ctx: RequestContext): Promise<T> => {
    await ctx.require(capability);
    return answer(root, ctx);
  };
