import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databases: DatabaseKind[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/** A PostgreSQL schema of its own for one server (or several sharing it). */
export const newSchemaName = () => `t_${randomBytes(6).toString('hex')}`;

/** Removes what servers stored: the data folder, and on PostgreSQL the schema. */
export async function removeStoredData(kind: DatabaseKind, dataDir: string, schema: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  if (kind.url) {
    const client = new pg.Client({ connectionString: kind.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

/**
 * The test files where the database makes a difference, and what in them: with PostgreSQL
 * (TEST_DATABASE_URL) they run on both databases. PGlite is one connection that runs one statement
 * at a time, so requests sent at once never race on it: a file that sends them is here.
 */
export const BOTH_DATABASES: Record<string, string> = {
  'tests/server/audit/log.test.ts': 'the activity log chained under a lock, and entries written at once',
  'tests/server/db/backup.test.ts': 'backup and restore read and write every table',
  'tests/server/bounces/record.test.ts': "bounces and complaints recorded and applied to their subscriber's row",
  'tests/server/db/listsAgree.test.ts': "the CHECK constraints on languages, devices, categories and a pledge's arrival",
  'tests/server/db/migrate.test.ts': 'migrations run whole as each database runs a script',
  'tests/server/giving/agree.test.ts': "the gifts table's CHECK constraints",
  'tests/server/giving/cards.test.ts': 'card payments received once',
  'tests/server/giving/giving.test.ts': 'receipt numbers taken at once; the giving figures',
  'tests/server/giving/momo.test.ts': 'payments claimed and received once',
  'tests/server/giving/monthly.test.ts': "monthly reminders claimed once (FOR UPDATE SKIP LOCKED), erasure",
  'tests/server/http/health.test.ts': 'readiness reads the applied migrations',
  'tests/server/insights/attacks.test.ts': "the giving figures' thresholds, summed in SQL",
  'tests/server/insights/closing.test.ts': "closing a day's roll-up: deletes by ranges",
  'tests/server/insights/counting.test.ts': 'the roll-up of page views',
  'tests/server/insights/onlineGiving.test.ts': "online and by-hand gifts apart, summed in SQL, and the split's thresholds",
  'tests/server/insights/newsletterReach.test.ts': "the newsletter's reach, joined in SQL",
  'tests/server/insights/reports.test.ts': "a period's figures, read in SQL",
  'tests/server/mail/crash.test.ts': 'a send killed mid-way: its transactions',
  'tests/server/mail/mail.test.ts': "the outbox's claims and leases",
  'tests/server/posts/overdueScheduled.test.ts': 'the overdue posts query',
  'tests/server/graphql/paging.test.ts': "keyset paging's SQL",
  'tests/server/posts/pagingExplain.test.ts': "the paged lists' query plans",
  'tests/server/db/persistence.test.ts': 'data across restarts',
  'tests/server/posts/lifecycle.test.ts': 'the scheduler publishes each scheduled post once',
  'tests/server/posts/revisions.test.ts': "the revisions' SQL",
  'tests/server/posts/scheduler.test.ts': "the scheduler's claims",
  'tests/server/posts/posts.test.ts': "the posts repository's reads and writes",
  'tests/server/posts/readCache.test.ts': "the read cache emptied by the database's notifications",
  'tests/server/reliability/durability.test.ts': 'acknowledged writes survive SIGKILL',
  'tests/server/reliability/faults.test.ts': 'shutting down with the database',
  'tests/server/staff/rolesAgree.test.ts': "the roles' CHECK constraints",
  'tests/server/security/bruteForce.test.ts': 'guesses sent at once counted in SQL',
  'tests/server/security/erasure.test.ts': 'erasure, also while a mail worker holds the message',
  'tests/server/security/lifecycleAttacks.test.ts': 'staff and the scheduler moving a post at once',
  'tests/server/security/readyz.test.ts': 'readiness when the database fails',
  'tests/server/security/staffAttacks.test.ts': 'an invitation and a recovery code spent at once',
  'tests/server/security/subscribeAbuse.test.ts': 'subscriptions sent at once, counted in SQL',
  'tests/server/security/wellFormedText.test.ts': 'text each database takes or refuses',
  'tests/server/posts/sendApproval.test.ts': 'a send bound to the revision approved',
  'tests/server/staff/twoFactor.test.ts': 'a recovery code spent twice at once',
  'tests/server/uploads/admission.test.ts': 'uploads in flight and an hour, counted at once',
  'tests/server/uploads/uploads.test.ts': 'concurrent first requests store one JPEG',
  'tests/server/staff/accounts.test.ts': 'an invitation accepted twice at once',
};

/**
 * The test files that run on PGlite alone: what they test (the API's answers, permissions, limits
 * kept in memory, pages, e-mails, processes) does not depend on the database.
 */
export const PGLITE_ONLY: string[] = [
  'tests/server/staff/accountSecurity.test.ts',
  'tests/server/core/wiring.test.ts',
  'tests/server/staff/signIn.test.ts',
  'tests/server/bounces/admin.test.ts',
  'tests/server/bounces/mailbox.test.ts',
  'tests/server/bounces/mailboxAttacks.test.ts',
  'tests/server/bounces/staffNotices.test.ts',
  'tests/server/bounces/webhook.test.ts',
  'tests/server/contact/contact.test.ts',
  'tests/server/seo/firstScreen.test.ts',
  'tests/server/giving/instructionFields.test.ts',
  'tests/server/giving/paymentEvents.test.ts',
  'tests/server/giving/paymentOutcomes.test.ts',
  'tests/server/graphql/overHttp.test.ts',
  'tests/server/graphql/legacyClient.test.ts',
  'tests/server/mail/jpegPicture.test.ts',
  'tests/server/mail/subscriberLanguage.test.ts',
  'tests/server/staff/passwordReset.test.ts',
  'tests/server/posts/translations.test.ts',
  'tests/server/posts/previewLinks.test.ts',
  'tests/server/posts/publicReads.test.ts',
  'tests/server/staff/roles.test.ts',
  'tests/server/security/bounceAttacks.test.ts',
  'tests/server/security/bounceConsent.test.ts',
  'tests/server/security/boundedCache.test.ts',
  'tests/server/security/csvInjection.test.ts',
  'tests/server/security/endableSessions.test.ts',
  'tests/server/security/fuzz.test.ts',
  'tests/server/security/inputs.test.ts',
  'tests/server/security/insights.test.ts',
  'tests/server/security/mailHardening.test.ts',
  'tests/server/security/mailLinks.test.ts',
  'tests/server/security/mailboxCap.test.ts',
  'tests/server/security/passwords.test.ts',
  'tests/server/security/proxy.test.ts',
  'tests/server/security/secondFactorGuessing.test.ts',
  'tests/server/security/sessions.test.ts',
  'tests/server/security/timeouts.test.ts',
  'tests/server/security/tokens.test.ts',
  'tests/server/seo/seo.test.ts',
  'tests/server/seo/feeds.test.ts',
  'tests/server/seo/frameTexts.test.ts',
  'tests/server/seo/languages.test.ts',
  'tests/server/siteContent/imageAddresses.test.ts',
  'tests/server/siteContent/mailFooter.test.ts',
  'tests/server/siteContent/markup.test.ts',
  'tests/server/siteContent/siteContent.test.ts',
  'tests/server/seo/sitemapLanguages.test.ts',
  'tests/server/subscribers/subscribers.test.ts',
  'tests/server/uploads/limits.test.ts',
];

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The databases a test file runs its tests on: `describe.each(databasesOf(import.meta.url))`. Every
 * file that asks is in one of the two lists above; one in neither fails, so that a new file's
 * place is chosen, not left to a default.
 */
export function databasesOf(fileUrl: string): DatabaseKind[] {
  const file = listedFile(fileUrl);
  return file in BOTH_DATABASES ? databases : databases.slice(0, 1);
}

/**
 * In a file of BOTH_DATABASES, the tests its reason does not name (one request after another, the
 * API's answers, images, pages): `describe.each(pgliteAlone(import.meta.url))`. They run on PGlite
 * alone, as a PGLITE_ONLY file's tests do.
 */
export function pgliteAlone(fileUrl: string): DatabaseKind[] {
  const file = listedFile(fileUrl);
  if (!(file in BOTH_DATABASES)) throw new Error(`${file} is in PGLITE_ONLY: every test of it runs on PGlite alone through databasesOf`);
  return databases.slice(0, 1);
}

function listedFile(fileUrl: string): string {
  const file = relative(ROOT, fileURLToPath(fileUrl)).split(sep).join('/');
  if (file in BOTH_DATABASES || PGLITE_ONLY.includes(file)) return file;
  throw new Error(
    `${file} is in neither BOTH_DATABASES nor PGLITE_ONLY (tests/kit/databases.ts): add it to the first, saying why, when what it tests depends on the database (SQL, locking, requests at once, migrations, erasure, backup), else to the second`,
  );
}
