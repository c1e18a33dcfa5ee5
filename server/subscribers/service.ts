import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { MAIL_TEXTS } from '../../shared/mailPages.ts';
import { MESSAGES } from '../../shared/rules.ts';
import { AppError, CHANGED_MEANWHILE, badInput } from '../core/errors.ts';
import { dateTimeIn } from '../core/text.ts';
import type { Repositories } from '../db/repositories.ts';
import type { MailService } from '../mail/service.ts';
import type { OutgoingMessage } from '../mail/outbox.ts';
import type { PostRecord } from '../posts/index.ts';
import { eraseSubscriberTraces, type Eraser } from '../privacy/index.ts';
import { newsletterMark } from './links.ts';
import { RECENT_POSTS, confirmationMessage, newsletterContent, subscriberNotice, welcomeMessage, type RecentPost } from './messages.ts';
import { UNSUBSCRIBE_PLACEHOLDER, type NewsletterSendRecord, type NewsletterVersion } from './newsletterSendsRepository.ts';
import type { SubscriberRecord } from './repository.ts';

/** A send that would reach nobody (0 active subscribers): refused, and the post keeps its send. */
export const NOBODY_TO_SEND_TO = 'Nobody to send to yet';

/** A post that visitors cannot read is not sent to subscribers (publish it with its send instead). */
export const ONLY_PUBLISHED = 'Only a published post can be sent to subscribers';

/** At most one confirmation per address in this time, whoever asks. */
export const RESEND_AFTER_MS = 10 * 60_000;

function sentOn(at: number): string {
  return `This post was already sent to subscribers on ${dateTimeIn('UTC', at)} UTC.`;
}

/**
 * Subscriptions and the newsletter by e-mail, on the outbox's front door (server/mail/service.ts):
 * with e-mail off a subscription is stored at once and nothing is queued. `secret` is the server's
 * JWT secret, which the newsletter's mark is derived from.
 */
