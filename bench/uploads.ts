// `npm run bench:uploads`: how long signing in takes while one person uploads as much as the
// server lets them. A production server process is started here on 127.0.0.1; one signed-in person
// sends batches of 20 large photos (6320 x 6320 JPEG, just under 40 megapixels) from two parallel
// loops while sign-ins run one after another, in two phases of PHASE_SECONDS (default 30): first
// a refused batch is sent again when its Retry-After says, then at once (someone hammering the
// server). Prints sign-in latency (median, p95, max) alone and in each phase, what the uploads were
// answered, and the server's memory (RSS before, peak, after). A measurement, not a test: it fails
// only when the server errs (5xx) or a sign-in fails. Set the server's settings through the
// environment as usual, e.g. UPLOAD_MAX_IMAGES_PER_HOUR=100000 to see the uploads' cost without
// the hourly limit.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { graphqlData } from '../tests/kit/graphql.ts';
import { BENCH_ADMIN, startBenchServer } from './serverProcess.ts';

const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 30);
const SIZE = 6320;
/** The photo's grain: enough that it weighs what a camera's does (about 7 MB). */
const GRAIN = 20;
const BATCH = 20;
const PARALLEL = 2;
const LOGIN = 'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }';

/**
 * A photo-like JPEG (gradient, shapes, grain) of SIZE x SIZE, under the 10 MB a file may be; made
 * once and kept in the temporary folder, since making it takes longer than the rest of the setup.
 */
async function largePhoto(): Promise<Buffer> {
  const kept = join(tmpdir(), `bcf-bench-photo-${SIZE}-${GRAIN}.jpg`);
  if (existsSync(kept)) return readFileSync(kept);
  console.error(`Making a ${SIZE}x${SIZE} photo...`);
  const made = await drawPhoto();
  writeFileSync(kept, made);
  return made;
}

