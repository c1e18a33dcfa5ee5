// What a request's e-mail argument is checked for before it reaches a domain. Ids and texts the
// database can hold are server/db/values.ts; a post's own rules are server/posts/validation.ts; a
// contact message's are server/contact/messages.ts.
import { MESSAGES, isValidEmail, normaliseEmail } from '../../shared/rules.ts';
import { badInput } from '../errors.ts';

export function validateEmail(raw: string, field: string): string {
  const email = normaliseEmail(raw);
  if (!email) throw badInput(MESSAGES.emailRequired, field);
  if (!isValidEmail(email)) throw badInput(MESSAGES.emailInvalid, field);
  return email;
}
