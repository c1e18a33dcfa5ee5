// Rules that the client forms and the server both enforce, written once.

import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contactRules.ts';

export { POST_CATEGORIES, type PostCategory } from './categories.ts';
export * from './contactRules.ts';

export const LIMITS = {
  titleMax: 200,
  contentMax: 20_000,
  sectionTitleMax: 200,
  paragraphMax: 20_000,
  sectionsMax: 50,
  imagesMax: 50,
  urlMax: 2_048,
  filenameMax: 255,
  passwordMin: 12,
  passwordMax: 128,
  ...CONTACT_LIMITS,
} as const;

export const MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  youtubeInvalid: 'Enter a valid YouTube URL',
  alreadySubscribed: 'This email is already subscribed',
  invalidLogin: 'Invalid email or password',
  paragraphRequired: 'Paragraph 1 is required',
  contactSent: 'Thank you! Your message has been sent.',
  ...CONTACT_MESSAGES,
} as const;

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
