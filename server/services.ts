// The composition root: every feature's service built once, in order, each given what it uses by
// name. Nothing reaches a service through the Fastify instance: the routes are given this object
// (server/http/routes.ts) and each GraphQL request's context is made from it (server/graphql/context.ts).
import type { FastifyBaseLogger } from 'fastify';
import { auditService, type AuditService } from './audit/index.ts';
import { bouncesFeature, bounceTokens, type BounceMailbox, type BounceService } from './bounces/index.ts';
import { contactLimit, contactMail, contactService, type ContactMail, type ContactService } from './contact/index.ts';
import type { Config } from './core/config.ts';
import { subscribeLimit } from './core/formLimit.ts';
import { loadJwtSecret } from './core/secret.ts';
import { startAll, stopAll, type Worker } from './core/worker.ts';
import type { Db } from './db/index.ts';
import { heardRepositories, repositories, type Repositories } from './db/repositories.ts';
import { givingFeature, type Giving } from './giving/index.ts';
import { insightsCounting, insightsReports, type InsightsCounting, type InsightsReports } from './insights/index.ts';
import { FOUNDATION_POSTAL_ADDRESS } from './mail/layout.ts';
import { mailService, type MailService } from './mail/service.ts';
import {
  createReadCache,
  postEditing,
  postsFeature,
  type PostEditing,
  type PostPreviews,
  type PostReadService,
  type PostScheduler,
  type ReadCache,
} from './posts/index.ts';
import { seedSampleContent } from './seed/index.ts';
import { siteContentService, type SiteContentService } from './siteContent/index.ts';
import {
  bootstrapAdmin,
  type BootstrapResult,
  invitationMail,
  type InvitationMail,
  loginThrottle,
  type LoginThrottle,
  passwordResetService,
  type PasswordResetService,
  secretBox,
  type SecretBox,
  staffService,
  type StaffService,
  tokenService,
  type TokenService,
} from './staff/index.ts';
import { newsletterMark, subscriberMail, subscriberService, type SubscriberMail, type SubscriberService } from './subscribers/index.ts';
import { imageService, type ImageService } from './uploads/index.ts';

/**
 * E-mail (on or off): the outbox's front door, with the features' own e-mail on it (subscriptions
 * and the newsletter, contact notices, invitations).
 */
export type Mail = MailService & SubscriberMail & ContactMail & InvitationMail;

/** What the server is made of, built by buildServices. */
export interface Services {
  /** The database, open and migrated; whoever opened it closes it, after `stop`. */
  db: Db;
  /** The tables, one repository each; writes to posts answer once the read cache heard of them. */
  repos: Repositories;
  /** The memory of the public post reads (READ_CACHE_MB in all), emptied when the database says posts changed. */
  readCache: ReadCache;
  /** The first administrator, when this start created it. */
  bootstrap: BootstrapResult | null;
  /** Admin tokens, signed with JWT_SECRET or the secret kept in dataDir. */
  tokens: TokenService;
  /** Wrong passwords, per account and address and per address. */
  loginThrottle: LoginThrottle;
  /** Wrong second-factor codes, throttled as passwords are. */
  secondFactorThrottle: LoginThrottle;
  /** Seals and opens two-factor secrets (AES-256-GCM, key derived from the server's secret). */
  twoFactorSecrets: SecretBox;
  /** The staff's accounts, sessions and two-factor requirement as requests read them. */
  staff: StaffService;
  mail: Mail;
  /** Password reset by e-mail (server/staff/passwordReset.ts). */
  passwordReset: PasswordResetService;
  /** The public post reads (through the read cache). */
  posts: PostReadService;
  /** Preview links of posts not yet public. */
  postPreviews: PostPreviews;
  /** The staff's side of posts: the admin's table, drafts, the lifecycle, revisions. */
  postEditing: PostEditing;
  /** Subscribers: a visitor subscribing (limited per client address and hour), the staff's list. */
  subscribers: SubscriberService;
  /** Contact messages: a visitor's message (limited per client address), the staff's list. */
  contact: ContactService;
  /** Uploaded images: an uploader's places, the images stored and read back. */
  images: ImageService;
  /** The foundation's own words: the public reads and the staff's editing. */
  siteContent: SiteContentService;
  /** Pledges, gifts, receipts and campaigns, and paying online (its `payments`). */
  giving: Giving;
  /** Mail that came back: bounces and complaints recorded and acted on. */
  bounces: BounceService;
  /** Page views counted without a tracker, and their roll-ups (null until started). */
  insightsCounting: InsightsCounting;
  /** Insights' reports over the roll-ups. */
  insights: InsightsReports;
  /** The audit log: entries appended, the Activity log's reads. */
  audit: AuditService;
  /** The bounce mailbox's reader while started with BOUNCE_MAILBOX_URL; null otherwise. */
  readonly bounceMailbox: BounceMailbox | null;
  /** The post scheduler while started; null otherwise. */
  readonly postScheduler: PostScheduler | null;
  /**
   * Starts what runs beside the requests, in this order: the outbox's worker, the payment
   * checker (with a provider on), the bounce mailbox's reader (with BOUNCE_MAILBOX_URL), the
   * insights roll-ups, the post scheduler (once its first run, overdue posts, is done).
   */
  start(): Promise<void>;
  /**
   * Stops them, the last started first (reset e-mails still being queued are queued before the
   * outbox's worker stops; queued views are written), then closes the read cache.
   */
  stop(): Promise<void>;
}

