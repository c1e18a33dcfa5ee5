// Who may upload now: one person's uploads are admitted one at a time (UploadLimits.maxConcurrent)
// and at most UploadLimits.maxImagesPerHour images an hour. Both are counted in the database, so
// every server process shares them and a restart forgets nothing. Decoding photos is the heaviest
// work the server does; without these, one signed-in person sending batch after batch of large
// images in parallel keeps every core busy and slows sign-in and pages for everyone.
import { waitText } from '../core/rateLimit.ts';
import type { RateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { HOUR_MS } from '../core/time.ts';
import { UploadError } from './errors.ts';
import type { UploadLimits } from './limits.ts';

/**
 * The longest an upload holds its place in flight: longer than the largest one takes (its body may
 * take the 5 minutes of the request timeout, its encoding a few seconds more), so only a process
 * that stopped in the middle of one leaves a place taken, and only this long.
 */
export const IN_FLIGHT_HOLD_MS = 10 * 60_000;
/** What a person whose upload is still in flight is told to wait: about what a batch of photos takes. */
export const IN_FLIGHT_RETRY_SECONDS = 10;

export interface AdmittedUpload {
  /** Counts the request's images against the hourly limit, or refuses them all with 429. */
  count(images: number): Promise<void>;
  /** Gives the place in flight back; the images counted stay counted. */
  end(): Promise<void>;
}

export function uploadAdmission(events: RateLimitEventsRepository, limits: UploadLimits) {
  // When each place in flight this process holds was taken, per person: a person asking again and
  // again while their upload runs here is refused without a query. Like the database's, a place
  // counts for IN_FLIGHT_HOLD_MS at most; the database stays the judge of places other processes hold.
  const heldHere = new Map<string, { since: number }[]>();
  const stillHeld = (personId: string) =>
    (heldHere.get(personId) ?? []).filter((place) => place.since > Date.now() - IN_FLIGHT_HOLD_MS);

  /** Seconds until `needed` more events of `key` fit in the hour: the oldest that must leave first, leaving. */
  async function waitFor(key: string, inWindow: number, needed: number): Promise<number> {
    const mustLeave = inWindow + needed - limits.maxImagesPerHour;
    const at = mustLeave > inWindow ? null : await events.nthOldest(key, HOUR_MS, mustLeave);
    const now = Date.now();
    return Math.max(1, Math.ceil(((at ?? now) + HOUR_MS - now) / 1000));
  }

  /** The refusal of `asked` images when `left` more fit in the hour now. */
  function tooManyImages(retryAfterSeconds: number, left: number, asked: number): UploadError {
    const max = limits.maxImagesPerHour;
    const advice =
      asked > max
        ? 'Send fewer at once.'
        : left > 0
          ? `You can send ${left} more now, or wait ${waitText(retryAfterSeconds)} before sending these.`
          : `Please wait ${waitText(retryAfterSeconds)} before sending more.`;
    return new UploadError(
      429,
      'RATE_LIMITED',
      `You have sent too many images: at most ${max} are accepted in an hour. ${advice}`,
      retryAfterSeconds,
    );
  }

  return {
    /**
     * Takes one of `personId`'s places in flight and checks that the hour leaves room for an image,
     * before the body is read; refuses with 429 and `Retry-After` otherwise.
     */
    async begin(personId: string): Promise<AdmittedUpload> {
      const flightKey = `upload-in-flight:person:${personId}`;
      const imagesKey = `upload-images:person:${personId}`;
      const inFlight = () =>
        new UploadError(
          429,
          'RATE_LIMITED',
          limits.maxConcurrent === 1
            ? 'Your previous upload is still in progress: send these images when it has finished.'
            : `You already have ${limits.maxConcurrent} uploads in progress: send these images when one has finished.`,
          IN_FLIGHT_RETRY_SECONDS,
        );
      const held = stillHeld(personId);
      if (held.length >= limits.maxConcurrent) throw inFlight();
      const taken = { since: Date.now() };
      heldHere.set(personId, [...held, taken]);
      const release = () => {
        const left = stillHeld(personId).filter((one) => one !== taken);
        if (left.length > 0) heldHere.set(personId, left);
        else heldHere.delete(personId);
      };

      let place: string | null;
      try {
        // Read only: the images are counted, and judged for good, once the request says how many.
        const { count: sent } = await events.window(imagesKey, HOUR_MS);
        if (sent >= limits.maxImagesPerHour) throw tooManyImages(await waitFor(imagesKey, sent, 1), 0, 1);
        place = await events.claim(flightKey, IN_FLIGHT_HOLD_MS, limits.maxConcurrent);
        if (place === null) throw inFlight();
      } catch (error) {
        release();
        throw error;
      }
      return {
        async end() {
          release();
          await events.withdraw([place]);
        },
        async count(images: number) {
          // Written down before they are judged, so that uploads in flight at once count against each other.
          const ids = await events.record(Array.from({ length: images }, () => imagesKey));
          const { count } = await events.window(imagesKey, HOUR_MS);
          if (count <= limits.maxImagesPerHour) {
            if (Math.random() < 0.05) {
              await events.prune('upload-images:', HOUR_MS);
              await events.prune('upload-in-flight:', IN_FLIGHT_HOLD_MS);
            }
            return;
          }
          await events.withdraw(ids);
          const before = count - images;
          throw tooManyImages(await waitFor(imagesKey, before, images), Math.max(0, limits.maxImagesPerHour - before), images);
        },
      };
    },
  };
}

export type UploadAdmission = ReturnType<typeof uploadAdmission>;