async function drawPhoto(): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
      '<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3c98b"/>' +
      '<stop offset="1" stop-color="#5f9ea0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#a)"/>' +
      `<circle cx="${SIZE / 3}" cy="${SIZE / 2}" r="${SIZE / 4}" fill="#b5523b"/></svg>`,
  );
  const grain = await sharp({
    create: { width: SIZE, height: SIZE, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: GRAIN } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  for (const quality of [85, 75, 65]) {
    const jpeg = await sharp(scene, { limitInputPixels: false })
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 9.5 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a photo under 10 MB');
}

/** The same photo with a comment of its own after the start marker: other bytes, so stored anew. */
function distinct(jpeg: Buffer, label: string): Buffer {
  const text = Buffer.from(label);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function summarise(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    signIns: sorted.length,
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
  };
}

async function signIn(url: string): Promise<number> {
  const started = performance.now();
  await graphqlData(url, LOGIN, BENCH_ADMIN);
  return performance.now() - started;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-bench-uploads-'));
  // A production start wants a built web app; these requests never ask for one.
  mkdirSync(join(dataDir, 'dist'));
  writeFileSync(join(dataDir, 'dist', 'index.html'), '<!DOCTYPE html><html lang=en><head><title>BCF</title></head><body></body></html>');
  const photo = await largePhoto();
  const server = await startBenchServer({ DATA_DIR: join(dataDir, 'data'), DIST_DIR: join(dataDir, 'dist') });
  try {
    const { login_user } = await graphqlData<{ login_user: { token: string } }>(server.url, LOGIN, BENCH_ADMIN);
    const token = login_user.token;

    const quiet: number[] = [];
    for (let n = 0; n < 20; n++) quiet.push(await signIn(server.url));
    const rssBefore = server.rss();

    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, server.rss());
      } catch {
        // The process is gone; the run fails below.
      }
    }, 100);

    let batch = 0;
    const newBatch = (loop: number) => {
      const form = new FormData();
      const round = batch++;
      for (let n = 0; n < BATCH; n++) {
        const bytes = Uint8Array.from(distinct(photo, `bench ${loop} ${round} ${n}`));
        form.append('file_name', new Blob([bytes], { type: 'image/jpeg' }), `IMG_${round}_${n}.jpg`);
      }
      return form;
    };

    /** PARALLEL loops uploading for PHASE_SECONDS while sign-ins run one after another. */
    async function phase(name: string, honoursRetryAfter: boolean) {
      const answers = new Map<string, number>();
      const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
      let imagesStored = 0;
      const stop = new AbortController();
      const deadline = Date.now() + PHASE_SECONDS * 1000;
      const uploader = async (loop: number) => {
        let form = newBatch(loop);
        while (Date.now() < deadline) {
          try {
            const response = await fetch(`${server.url}/multiple_images-upload`, {
              method: 'POST',
              body: form,
              headers: { authorization: `Bearer ${token}` },
              signal: stop.signal,
            });
            await response.arrayBuffer();
            count(String(response.status));
            // A refused batch is sent again as it is (nothing of it was stored); a stored one is
            // followed by new photos.
            if (response.ok) {
              imagesStored += BATCH;
              form = newBatch(loop);
            } else if (honoursRetryAfter && response.status === 429) {
              const wait = Math.min(Number(response.headers.get('retry-after')) * 1000, deadline - Date.now());
              await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
            }
          } catch (error) {
            count(stop.signal.aborted ? 'cut off at the end' : `failed: ${(error as Error).message}`);
          }
        }
      };
      console.error(`${name}: ${PARALLEL} loops of ${BATCH} photos for ${PHASE_SECONDS} s while signing in...`);
      const uploads = Promise.all(Array.from({ length: PARALLEL }, (_, loop) => uploader(loop)));
      const latencies: number[] = [];
      while (Date.now() < deadline) latencies.push(await signIn(server.url));
      stop.abort();
      await uploads;
      return { name, signIn: summarise(latencies), uploadAnswers: Object.fromEntries(answers), imagesStored };
    }

    const phases = [
      await phase('uploads retried when Retry-After says', true),
      await phase('uploads retried at once (hammering)', false),
    ];
    clearInterval(sampler);
    const rssAfter = server.rss();

    const mb = (bytes: number) => +(bytes / 2 ** 20).toFixed(0);
    const summary = {
      date: new Date().toISOString(),
      photo: { width: SIZE, height: SIZE, megabytes: +(photo.length / 2 ** 20).toFixed(1) },
      uploader: { phaseSeconds: PHASE_SECONDS, parallel: PARALLEL, imagesPerRequest: BATCH },
      signInAlone: summarise(quiet),
      phases,
      memoryMB: { before: mb(rssBefore), peak: mb(peakRss), after: mb(rssAfter) },
      settings: Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('UPLOAD_'))),
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/uploads-${summary.date.slice(0, 10)}.json`;
    writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');

    const row = (name: string, figures: ReturnType<typeof summarise>, uploads = '') =>
      `| ${name} | ${figures.signIns} | ${figures.medianMs} | ${figures.p95Ms} | ${figures.maxMs} | ${uploads} |`;
    console.log(`## Sign-in while one person uploads ${PARALLEL} x ${BATCH} photos of ${SIZE}x${SIZE} at a time (${PHASE_SECONDS} s a phase)\n`);
    console.log('| sign-in | count | median ms | p95 ms | max ms | upload answers, images stored |\n| --- | --- | --- | --- | --- | --- |');
    console.log(row('alone', summary.signInAlone));
    for (const one of phases) console.log(row(one.name, one.signIn, `${JSON.stringify(one.uploadAnswers)}, ${one.imagesStored}`));
    console.log(`\nServer RSS: ${summary.memoryMB.before} MB before, ${summary.memoryMB.peak} MB at peak, ${summary.memoryMB.after} MB after.`);
    console.log(`\nWritten to ${file}.`);
    const failed = phases.some((one) => Object.keys(one.uploadAnswers).some((key) => key.startsWith('5') || key.startsWith('failed')));
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
