// What one staff member may make per hour of the things that are cheap to ask for and stay in the
// database: new drafts (each a post row and a revision of up to about
// 1 MB, autosave by autosave) and preview links (a row each, kept 14 days). Far above what a person
// writing posts makes (a new draft is one "Add New Activity" typed into), far below what a script
// with a Contributor's session could pile up. Counted in the database (every server process
// shares the count) per person, before the row is written; RATE_LIMITED past it.
import { tooManyAttempts } from '../core/formLimit.ts';
import { slidingWindow, type WindowSettings } from '../core/rateLimit.ts';
import type { RateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { HOUR_MS } from '../core/time.ts';

/** New drafts (saveDraft without a post_id) one person may create per hour. */
export const NEW_DRAFTS_PER_HOUR: WindowSettings = { max: 60, windowMs: HOUR_MS };
/** Preview links (previewLink) one person may make per hour. */
export const PREVIEW_LINKS_PER_HOUR: WindowSettings = { max: 60, windowMs: HOUR_MS };

export interface StaffAdmission {
  /** Takes the count back (what it was counted for was not made after all). */
  withdraw(): Promise<void>;
}

async function admit(events: RateLimitEventsRepository, name: string, settings: WindowSettings, personId: string): Promise<StaffAdmission> {
  const window = slidingWindow(events, name, settings);
  const admission = await window.admit([`person:${personId}`]);
  if (!admission.admitted) throw tooManyAttempts(admission.retryAfterSeconds);
  return { withdraw: () => window.withdraw(admission.ids) };
}

/** Counts one new draft of `personId`, or refuses it with RATE_LIMITED. */
export const admitNewDraft = (events: RateLimitEventsRepository, personId: string) => admit(events, 'new-draft', NEW_DRAFTS_PER_HOUR, personId);

/** Counts one preview link made by `personId`, or refuses it with RATE_LIMITED. */
export const admitPreviewLink = (events: RateLimitEventsRepository, personId: string) =>
  admit(events, 'preview-link', PREVIEW_LINKS_PER_HOUR, personId);
