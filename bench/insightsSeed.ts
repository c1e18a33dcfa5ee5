// A year of a busy site for the Insights' reports bench: VIEWS page views over the 12 months the
// report shows (this month and the 11 before, day by day: the days
// older than INSIGHTS_RAW_DAYS as roll-ups only, as they are once their single views are gone; the
// last days as single views, counted by the server's own roll-up), posts to label them,
// subscribers coming and going every hour, a newsletter a week and a year of gifts. Written in
// batches straight to the database before the server starts on it. Deterministic: one seed.
import { createHash } from 'node:crypto';
import { kigaliDate } from '../shared/kigaliTime.ts';
import type { Db } from '../server/db/index.ts';
import { addDays, DAY_MS } from '../server/core/time.ts';
import { periodOf } from '../server/insights/periods.ts';
import { rollUpAndExpire } from '../server/insights/rollups.ts';
import { insightViewsRepository } from '../server/insights/viewsRepository.ts';

export const VIEWS = 1_000_000;
const POSTS = 80;
const BATCH = 2_000;

/** A small deterministic generator (mulberry32): the same year on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** One of `items`, the first ones likelier (about a Zipf law). */
  const zipf = <T>(items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(items.length * next() ** 2.2))]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next();
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items.at(-1)![0];
  };
  return { next, zipf, weighted };
}

const STATIC_PAGES = ['/', '/ActivitiesPage', '/DonatePage', '/WhoWeArePage', '/ImpactPage', '/HowDoesGivingWorkPage', '/ContactPage', '/FrequentAskedQuestions'];
const SOURCES = ['', 'google.com', 'facebook.com', 'newsletter', 'l.wl.co', 't.co', 'instagram.com', 'bing.com', 'linkedin.com', 'newtimes.co.rw', 'igihe.com', 'duckduckgo.com'];
const LANGUAGES = [['en', 0.5], ['rw', 0.35], ['fr', 0.15]] as const;
const DEVICES = [['PHONE', 0.7], ['DESKTOP', 0.22], ['TABLET', 0.08]] as const;

interface Cell {
  dimension: string;
  key: string;
  postId: string;
  views: number;
  visitors: Set<number>;
}

/** One day's views: each visitor has a language, device and source, and reads a few pages. */
function dayViews(random: ReturnType<typeof generator>, postIds: readonly string[], count: number) {
  const views: { path: string; postId: string; language: string; source: string; device: string; visitor: number }[] = [];
  for (let visitor = 0; views.length < count; visitor += 1) {
    const language = random.weighted(LANGUAGES);
    const device = random.weighted(DEVICES);
    const source = random.zipf(SOURCES);
    const pages = 1 + Math.floor(random.next() * 4);
    for (let n = 0; n < pages && views.length < count; n += 1) {
      const post = random.next() < 0.55;
      const postId = post ? random.zipf(postIds) : '';
      views.push({ path: post ? '/ActivityDetailsPage/:postId' : random.zipf(STATIC_PAGES), postId, language, source, device, visitor });
    }
  }
  return views;
}

