import type { RateLimitEventsRepository } from './rateLimitEvents.ts';

export interface WindowSettings {
  /** Events allowed per key within the window. */
  max: number;
  windowMs: number;
}

export type Admission = { admitted: true; ids: string[] } | { admitted: false; retryAfterSeconds: number };

/**
 * A sliding-window limit kept in the database, so every server process shares it. Each event is
 * written down before it is judged, so that concurrent requests count against each other and no
 * more than `max` are ever admitted per key and window; a refused event is taken back at once, so
 * hammering cannot extend a wait.
 */
export function slidingWindow(events: RateLimitEventsRepository, name: string, settings: WindowSettings) {
  const prefix = `${name}:`;
  return {
    async admit(keys: string[]): Promise<Admission> {
      const fullKeys = keys.map((key) => prefix + key);
      const ids = await events.record(fullKeys);
      const windows = await Promise.all(fullKeys.map((key) => events.window(key, settings.windowMs)));
      const over = windows.filter((window) => window.count > settings.max);
      if (over.length === 0) {
        if (Math.random() < 0.05) await events.prune(prefix, settings.windowMs);
        return { admitted: true, ids };
      }
      await events.withdraw(ids);
      const now = Date.now();
      const waits = over.map((window) => Math.ceil(((window.oldest ?? now) + settings.windowMs - now) / 1000));
      return { admitted: false, retryAfterSeconds: Math.max(1, ...waits) };
    },

    /** Takes admitted events back (a login that succeeded does not count against anyone). */
    withdraw: (ids: string[]) => events.withdraw(ids),

    /** Forgets every event of one key. */
    clear: (key: string) => events.clear(prefix + key),
  };
}

/** "1 second", "40 seconds", "3 minutes": a wait as a refusal's message says it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
