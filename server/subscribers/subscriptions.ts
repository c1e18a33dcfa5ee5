import type { Language } from '../../shared/i18n/languages.ts';
import { emailProblem, normaliseEmail } from '../../shared/rules.ts';
import { badInput } from '../core/errors.ts';
import type { Repositories } from '../db/repositories.ts';
import type { TablePageRequest } from '../db/tablePage.ts';
import type { SubscriberRecord } from './repository.ts';
import type { SubscribeLimit } from '../core/formLimit.ts';
import type { Eraser } from '../privacy/index.ts';
import type { SubscriberMail } from './service.ts';

/**
 * A visitor subscribes `address` (lower-cased, trimmed) in `language`: a missing or malformed
 * address is BAD_USER_INPUT naming subscriptionWithEmail, the field the form and the API call it,
 * before the client's limit is counted; then SubscriberMail.subscribe sends the confirmation.
 */
export async function subscribeVisitor(
  services: { subscribeLimit: SubscribeLimit; mail: Pick<SubscriberMail, 'subscribe'> },
  limitKey: string,
  address: string,
  language: Language,
): Promise<SubscriberRecord> {
  const problem = emailProblem(address);
  if (problem) throw badInput(problem, 'subscriptionWithEmail');
  await services.subscribeLimit.admit(limitKey);
  return services.mail.subscribe(normaliseEmail(address), language);
}

/**
 * The subscribers and the newsletter as requests reach them: a visitor subscribing
 * (subscribeVisitor), a confirmation, unsubscribe or language link checked or used, the staff's list, page and count, a
 * subscriber removed, and the newsletter's sends (SubscriberMail's rules; with e-mail off,
 * `emailEnabled` is false and a send is refused there).
 */
export function subscriberService(deps: {
  repos: Pick<Repositories, 'subscribers'>;
  mail: Pick<
    SubscriberMail,
    'subscribe' | 'confirm' | 'unsubscribe' | 'unsubscribeLinkIsValid' | 'changeLanguage' | 'languageLinkIsValid' | 'removeSubscriber' | 'sendPost' | 'listSends'
  > & { enabled: boolean };
  subscribeLimit: SubscribeLimit;
}) {
  const { mail } = deps;
  const subscribers = deps.repos.subscribers;
  return {
    subscribe: (limitKey: string, address: string, language: Language) => subscribeVisitor(deps, limitKey, address, language),
    confirm: (token: string) => mail.confirm(token),
    unsubscribe: (token: string) => mail.unsubscribe(token),
    unsubscribeLinkIsValid: (token: string) => mail.unsubscribeLinkIsValid(token),
    changeLanguage: (token: string) => mail.changeLanguage(token),
    languageLinkIsValid: (token: string) => mail.languageLinkIsValid(token),
    list: () => subscribers.list(),
    listPage: (request: TablePageRequest) => subscribers.listPage(request),
    countActive: () => subscribers.countActive(),
    removeSubscriber: (id: string, by: Eraser) => mail.removeSubscriber(id, by),
    /** Whether site e-mail is on (a newsletter can be sent). */
    emailEnabled: mail.enabled,
    sendPost: (postId: string, seen?: number) => mail.sendPost(postId, seen),
    listSends: () => mail.listSends(),
  };
}

export type SubscriberService = ReturnType<typeof subscriberService>;