export function subscriberMail(repos: Repositories, mail: MailService, secret: string) {
  const { settings, publicUrl, links } = mail;
  const postalAddress = (tx?: Repositories) => mail.postalAddress(tx);
  const mark = newsletterMark(secret);
  const wake = () => mail.wake();
  const { queueToUnconfirmed, staffRecipients } = mail;

  /** The latest published posts, for a newsletter's "Recent stories" (one more than it shows: the post itself may be one). */
  async function recentPosts(tx: Repositories): Promise<RecentPost[]> {
    const { items } = await tx.posts.listCards({ category: null, after: null, first: RECENT_POSTS + 1 });
    return items.map(({ _id, title }) => ({ _id, title }));
  }

  /** A post's newsletter in English (the send's own content) and in every other language. */
  function newsletterVersions(post: PostRecord, recent: RecentPost[], address: string) {
    const content = newsletterContent(publicUrl, post, address, recent, DEFAULT_LANGUAGE, mark);
    const versions: NewsletterVersion[] = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => {
      const { subject, html, text } = newsletterContent(publicUrl, post, address, recent, language, mark);
      return { language, subject, html, text };
    });
    return { content, versions };
  }

  return {
    /**
     * makeSubscribe: immediate with e-mail off, double opt-in with it on; `language` is the page's,
     * the language of the confirmation and of every e-mail after (subscribePending says when a
     * known address takes it).
     */
    async subscribe(email: string, language: Language = DEFAULT_LANGUAGE): Promise<SubscriberRecord> {
      if (!settings) {
        const subscriber = await repos.subscribers.insert(email, language);
        if (!subscriber) throw badInput(MESSAGES.alreadySubscribed, 'subscriptionWithEmail');
        return subscriber;
      }
      const outcome = await repos.transaction(async (tx) => {
        const result = await tx.subscribers.subscribePending(email, RESEND_AFTER_MS, language);
        const confirmFor =
          result.kind === 'created' || result.kind === 'resubscribed' || (result.kind === 'pending' && result.resend)
            ? result.subscriber
            : null;
        if (confirmFor) {
          const message = confirmationMessage(publicUrl, await links.confirmUrl(confirmFor.id, confirmFor.language), await postalAddress(tx), confirmFor.language);
          await queueToUnconfirmed(tx, { kind: 'confirm', recipient: confirmFor.subscriptionWithEmail, subscriberId: confirmFor.id, ...message });
        }
        return result;
      });
      if (outcome.kind !== 'active') wake();
      if (outcome.kind === 'active') throw badInput(MESSAGES.alreadySubscribed, 'subscriptionWithEmail');
      if (outcome.kind === 'pending') throw badInput(MAIL_TEXTS.waitingForConfirmation, 'subscriptionWithEmail');
      return outcome.subscriber;
    },

    /** A confirmation link: true when the address is (now, or already) confirmed. */
    async confirm(token: string): Promise<boolean> {
      const id = await links.confirmedId(token);
      if (!id) return false;
      const confirmed = await repos.transaction(async (tx) => {
        const subscriber = await tx.subscribers.confirm(id);
        if (!subscriber) return (await tx.subscribers.find(id))?.status === 'ACTIVE';
        if (settings) {
          const messages: OutgoingMessage[] = [
            {
              kind: 'welcome',
              recipient: subscriber.subscriptionWithEmail,
              subscriberId: subscriber.id,
              // The outbox's worker signs the unsubscribe link once when it sends, for the footer and
              // the List-Unsubscribe header alike.
              ...welcomeMessage(
                publicUrl,
                UNSUBSCRIBE_PLACEHOLDER,
                subscriber.subscriptionWithEmail,
                await postalAddress(tx),
                subscriber.language,
              ),
            },
          ];
          if (settings.notifyOnSubscribe) {
            const notice = subscriberNotice(publicUrl, subscriber.subscriptionWithEmail, await tx.subscribers.countActive(), await postalAddress(tx));
            for (const recipient of await staffRecipients(tx)) messages.push({ kind: 'subscriber_notice', recipient, ...notice });
          }
          await tx.outbox.enqueue(messages);
        }
        return true;
      });
      wake();
      return confirmed;
    },

    /** Whether an unsubscribe link is genuine (opening it changes nothing). */
    async unsubscribeLinkIsValid(token: string): Promise<boolean> {
      const id = await links.unsubscribeId(token);
      return id !== null && (await repos.subscribers.find(id)) !== null;
    },

    /** An unsubscribe link used: false when it is forged or its address is gone. */
    async unsubscribe(token: string): Promise<boolean> {
      const id = await links.unsubscribeId(token);
      if (!id) return false;
      return repos.subscribers.unsubscribe(id);
    },

    /**
     * A subscription deleted by staff, with every copy of its address (server/privacy/erasure.ts):
     * its queued e-mails are cancelled in the same transaction. False when there is none.
     */
    async removeSubscriber(id: string, by: Eraser): Promise<boolean> {
      return repos.transaction(async (tx) => {
        const subscriber = await tx.subscribers.find(id);
        if (!subscriber) return false;
        await eraseSubscriberTraces(tx, subscriber, by);
        return tx.subscribers.remove(id);
      });
    },

    /** Whether a footer's language link would still work (opening it changes nothing). */
    async languageLinkIsValid(token: string): Promise<boolean> {
      const change = await links.languageChange(token);
      if (!change) return false;
      return (await repos.subscribers.find(change.subscriberId))?.languageVersion === change.version;
    },

    /**
     * A footer's language link used (the page's button): the subscription's e-mails are in the
     * link's language from now on. Null when the link is forged, its address gone, or it was used
     * already or replaced by a newer e-mail's links (each change makes the older links stale).
     */
    async changeLanguage(token: string): Promise<Language | null> {
      const change = await links.languageChange(token);
      if (!change) return null;
      const subscriber = await repos.subscribers.changeLanguage(change.subscriberId, change.language, change.version);
      return subscriber?.language ?? null;
    },

    /**
     * Queues a post to every ACTIVE subscriber; a post goes out once. `seen`: the post's updated_at
     * as the sender saw it; a post changed since is refused, so the send carries what they read.
     */
    async sendPost(postId: string, seen?: number): Promise<NewsletterSendRecord> {
      if (!settings) throw new AppError(MAIL_TEXTS.mailOff, 'BAD_USER_INPUT', { field: 'input' });
      const post = await repos.posts.find(postId);
      if (!post) throw new AppError('Post not found', 'NOT_FOUND', { field: 'input' });
      if (post.status !== 'PUBLISHED') throw new AppError(ONLY_PUBLISHED, 'BAD_USER_INPUT', { field: 'input' });
      if (seen !== undefined && seen !== post.updated_at) throw new AppError(CHANGED_MEANWHILE, 'BAD_USER_INPUT', { field: 'seen' });
      const { content, versions } = newsletterVersions(post, await recentPosts(repos), await postalAddress());
      // A send that would reach nobody is taken back whole: the post keeps its one send for later.
      const id = await repos.transaction(async (tx) => {
        // Queued only while the post is still the one read above (an author's update racing the send).
        const now = await tx.posts.find(postId);
        if (now?.status !== 'PUBLISHED' || now.updated_at !== post.updated_at) {
          throw new AppError(CHANGED_MEANWHILE, 'BAD_USER_INPUT', { field: 'seen' });
        }
        const queued = await tx.newsletterSends.queue(content, versions);
        if (queued && queued.total === 0) throw new AppError(NOBODY_TO_SEND_TO, 'BAD_USER_INPUT', { field: 'input' });
        return queued?.id ?? null;
      });
      if (!id) {
        const at = await repos.newsletterSends.sentAt(postId);
        throw new AppError(sentOn(at ?? Date.now()), 'BAD_USER_INPUT', { field: 'input' });
      }
      wake();
      return (await repos.newsletterSends.find(id))!;
    },

    /**
     * Queues a post's newsletter send in the caller's transaction `tx` (publishing and sending are
     * kept together or not at all); call `wake` once it is committed. A send that would reach nobody
     * is taken back (the post keeps its send); a post already sent, or e-mail off, queues nothing.
     */
    async queuePostInTransaction(tx: Repositories, post: PostRecord): Promise<'queued' | 'nobody' | 'alreadySent' | 'mailOff'> {
      if (!settings) return 'mailOff';
      const { content, versions } = newsletterVersions(post, await recentPosts(tx), await postalAddress(tx));
      const queued = await tx.newsletterSends.queue(content, versions);
      if (!queued) return 'alreadySent';
      if (queued.total === 0) {
        await tx.newsletterSends.discard(queued.id);
        return 'nobody';
      }
      return 'queued';
    },

    listSends: () => repos.newsletterSends.list(),

  };
}

export type SubscriberMail = ReturnType<typeof subscriberMail>;
