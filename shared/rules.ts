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
} as const;

// Deliberately simple: one @, no spaces, a dot in the domain. Matches what browsers accept for
// <input type="email"> closely enough, and what Yup's email() lets through.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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