/**
 * Builds every service over the open, migrated `db`: on a new database the first administrator
 * and (unless `seed` is false) the sample posts, and the site content's missing sections. Nothing
 * runs until `start`.
 */
export async function buildServices({ settings, db, log }: { settings: Config; db: Db; log: FastifyBaseLogger }): Promise<Services> {
  const readCache = await createReadCache(db, settings.readCacheBytes);
  try {
    return await servicesOver(settings, db, readCache, log);
  } catch (error) {
    await readCache.close().catch(() => {});
    throw error;
  }
}

async function servicesOver(settings: Config, db: Db, readCache: ReadCache, log: FastifyBaseLogger): Promise<Services> {
  const repos = heardRepositories(repositories(db), readCache.afterWrite);
  const serverSecret = loadJwtSecret(settings.dataDir, settings.jwtSecret);

  const bootstrap = await bootstrapAdmin(repos.staff, { email: settings.adminEmail, password: settings.adminPassword });
  if (settings.seed ?? true) {
    const author = bootstrap ? await repos.staff.findWithHashByEmail(bootstrap.email) : null;
    await seedSampleContent(repos, author?._id ?? null, Date.now(), settings.uploadLimits);
  }

  // With a bounce address, each message's envelope sender carries its token (server/bounces/token.ts).
  const bounceAddress = settings.bounces.address;
  const bounce = bounceAddress ? { address: bounceAddress, tokens: bounceTokens(serverSecret) } : undefined;
  const outbox = mailService(repos, { mail: settings.mail, publicUrl: settings.publicUrl, secret: serverSecret, ...(bounce ? { bounce } : {}) });
  const mail: Mail = { ...outbox, ...subscriberMail(repos, outbox, serverSecret), ...contactMail(repos, outbox), ...invitationMail(outbox) };
  const passwordReset = passwordResetService({ repos, mail, log });

  const { posts, postPreviews, worker: scheduler } = postsFeature({ repos, readCache, mail, tickMs: settings.scheduleTickMs, log });

  const siteContent = siteContentService(repos, readCache, mail);
  await siteContent.seed(settings.mail.postalAddress ?? FOUNDATION_POSTAL_ADDRESS);

  const { giving, worker: paymentChecker } = givingFeature({
    repos,
    mail,
    siteContent,
    serverSecret,
    payments: settings.payments,
    timings: settings.paymentTimings,
    perHour: settings.subscribeLimitPerHour,
    publicUrl: settings.publicUrl,
    tickMs: settings.scheduleTickMs,
    log,
  });
  const { bounces, worker: bounceReader } = bouncesFeature({ repos, serverSecret, settings: settings.bounces, log });
  const { counting, worker: rollups } = insightsCounting({
    repos,
    newsletterMark: newsletterMark(serverSecret),
    rawDays: settings.insightsRawDays,
    log,
  });

  const tokens = tokenService(serverSecret);
  const passwordThrottle = loginThrottle(repos.rateLimitEvents, settings.loginThrottle);
  const secondFactorThrottle = loginThrottle(repos.rateLimitEvents, settings.loginThrottle, '2fa');
  const twoFactorSecrets = secretBox(serverSecret);

  const outboxWorker: Worker = {
    start: async () => mail.start(log),
    async stop() {
      // Reset e-mails still being queued after their answers are queued before the worker stops.
      await passwordReset.idle();
      await mail.stop();
    },
  };
  const workers = [outboxWorker, paymentChecker, bounceReader, rollups, scheduler];

  return {
    db,
    repos,
    readCache,
    bootstrap,
    tokens,
    loginThrottle: passwordThrottle,
    secondFactorThrottle,
    twoFactorSecrets,
    staff: staffService({ repos, mail, tokens, loginThrottle: passwordThrottle, secondFactorThrottle, twoFactorSecrets }),
    mail,
    passwordReset,
    posts,
    postPreviews,
    postEditing: postEditing({ repos, mail }),
    subscribers: subscriberService({ repos, mail, subscribeLimit: subscribeLimit(repos.rateLimitCounters, settings.subscribeLimitPerHour) }),
    contact: contactService({ repos, mail, contactLimit: contactLimit(repos.rateLimitEvents, settings.contactLimit) }),
    images: imageService({ repos, limits: settings.uploadLimits }),
    siteContent,
    giving,
    bounces,
    insightsCounting: counting,
    insights: insightsReports(repos),
    audit: auditService(repos),
    get bounceMailbox() {
      return bounceReader.mailbox;
    },
    get postScheduler() {
      return scheduler.scheduler;
    },
    start: () => startAll(workers),
    async stop() {
      try {
        await stopAll(workers);
      } finally {
        await readCache.close();
      }
    },
  };
}
