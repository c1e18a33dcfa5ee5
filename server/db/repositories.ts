import type { Db, Queryable, Transaction } from './index.ts';
// The table of tables: the one file outside a feature that imports its repositories, straight from
// them, so that the type every feature's code takes (Repositories) ties no feature to another.
import { auditLogRepository } from '../audit/repository.ts';
import { bounceMailboxRepository } from '../bounces/mailboxRepository.ts';
import { bouncesRepository } from '../bounces/repository.ts';
import { contactMessagesRepository } from '../contact/repository.ts';
import { rateLimitCountersRepository } from '../core/rateLimitCounters.ts';
import { rateLimitEventsRepository } from '../core/rateLimitEvents.ts';
import { giftPaymentsRepository } from '../giving/paymentsRepository.ts';
import { giftsRepository } from '../giving/repository.ts';
import { monthlyGiftsRepository } from '../giving/monthlyGiftsRepository.ts';
import { insightGivingRepository } from '../insights/givingRepository.ts';
import { insightReportsRepository } from '../insights/reportsRepository.ts';
import { insightViewsRepository } from '../insights/viewsRepository.ts';
import { outboxRepository } from '../mail/outbox.ts';
import { previewLinksRepository } from '../posts/previewLinksRepository.ts';
import { postsRepository } from '../posts/repository.ts';
import { postDraftsRepository, postRevisionsRepository } from '../posts/revisionsRepository.ts';
import { siteContentRepository } from '../siteContent/repository.ts';
import { invitationsRepository } from '../staff/invitationsRepository.ts';
import { passwordResetsRepository } from '../staff/passwordResetsRepository.ts';
import { staffRepository } from '../staff/repository.ts';
import { sessionsRepository } from '../staff/sessionsRepository.ts';
import { twoFactorRepository } from '../staff/twoFactorRepository.ts';
import { subscriberCountsRepository } from '../subscribers/countsRepository.ts';
import { newsletterSendsRepository } from '../subscribers/newsletterSendsRepository.ts';
import { subscribersRepository } from '../subscribers/repository.ts';
import { imagesRepository } from '../uploads/repository.ts';
import { metaRepository } from './meta.ts';

/** Every table's repository over one connection: the database's pool, or one transaction. */
function tables(db: Queryable, transaction: Db['transaction']) {
  return {
    posts: postsRepository(db),
    postDrafts: postDraftsRepository(db),
    postRevisions: postRevisionsRepository(db),
    subscribers: subscribersRepository(db),
    staff: staffRepository(db),
    meta: metaRepository(db),
    rateLimitEvents: rateLimitEventsRepository(db, transaction),
    rateLimitCounters: rateLimitCountersRepository(db, transaction),
    images: imagesRepository(db),
    contactMessages: contactMessagesRepository(db),
    outbox: outboxRepository(db),
    newsletterSends: newsletterSendsRepository(db),
    sessions: sessionsRepository(db),
    twoFactor: twoFactorRepository(db),
    passwordResets: passwordResetsRepository(db),
    invitations: invitationsRepository(db),
    previewLinks: previewLinksRepository(db),
    auditLog: auditLogRepository(db, transaction),
    siteContent: siteContentRepository(db),
    gifts: giftsRepository(db),
    giftPayments: giftPaymentsRepository(db),
    monthlyGifts: monthlyGiftsRepository(db),
    insightViews: insightViewsRepository(db, transaction),
    insightReports: insightReportsRepository(db),
    insightGiving: insightGivingRepository(db),
    subscriberCounts: subscriberCountsRepository(db),
    bounces: bouncesRepository(db),
    bounceMailbox: bounceMailboxRepository(db),
  };
}

export type Repositories = ReturnType<typeof tables> & {
  /**
   * Runs `work` with the repositories over one transaction: what it writes is kept together or
   * not at all. Inside a transaction, `work` joins it.
   */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
};

function withinTransaction(tx: Transaction): Repositories {
  const joined: Db['transaction'] = (work) => work(tx);
  const repos: Repositories = { ...tables(tx, joined), transaction: (work) => work(repos) };
  return repos;
}

/** The one way to the tables (server/services.ts hands them to each feature): each table's SQL is in its repository. */
export function repositories(db: Db): Repositories {
  const transaction: Db['transaction'] = (work) => db.transaction(work);
  return {
    ...tables(db, transaction),
    transaction: (work) => db.transaction((tx) => work(withinTransaction(tx))),
  };
}

/** Runs a write and answers once the posts' read cache has heard of it (server/posts/readCache.ts). */
export type AfterWrite = <T>(write: () => Promise<T>, wrotePosts?: () => boolean) => Promise<T>;

type AroundWrite = <T>(write: () => Promise<T>) => Promise<T>;

/** `repos` with each write to posts run through `around`, in its transactions too. */
function aroundPostWrites(repos: Repositories, around: AroundWrite): Repositories {
  const { insert, update, remove } = repos.posts;
  const wrapped: Repositories = {
    ...repos,
    posts: {
      ...repos.posts,
      insert: (...args: Parameters<typeof insert>) => around(() => insert(...args)),
      update: (...args: Parameters<typeof update>) => around(() => update(...args)),
      remove: (...args: Parameters<typeof remove>) => around(() => remove(...args)),
    },
    transaction: (work) => repos.transaction(() => work(wrapped)),
  };
  return wrapped;
}

/**
 * `repos` whose writes to posts answer once this process's read cache has heard of them (`heard`:
 * the read cache's afterWrite), so a writer reads its own change next; a transaction that wrote
 * to posts answers once it is committed and heard.
 */
export function heardRepositories(repos: Repositories, heard: AfterWrite): Repositories {
  return {
    ...aroundPostWrites(repos, heard),
    transaction(work) {
      let wrotePosts = false;
      const noted: AroundWrite = (write) => {
        wrotePosts = true;
        return write();
      };
      return heard(
        () => repos.transaction((tx) => work(aroundPostWrites(tx, noted))),
        () => wrotePosts,
      );
    },
  };
}
