// Rules that the client forms and the server both enforce, written once.

export const POST_CATEGORIES = ['Celebrations', 'Events', 'Meetings', 'Stories'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const LIMITS = {
  titleMax: 200,
  contentMax: 20_000,
  sectionTitleMax: 200,
  paragraphMax: 20_000,
  sectionsMax: 50,
  imagesMax: 50,
  urlMax: 2_048,
  emailMax: 254,
  filenameMax: 255,
  passwordMin: 12,
  passwordMax: 128,
  contactNameMax: 100,
  contactMessageMin: 10,
  contactMessageMax: 5_000,
} as const;

export const MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  youtubeInvalid: 'Enter a valid YouTube URL',
  emailInvalid: 'Enter a valid email!',
  emailRequired: 'Email is required!',
  alreadySubscribed: 'This email is already subscribed',
  invalidLogin: 'Invalid email or password',
  paragraphRequired: 'Paragraph 1 is required',
  contactNameRequired: 'Name is required',
  contactNameTooLong: `Name must be at most ${LIMITS.contactNameMax} characters`,
  contactMessageRequired: 'Message is required',
  contactMessageTooShort: `Message must be at least ${LIMITS.contactMessageMin} characters`,
  contactMessageTooLong: `Message must be at most ${LIMITS.contactMessageMax} characters`,
  contactSent: 'Thank you! Your message has been sent.',
} as const;

// One address rule for the forms and the server: a plain mailbox, `local@domain`, and nothing a
// mail library could read as more than one address or as a name around one. The local part is
// RFC 5322's dot-atom (letters, digits and !#$%&'*+/=?^_`{|}~- between single dots): no display
// name, no <>, no comment in (), no list with , or ;, no quotes, no spaces. The domain is letters,
// digits and hyphens in dot-separated labels (an IDN in its punycode form, xn--...), with a
// top-level label that is not all digits. At most 254 characters, 64 before the @.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const LOCAL_MAX = 64;

/** The canonical form of an address: trimmed and lower-cased (limits and duplicates key on it). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  if (email.length > LIMITS.emailMax) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

export function isValidHttpUrl(raw: string): boolean {
  if (raw.length > LIMITS.urlMax) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function defaultSectionTitle(index: number): string {
  return `Section ${index + 1}`;
}

/** NIST-style: length only, no composition rules. Null when acceptable, else why not. */
export function passwordProblem(password: string): string | null {
  if (password.length < LIMITS.passwordMin) return `Password must be at least ${LIMITS.passwordMin} characters long`;
  if (password.length > LIMITS.passwordMax) return `Password must be at most ${LIMITS.passwordMax} characters long`;
  return null;
}

// C0 and C1 control characters (line breaks and tabs included) and the Unicode line and paragraph
// separators: none of them belongs in a one-line value such as a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// Invisible characters that reorder or hide text (bidirectional embeddings, overrides and isolates,
// zero-width spaces and joiners, word joiners, the byte-order mark): a name could read as another.
const INVISIBLE_CHARACTERS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** A one-line text: control characters become one space, invisible ones go, and the ends are trimmed. */
export function singleLine(raw: string): string {
  return raw.replace(INVISIBLE_CHARACTERS, '').replace(CONTROL_CHARACTERS, ' ').trim();
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

// What is wrong with each field of a contact message (null when nothing): the Contact form's
// schema and the server both judge a message by these. Text is judged trimmed.

export function contactNameProblem(raw: string): string | null {
  const name = singleLine(raw);
  if (!name) return MESSAGES.contactNameRequired;
  return name.length > LIMITS.contactNameMax ? MESSAGES.contactNameTooLong : null;
}

export function emailProblem(raw: string): string | null {
  const email = normaliseEmail(raw);
  if (!email) return MESSAGES.emailRequired;
  return isValidEmail(email) ? null : MESSAGES.emailInvalid;
}

export function contactMessageProblem(raw: string): string | null {
  const message = raw.trim();
  if (!message) return MESSAGES.contactMessageRequired;
  if (message.length < LIMITS.contactMessageMin) return MESSAGES.contactMessageTooShort;
  return message.length > LIMITS.contactMessageMax ? MESSAGES.contactMessageTooLong : null;
}

export const CONTACT_FIELD_PROBLEMS: Record<keyof ContactFields, (raw: string) => string | null> = {
  name: contactNameProblem,
  email: emailProblem,
  message: contactMessageProblem,
};
