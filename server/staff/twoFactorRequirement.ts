import { isTwoFactorRequirement, twoFactorRequiredFor, type TwoFactorRequirement } from '../../shared/twoFactor.ts';
import { badInput } from '../core/errors.ts';
import { TWO_FACTOR_REQUIREMENT_KEY } from '../db/meta.ts';
import type { Repositories } from '../db/repositories.ts';
import type { StaffRecord } from './repository.ts';

/** The Owner's two-factor requirement; a missing or unknown value reads as OFF. */
export async function twoFactorRequirement(repos: Repositories): Promise<TwoFactorRequirement> {
  const value = await repos.meta.get(TWO_FACTOR_REQUIREMENT_KEY);
  return isTwoFactorRequirement(value) ? value : 'OFF';
}

/** Sets who must sign in with two-factor; an unknown value is refused. */
export async function setTwoFactorRequirement(repos: Repositories, scope: string): Promise<TwoFactorRequirement> {
  if (!isTwoFactorRequirement(scope)) throw badInput('Unknown two-factor requirement', 'scope');
  await repos.meta.set(TWO_FACTOR_REQUIREMENT_KEY, scope);
  return scope;
}

/** Whether the requirement asks two-factor of `person` and they have not set it up. */
export async function mustSetUpTwoFactor(repos: Repositories, person: Pick<StaffRecord, '_id' | 'role'>): Promise<boolean> {
  if (!twoFactorRequiredFor(await twoFactorRequirement(repos), person.role)) return false;
  return !(await repos.twoFactor.isEnabled(person._id));
}
