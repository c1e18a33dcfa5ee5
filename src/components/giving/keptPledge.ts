import type { Pledged } from '../../../machines/givingForm.ts';
import { REFERENCE_PATTERN } from '../../../shared/giving.ts';

/**
 * The last pledge of this tab, kept until the donor makes another: opening the dialer to pay may
 * cost a phone's browser the page, and the reference must still be there when the donor is back.
 * Per tab and gone with it (sessionStorage); a browser that keeps nothing simply forgets.
 */
const KEPT_PLEDGE = 'bcf-pledge';
export interface KeptPledge {
  pledged: Pledged;
  email?: string;
}

export function keepPledge(kept: KeptPledge): void {
  try {
    sessionStorage.setItem(KEPT_PLEDGE, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the page shows the pledge all the same.
  }
}

export function keptPledge(): KeptPledge | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_PLEDGE) ?? 'null') as Partial<KeptPledge> | null;
    const pledged = kept?.pledged;
    if (!pledged || typeof pledged.reference !== 'string' || !REFERENCE_PATTERN.test(pledged.reference) || typeof pledged.instructions !== 'object') return null;
    return { pledged, email: typeof kept.email === 'string' ? kept.email : undefined };
  } catch {
    return null;
  }
}

export function forgetPledge(): void {
  try {
    sessionStorage.removeItem(KEPT_PLEDGE);
  } catch {
    // Nothing kept.
  }
}