async function insertRows(db: Db, table: string, columns: string[], types: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = columns.map((_, column) => batch.map((row) => row[column]));
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${types.map((type, n) => `$${n + 1}::${type}[]`).join(', ')})`,
      arrays,
    );
  }
}

/** Seeds the whole year into `db` (migrated, empty of views); answers the post ids and how many views were written. */
export async function seedInsightsYear(db: Db, rawDays: number, now = Date.now()): Promise<{ views: number; posts: number }> {
  const random = generator(20_260_101);
  const postIds = Array.from({ length: POSTS }, (_, n) => `bench-post-${String(n).padStart(3, '0')}`);
  await insertRows(
    db,
    'posts',
    ['id', 'title', 'content', 'category', 'date_posted'],
    ['text', 'text', 'text', 'text', 'timestamptz'],
    postIds.map((id, n) => [id, `Story number ${n + 1} of the year`, 'A story of the foundation.', 'Stories', new Date(now - (n + 1) * 4 * DAY_MS)]),
  );

  const { from, to } = periodOf('LAST_12_MONTHS', now);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const perDay = Math.floor(VIEWS / days);
  const repo = insightViewsRepository(db, (work) => db.transaction(work));
  let written = 0;
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = addDays(to, -back);
    // Midday in Kigali that day, or now for today.
    const at = back === 0 ? now : Date.parse(`${day}T10:00:00Z`);
    const count = back === 0 ? VIEWS - written : perDay;
    const views = dayViews(random, postIds, count);
    written += views.length;
    if (back < rawDays) {
      // The single views, as the recorder writes them, then the roll-up the server makes of them.
      const rows = views.map((view, n) => [
        new Date(at - (n % 3_600) * 1_000),
        day,
        view.path,
        view.postId || null,
        view.language,
        view.source,
        view.device,
        createHash('sha256').update(`${day}:${view.visitor}`).digest(),
      ]);
      await insertRows(db, 'insight_views', ['at', 'day', 'path', 'post_id', 'language', 'source', 'device', 'visitor'], ['timestamptz', 'date', 'text', 'text', 'text', 'text', 'text', 'bytea'], rows);
      continue;
    }
    // A day past the single views' time: its roll-ups only, as the counting leaves them (each
    // visitor of this year has one source a day, their arrival's).
    const cells = new Map<string, Cell>();
    for (const view of views) {
      for (const [dimension, key, postId] of [
        ['page', view.path, view.postId],
        ['source', view.source, ''],
        ['language', view.language, ''],
        ['device', view.device, ''],
        ...(view.postId ? [['post_language', view.language, view.postId]] : []),
      ]) {
        const id = `${dimension}|${key}|${postId}`;
        const cell = cells.get(id) ?? { dimension: dimension!, key: key!, postId: postId!, views: 0, visitors: new Set<number>() };
        cell.views += 1;
        cell.visitors.add(view.visitor);
        cells.set(id, cell);
      }
    }
    await insertRows(
      db,
      'insight_summary_daily',
      ['day', 'dimension', 'key', 'post_id', 'views', 'visitors'],
      ['date', 'text', 'text', 'text', 'int', 'int'],
      [...cells.values()].map((cell) => [day, cell.dimension, cell.key, cell.postId, cell.views, cell.visitors.size]),
    );
    await db.query('INSERT INTO insight_visitors_daily (day, visitors, views) VALUES ($1, $2, $3)', [day, new Set(views.map((view) => view.visitor)).size, views.length]);
    await db.query('INSERT INTO insight_rollups (day) VALUES ($1)', [day]);
  }

  // The last days' single views counted as the server counts them.
  await rollUpAndExpire(repo, rawDays, now);
  await seedAudienceAndGifts(db, random, postIds, now, days);
  return { views: written, posts: POSTS };
}

/** Subscribers joining and leaving every hour, a newsletter a week (the last month's with their outbox rows) and about 6,000 gifts. */
async function seedAudienceAndGifts(db: Db, random: ReturnType<typeof generator>, postIds: readonly string[], now: number, days: number): Promise<void> {
  const hourMs = 3_600_000;
  const firstHour = Math.floor((now - days * DAY_MS) / hourMs) * hourMs;
  const hours = [];
  for (let hour = firstHour; hour <= now; hour += hourMs) hours.push([new Date(hour), Math.floor(random.next() * 4), random.next() < 0.3 ? 1 : 0]);
  await insertRows(db, 'subscriber_counts', ['hour', 'confirmed', 'unsubscribed'], ['timestamptz', 'int', 'int'], hours);
  await insertRows(
    db,
    'subscribers',
    ['email', 'status'],
    ['text', 'text'],
    Array.from({ length: 5_000 }, (_, n) => [`reader${n}@example.org`, n % 10 === 0 ? 'UNSUBSCRIBED' : 'ACTIVE']),
  );

  for (let week = 0; week < 52; week += 1) {
    const queued = new Date(now - week * 7 * DAY_MS - DAY_MS / 2);
    const recent = week < 4;
    const [send] = await db.query<{ id: string }>(
      `INSERT INTO newsletter_sends (post_id, title, category, subject, html, text_body, total, date_queued, pruned_sent, pruned_failed, pruned_settled, pruned_finished_at, unsubscribed)
       VALUES ($1, $2, 'Stories', $2, '<p>A story</p>', 'A story', 4500, $3, $4::int, $5::int, $4::int + $5::int, $3, $6) RETURNING id`,
      [postIds[week], `Story number ${week + 1} of the year`, queued, recent ? 0 : 4_460, recent ? 0 : 40, Math.floor(random.next() * 12)],
    );
    if (recent) {
      await db.query(
        `INSERT INTO mail_outbox (kind, recipient, send_id, subscriber_id, status, attempts, created_at, finished_at)
         SELECT 'newsletter', email, $1, id, CASE WHEN n % 100 = 0 THEN 'failed' ELSE 'sent' END, 1, $2, $2
         FROM (SELECT email, id, row_number() OVER (ORDER BY id) AS n FROM subscribers WHERE status = 'ACTIVE' LIMIT 4500) recipients`,
        [send!.id, queued],
      );
    }
  }

  const campaigns: string[] = [];
  for (let n = 0; n < 5; n += 1) {
    const [campaign] = await db.query<{ id: string }>(
      `INSERT INTO campaigns (title, description, goal_rwf, starts_on, ends_on) VALUES ($1, '{}', 5000000, $2, $3) RETURNING id`,
      [JSON.stringify({ en: `Campaign ${n + 1}` }), kigaliDate(now - (n + 1) * 70 * DAY_MS), kigaliDate(now - n * 70 * DAY_MS + 30 * DAY_MS)],
    );
    campaigns.push(campaign!.id);
  }
  const ways = ['MTN_MOMO', 'AIRTEL_MONEY', 'BANK_TRANSFER', 'CASH'] as const;
  const gifts = Array.from({ length: 6_000 }, (_, n) => {
    const pledgedAt = now - random.next() * days * DAY_MS;
    const currency = random.next() < 0.9 ? 'RWF' : random.next() < 0.5 ? 'USD' : 'EUR';
    const amount = currency === 'RWF' ? 1_000 * (1 + Math.floor(random.next() * 50)) : 5 * (1 + Math.floor(random.next() * 40));
    const roll = random.next();
    const status = roll < 0.6 ? 'RECEIVED' : roll < 0.75 ? 'CANCELLED' : 'PLEDGED';
    const receivedAt = Math.min(now, pledgedAt + random.next() * 10 * DAY_MS);
    const received = status === 'RECEIVED';
    const source = random.zipf(SOURCES);
    const page = random.next() < 0.5 ? '/DonatePage' : `/ActivityDetailsPage/${random.zipf(postIds)}`;
    return [
      `BCF-B${String(n).padStart(5, '0')}`, status, amount, currency, random.zipf(ways), random.next() < 0.4 ? random.zipf(campaigns) : null, new Date(pledgedAt),
      received ? (currency === 'RWF' ? amount : amount * 1_400) : null, received ? kigaliDate(receivedAt) : null, received ? `BCF-${new Date(receivedAt).getUTCFullYear()}-B${n}` : null, source, page,
    ];
  });
  await insertRows(
    db,
    'gifts',
    ['reference', 'status', 'amount', 'currency', 'way', 'campaign_id', 'pledged_at', 'received_rwf', 'received_on', 'receipt_number', 'arrival_source', 'arrival_path'],
    ['text', 'text', 'bigint', 'text', 'text', 'text', 'timestamptz', 'bigint', 'date', 'text', 'text', 'text'],
    gifts,
  );
}
