// What every request's arguments are checked for before they reach a domain: ids and texts the
// database can hold, e-mail addresses, contact messages. A post's own rules are server/posts/validation.ts.
import { CONTACT_FIELD_PROBLEMS, MESSAGES, isValidEmail, normaliseEmail, type ContactFields } from '../../shared/rules.ts';
import { singleLine } from '../text.ts';
import { badInput } from '../errors.ts';

/** The longest id taken: ours are UUIDs (36 characters), the replaced system's were shorter. */
export const ID_MAX_LENGTH = 64;

/** Why a text argument cannot reach the database: PostgreSQL refuses NUL in text (22021). */
export function textProblem(value: string, field: string): string | null {
  return value.includes('\u0000') ? `${field} must not contain a NUL character` : null;
}

/** Why a value cannot be an id, or null when it can: it is looked up nowhere otherwise. */
export function idProblem(value: string, field: string): string | null {
  if (value.length > ID_MAX_LENGTH) return `${field} must be at most ${ID_MAX_LENGTH} characters`;
  return textProblem(value, field);
}

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
