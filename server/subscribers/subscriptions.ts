import type { Language } from '../../shared/i18n/languages.ts';
import { emailProblem, normaliseEmail } from '../../shared/rules.ts';
import { badInput } from '../core/errors.ts';
import type { Repositories } from '../db/repositories.ts';
import type { TablePageRequest } from '../db/tablePage.ts';
import type { SubscriberRecord } from './repository.ts';
import type { SubscribeLimit } from '../core/formLimit.ts';
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

/** The subscribers as requests reach them: a visitor subscribing (subscribeVisitor), the staff's list, page and count. */
export function subscriberService(deps: { repos: Pick<Repositories, 'subscribers'>; mail: Pick<SubscriberMail, 'subscribe'>; subscribeLimit: SubscribeLimit }) {
  const subscribers = deps.repos.subscribers;
  return {
    subscribe: (limitKey: string, address: string, language: Language) => subscribeVisitor(deps, limitKey, address, language),
    list: () => subscribers.list(),
    listPage: (request: TablePageRequest) => subscribers.listPage(request),
    countActive: () => subscribers.countActive(),
  };
}

export type SubscriberService = ReturnType<typeof subscriberService>;
