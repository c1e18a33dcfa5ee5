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
  return email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email);
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

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

// What is wrong with each field of a contact message (null when nothing): the Contact form's
// schema and the server both judge a message by these. Text is judged trimmed.

export function contactNameProblem(raw: string): string | null {
  const name = raw.trim();
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
