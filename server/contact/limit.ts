import { AppError } from '../core/errors.ts';
import type { RateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { slidingWindow, waitText, type WindowSettings } from '../core/rateLimit.ts';
import { HOUR_MS } from '../core/time.ts';

export const DEFAULT_CONTACT_LIMIT: WindowSettings = { max: 5, windowMs: HOUR_MS };

export function tooManyMessages(settings: WindowSettings, retryAfterSeconds: number): AppError {
  const per = settings.windowMs === HOUR_MS ? 'an hour' : waitText(Math.round(settings.windowMs / 1000));
  return new AppError(
    `You have sent too many messages: at most ${settings.max} are accepted in ${per}. ` +
      `Please wait ${waitText(retryAfterSeconds)} before sending another.`,
    'RATE_LIMITED',
    { retryAfter: retryAfterSeconds },
  );
}

/** At most `max` contact messages per client address and window, shared by every process. */
export function contactLimit(events: RateLimitEventsRepository, settings: WindowSettings = DEFAULT_CONTACT_LIMIT) {
  const window = slidingWindow(events, 'contact', settings);
  return {
    /** Counts one message from `ip`, or refuses it with RATE_LIMITED. */
    async admit(ip: string): Promise<void> {
      const admission = await window.admit([`ip:${ip}`]);
      if (!admission.admitted) throw tooManyMessages(settings, admission.retryAfterSeconds);
    },
  };
}

export type ContactLimit = ReturnType<typeof contactLimit>;
