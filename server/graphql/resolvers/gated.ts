import type { Capability } from '../../../shared/roles.ts';
import type { RequestContext } from '../context.ts';

/**
 * A field without arguments that answers `read` to those whose role has `capability` (shared/roles.ts);
 * anyone else is refused before anything is read.
 */
export const gatedRead =
  <T>(capability: Capability, read: (ctx: RequestContext) => T | Promise<T>) =>
  async (_root: unknown, _args: unknown, ctx: RequestContext): Promise<T> => {
    await ctx.require(capability);
    return read(ctx);
  };
