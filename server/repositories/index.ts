import type { Db, Queryable } from '../db/index.ts';
import { auditLogRepository } from './auditLog.ts';
import { bounceMailboxRepository } from './bounceMailbox.ts';
import { contactMessagesRepository } from './contactMessages.ts';
import { giftsRepository } from './gifts.ts';
import { imagesRepository } from './images.ts';
import { insightReportsRepository } from './insightReports.ts';
import { insightViewsRepository } from './insightViews.ts';
import { invitationsRepository } from './invitations.ts';
import { mailEventsRepository } from './mailEvents.ts';
import { metaRepository } from './meta.ts';
import { newsletterSendsRepository } from './newsletterSends.ts';
import { outboxRepository } from './outbox.ts';
import { passwordResetsRepository } from './passwordResets.ts';
import { postsRepository } from './posts.ts';
import { postDraftsRepository, postRevisionsRepository } from './revisions.ts';
import { previewLinksRepository } from './previewLinks.ts';
import { rateLimitCountersRepository } from './rateLimitCounters.ts';
import { rateLimitEventsRepository } from './rateLimitEvents.ts';
import { sessionsRepository } from './sessions.ts';
import { siteContentRepository } from './siteContent.ts';
import { subscriberCountsRepository } from './subscriberCounts.ts';
import { subscribersRepository } from './subscribers.ts';
import { twoFactorRepository } from './twoFactor.ts';
import { usersRepository } from './users.ts';

/** Every table's repository over one connection: the database's pool, or one transaction. */
function tables(db: Queryable, transaction: Db['transaction']) {
  return {
    posts: postsRepository(db),
    postDrafts: postDraftsRepository(db),
    postRevisions: postRevisionsRepository(db),
    subscribers: subscribersRepository(db),
    users: usersRepository(db),
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
    insightViews: insightViewsRepository(db, transaction),
    insightReports: insightReportsRepository(db),
    subscriberCounts: subscriberCountsRepository(db),
    mailEvents: mailEventsRepository(db),
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

function withinTransaction(tx: Queryable): Repositories {
  const joined: Db['transaction'] = (work) => work(tx);
  const repos: Repositories = { ...tables(tx, joined), transaction: (work) => work(repos) };
  return repos;
}

/** The one way to the tables (the server reaches them as `app.repos`): each table's SQL is in its repository. */
export function repositories(db: Db): Repositories {
  const transaction: Db['transaction'] = (work) => db.transaction(work);
  return {
    ...tables(db, transaction),
    transaction: (work) => db.transaction((tx) => work(withinTransaction(tx))),
  };
}
