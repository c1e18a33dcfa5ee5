// What one person may upload: one upload in flight at a time, and so many images an hour. Without
// these, a Contributor sending batches of large photos in parallel kept every core decoding and
// made sign-in wait for everyone. Each limit is tried against a real server on 127.0.0.1.
import { describe, expect, test } from 'vitest';
import { IN_FLIGHT_RETRY_SECONDS } from '../../../server/uploads/admission.ts';
import { DEFAULT_UPLOAD_LIMITS } from '../../../server/uploads/limits.ts';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { holdUpload, hugeBlankPng, solidImage, upload, type UploadFile } from '../../kit/imageFixtures.ts';

/** Waits for `check` to hold, asking again as soon as the server has had a moment. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 1_000; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

async function images(count: number, size = 120): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => ({ bytes: await solidImage(size + n, size, 'png'), name: `i${n}.png` })),
  );
}

describe.each(databasesOf(import.meta.url))('one upload in flight per person on $name', (kind) => {
  const server = withServer(kind, { seed: false });


  const placesTaken = async () => {
    const rows = await server.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rate_limit_events WHERE key LIKE 'upload-in-flight:%'`,
    );
    return rows[0]!.n;
  };

  test('a second upload by the same person while the first is in flight is refused with 429 and Retry-After; another person’s is admitted', async () => {
    const contributor = await server.addStaff('CONTRIBUTOR');
    const other = await server.addStaff('CONTRIBUTOR');
    const [first, second, third, fourth] = await images(4, 900);

    const held = holdUpload(server, first!, contributor.token);
    await until(async () => (await placesTaken()) === 1, 'the held upload takes its place');

    const before = await server.count('images');
    const refused = await upload(server, [second!], contributor.token);
    expect(refused).toEqual({
      status: 429,
      retryAfter: String(IN_FLIGHT_RETRY_SECONDS),
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Your previous upload is still in progress: send these images when it has finished.',
        },
      },
    });
    expect(await server.count('images')).toBe(before);

    const admitted = await upload(server, [third!], other.token);
    expect(admitted.status).toBe(200);

    const finished = await held.finish();
    expect(finished.status).toBe(200);
    expect(await placesTaken()).toBe(0);

    // The place is given back with the answer: the next upload is admitted at once.
    expect((await upload(server, [fourth!], contributor.token)).status).toBe(200);
    expect(await server.count('images')).toBe(before + 3);
  });

  test('a refused upload gives its place back, whatever refused it', async () => {
    const { token } = await server.addStaff('AUTHOR');
    const notAnImage = { bytes: Buffer.from('just text'), name: 'notes.png' };
    expect((await upload(server, [notAnImage], token)).status).toBe(415);
    expect((await upload(server, [{ bytes: hugeBlankPng(6400, 6400), name: 'big.png' }], token)).status).toBe(413);
    expect(await placesTaken()).toBe(0);
    expect((await upload(server, await images(1), token)).status).toBe(200);
  });
});

describe.each(databasesOf(import.meta.url))('images an hour per person on $name', (kind) => {
  const PER_HOUR = 5;
  const server = withServer(kind, { seed: false, uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, maxImagesPerHour: PER_HOUR } });


  /** Moves the person's `count` oldest counted images `minutes` into the past: time passing, for the limit. */
  async function age(personId: string, count: number, minutes: number) {
    const key = `upload-images:person:${personId}`;
    const rows = await server.services.db.query<{ id: string }>(
      'SELECT id::text FROM rate_limit_events WHERE key = $1 ORDER BY happened_at, id LIMIT $2',
      [key, count],
    );
    expect(rows).toHaveLength(count);
    await server.services.db.query(
      'UPDATE rate_limit_events SET happened_at = happened_at - make_interval(mins => $2) WHERE id = ANY($1::bigint[])',
      [rows.map((row) => row.id), minutes],
    );
  }

  test('the image past the hourly limit is refused with 429 and Retry-After, stores nothing, and the count outlives a restart', async () => {
    const person = await server.addStaff('CONTRIBUTOR');
    expect((await upload(server, await images(3), person.token)).status).toBe(200);
    expect((await upload(server, await images(2, 200), person.token)).status).toBe(200);

    await server.restart();
    const before = await server.count('images');
    const refused = await upload(server, await images(1, 300), person.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `You have sent too many images: at most ${PER_HOUR} are accepted in an hour. Please wait 60 minutes before sending more.`,
      },
    });
    // The oldest of the hour's images leaves the window in just under an hour.
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(await server.count('images')).toBe(before);

    // Someone else has an hour of their own.
    const other = await server.addStaff('CONTRIBUTOR');
    expect((await upload(server, await images(PER_HOUR, 400), other.token)).status).toBe(200);

    // An hour after the first three, three fit again (and not four: two are still in the window).
    await age(person.user._id, 3, 61);
    const four = await upload(server, await images(4, 500), person.token);
    expect(four.status).toBe(429);
    expect((four.body as { error: { message: string } }).error.message).toBe(
      `You have sent too many images: at most ${PER_HOUR} are accepted in an hour. You can send 3 more now, or wait 60 minutes before sending these.`,
    );
    expect((await upload(server, await images(3, 600), person.token)).status).toBe(200);
  });

  test('a batch that would pass the limit is refused whole, and images the server refused do not count', async () => {
    const person = await server.addStaff('EDITOR');
    expect((await upload(server, [{ bytes: hugeBlankPng(6400, 6400), name: 'big.png' }], person.token)).status).toBe(413);
    expect((await upload(server, await images(4, 700), person.token)).status).toBe(200);
    const before = await server.count('images');
    const batch = await upload(server, await images(2, 800), person.token);
    expect(batch.status).toBe(429);
    expect(Number(batch.retryAfter)).toBeGreaterThan(3_000);
    expect(await server.count('images')).toBe(before);
    expect((await upload(server, await images(1, 900), person.token)).status).toBe(200);
  });
});

describe.each(databasesOf(import.meta.url))('a raised number of uploads at once on $name', (kind) => {
  const server = withServer(kind, { seed: false, uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, maxConcurrent: 2 } });


  test('UPLOAD_MAX_CONCURRENT lets a person have that many uploads in flight, and refuses one more', async () => {
    const { token } = await server.addStaff('EDITOR');
    const [first, second, third] = await images(3, 500);
    const held = [holdUpload(server, first!, token), holdUpload(server, second!, token)];
    await until(async () => {
      const rows = await server.services.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rate_limit_events WHERE key LIKE 'upload-in-flight:%'`,
      );
      return rows[0]!.n === 2;
    }, 'both held uploads take their places');
    const refused = await upload(server, [third!], token);
    expect(refused.status).toBe(429);
    expect((refused.body as { error: { message: string } }).error.message).toBe(
      'You already have 2 uploads in progress: send these images when one has finished.',
    );
    expect((await Promise.all(held.map((one) => one.finish()))).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await upload(server, [third!], token)).status).toBe(200);
  });
});
