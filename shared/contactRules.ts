// The rules of what visitors send (a contact message, a subscription's address), which the
// client forms and the server both enforce: apart from the staff's rules (shared/rules.ts, which
// re-exports these), so the public forms' scripts carry these alone.

export const CONTACT_LIMITS = {
  emailMax: 254,
  contactNameMax: 100,
  contactMessageMin: 10,
  contactMessageMax: 5_000,
} as const;

export const CONTACT_MESSAGES = {
  emailInvalid: 'Enter a valid email!',
  emailRequired: 'Email is required!',
  contactNameRequired: 'Name is required',
  contactNameTooLong: `Name must be at most ${CONTACT_LIMITS.contactNameMax} characters`,
  contactMessageRequired: 'Message is required',
  contactMessageTooShort: `Message must be at least ${CONTACT_LIMITS.contactMessageMin} characters`,
  contactMessageTooLong: `Message must be at most ${CONTACT_LIMITS.contactMessageMax} characters`,
} as const;

// One address rule for the forms and the server: a plain mailbox, `local@domain`, and nothing a
// mail library could read as more than one address or as a name around one. The local part is
// RFC 5322's dot-atom (letters, digits and !#$%&'*+/=?^_`{|}~- between single dots), at most 64
// characters: no display name, no <>, no comment in (), no list with , or ;, no quotes, no spaces.
// The domain is dot-separated labels of letters, digits and inner hyphens (an IDN in its punycode
// form, xn--...), the last one not all digits. At most 254 characters in all.
const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[\w!#$%&'*+/=?^`{|}~-]+(\.[\w!#$%&'*+/=?^`{|}~-]+)*@([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+(?!\d+$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?$/i;

/** The canonical form of an address: trimmed and lower-cased (limits and duplicates key on it). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= CONTACT_LIMITS.emailMax && EMAIL_PATTERN.test(email);
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

// What is wrong with each field of a contact message (null when nothing): the Contact form's
// schema and the server both judge a message by these. Text is judged trimmed.

export function contactNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return CONTACT_MESSAGES.contactNameRequired;
  return name.length > CONTACT_LIMITS.contactNameMax ? CONTACT_MESSAGES.contactNameTooLong : null;
}

export function emailProblem(raw: string): string | null {
  const email = normaliseEmail(raw);
  if (!email) return CONTACT_MESSAGES.emailRequired;
  return isValidEmail(email) ? null : CONTACT_MESSAGES.emailInvalid;
}

export function contactMessageProblem(raw: string): string | null {
  const message = raw.trim();
  if (!message) return CONTACT_MESSAGES.contactMessageRequired;
  if (message.length < CONTACT_LIMITS.contactMessageMin) return CONTACT_MESSAGES.contactMessageTooShort;
  return message.length > CONTACT_LIMITS.contactMessageMax ? CONTACT_MESSAGES.contactMessageTooLong : null;
}

export const CONTACT_FIELD_PROBLEMS: Record<keyof ContactFields, (raw: string) => string | null> = {
  name: contactNameProblem,
  email: emailProblem,
  message: contactMessageProblem,
};
