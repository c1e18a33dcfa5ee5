// What every request's arguments are checked for before they reach a domain: e-mail addresses,
// contact messages. Ids and texts the database can hold are server/db/values.ts; a post's own
// rules are server/posts/validation.ts.
import { CONTACT_FIELD_PROBLEMS, MESSAGES, isValidEmail, normaliseEmail, type ContactFields } from '../../shared/rules.ts';
import { singleLine } from '../text.ts';
import { badInput } from '../errors.ts';

export function validateEmail(raw: string, field: string): string {
  const email = normaliseEmail(raw);
  if (!email) throw badInput(MESSAGES.emailRequired, field);
  if (!isValidEmail(email)) throw badInput(MESSAGES.emailInvalid, field);
  return email;
}

/** A contact message trimmed, its address lower-cased; the first field in the wrong is refused. */
export function validateContactMessage(input: ContactFields): ContactFields {
  // The name is judged as it will be kept: one line (a browser's field cannot hold a line break,
  // but a request can).
  const fields = { ...input, name: singleLine(input.name) };
  for (const field of ['name', 'email', 'message'] as const) {
    const problem = CONTACT_FIELD_PROBLEMS[field](fields[field]);
    if (problem) throw badInput(problem, field);
  }
  return { name: fields.name, email: normaliseEmail(input.email), message: input.message.trim() };
}
