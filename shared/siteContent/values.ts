// Reading, checking and comparing a section's stored values (schema.ts): the server checks what
// staff send with `checkSection`, the pages read a language's version with `localizeSection`, the
// form counts what each language lacks with `missingCounts`, and revisions say what changed with
// `describeChanges`.
import { isValidEmail } from '../contactRules.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from '../i18n/languages.ts';
import {
  LINK_HOSTS,
  SECTIONS,
  type ContentImage,
  type ContentRecord,
  type Field,
  type Fields,
  type LinkRule,
  type Localized,
  type SectionName,
} from './schema.ts';

/** A field's value refused, at its place in the form ("advisory.2.bio.rw"). */
export interface ContentProblem {
  path: string;
  message: string;
}

/** A language's text as a page reads it: the language's own, or English marked as such. */
export type ShownText = string | { en: string };
export type ShownRecord = { [name: string]: ShownText | string | number | ContentImage | ShownRecord | ShownRecord[] | null };

const KEY = /^[A-Za-z0-9_-]{1,40}$/;
const IMAGE_SRC = /^\/(?:images\/[a-z0-9-]{1,80}\.webp|uploads\/[0-9a-f]{64}\.webp(?:\?w=[1-9]\d{0,4}&h=[1-9]\d{0,4})?)$/;
// Line breaks are allowed in multi-line fields only; other control characters nowhere.
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n]/;

/**
 * The foundation's own phone number as the site shows it: written by staff for readers, so with the
 * punctuation people group digits with; its tel: link keeps the digits and +. Not a donor's number
 * (shared/giving.ts) nor a MoMo payer's (shared/payments.ts), which are checked for what they are for.
 */
const SITE_PHONE = /^\+?[\d\s().-]{5,40}$/;
/** A USSD string that pays a code: digits, * and #, with `{code}` once where the code goes. */
const USSD = /^[\d*#]*\{code\}[\d*#]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Characters as people count them (an emoji is one), for the limits. */
export const textLength = (text: string) => [...text].length;

/** Why a link is refused, or null: https only, on its service's host when it names one. */
export function linkProblem(raw: string, rule: LinkRule): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full address starting with https://';
  }
  if (url.protocol !== 'https:') return 'Links must start with https://';
  if (url.username || url.password) return 'Links must not carry a user name or password';
  if (rule === 'https') return url.hostname.includes('.') ? null : 'Enter a full address starting with https://';
  const host = url.hostname.toLowerCase();
  const hosts = LINK_HOSTS[rule];
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? null : `The link must be on ${hosts[0]}`;
}

function checkString(value: unknown, path: string, problems: ContentProblem[], max: number, multiline: boolean): string {
  if (typeof value !== 'string') {
    if (value !== undefined && value !== null) problems.push({ path, message: 'Must be text' });
    return '';
  }
  const text = value.trim();
  if (CONTROL.test(text) || (!multiline && LINE_BREAK.test(text))) problems.push({ path, message: 'Must not contain control characters or line breaks' });
  if (textLength(text) > max) problems.push({ path, message: `Must be at most ${max} characters` });
  return text.replace(/\r\n?/g, '\n');
}

function checkField(field: Field, value: unknown, path: string, problems: ContentProblem[]): ContentRecord[string] {
  switch (field.kind) {
    case 'text': {
      const given = isRecord(value) ? value : {};
      if (value !== undefined && !isRecord(value)) problems.push({ path, message: 'Must be a text in each language' });
      for (const key of Object.keys(given)) if (!(LANGUAGES as readonly string[]).includes(key)) problems.push({ path, message: `Unknown language ${key}` });
      const texts = Object.fromEntries(
        LANGUAGES.map((language) => [language, checkString(given[language], `${path}.${language}`, problems, field.max, field.multiline ?? false)]),
      ) as Localized;
      if (field.required && texts[DEFAULT_LANGUAGE] === '') problems.push({ path: `${path}.${DEFAULT_LANGUAGE}`, message: `${field.label} is required in English` });
      return texts;
    }
    case 'plain': {
      const text = checkString(value, path, problems, field.max, false);
      if (field.required && text === '') problems.push({ path, message: `${field.label} is required` });
      if (field.link && text !== '') {
        const problem = linkProblem(text, field.link);
        if (problem) problems.push({ path, message: problem });
      }
      if (field.format === 'email' && text !== '' && !isValidEmail(text)) problems.push({ path, message: 'Enter a valid email address' });
      if (field.format === 'phone' && text !== '' && !SITE_PHONE.test(text)) problems.push({ path, message: 'Enter a phone number: digits, spaces and + ( ) - .' });
      if (field.format === 'ussd' && text !== '' && !USSD.test(text)) problems.push({ path, message: 'Enter digits, * and #, with {code} once where the code goes' });
      return text;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < field.min || value > field.max) {
        problems.push({ path, message: `Must be a whole number from ${field.min} to ${field.max}` });
        return field.min;
      }
      return value;
    }
    case 'image': {
      if (value === null || value === undefined || value === '') return '';
      const image = isRecord(value) ? value : {};
      const { src, width, height } = image;
      const size = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 10_000;
      if (typeof src !== 'string' || !IMAGE_SRC.test(src) || !size(width) || !size(height) || Object.keys(image).length !== 3) {
        problems.push({ path, message: 'Choose an image uploaded to this site' });
        return '';
      }
      return { src, width: width as number, height: height as number };
    }
    case 'group':
      return checkRecord(field.fields, value, path, problems);
    case 'list': {
      if (!Array.isArray(value)) {
        problems.push({ path, message: 'Must be a list' });
        return [];
      }
      if (field.fixed ? value.length !== field.max : value.length > field.max) {
        problems.push({ path, message: field.fixed ? `Must have exactly ${field.max} entries` : `At most ${field.max} entries` });
        return [];
      }
      const keys = new Set<string>();
      return value.map((item: unknown, index) => {
        const itemPath = `${path}.${index}`;
        const key = isRecord(item) ? item.key : undefined;
        if (typeof key !== 'string' || !KEY.test(key) || keys.has(key)) problems.push({ path: itemPath, message: 'Each entry needs its own key' });
        else keys.add(key);
        const { key: _key, ...rest } = isRecord(item) ? item : {};
        return { key: typeof key === 'string' ? key : '', ...checkRecord(field.item, rest, itemPath, problems) };
      });
    }
  }
}

function checkRecord(fields: Fields, value: unknown, path: string, problems: ContentProblem[]): ContentRecord {
  const given = isRecord(value) ? value : {};
  if (!isRecord(value)) problems.push({ path: path || 'content', message: 'Must be a record' });
  for (const name of Object.keys(given)) if (!Object.hasOwn(fields, name)) problems.push({ path: join(path, name), message: `Unknown field ${name}` });
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, checkField(field, given[name], join(path, name), problems)]));
}

const join = (path: string, name: string | number) => (path ? `${path}.${name}` : String(name));

/** A section's values as sent, checked and normalised (trimmed, every field present), or what is wrong with them. */
export function checkSection(section: SectionName, value: unknown): { content: ContentRecord; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const content = checkRecord(SECTIONS[section].fields, value, '', problems);
  return { content, problems };
}

function localizeField(field: Field, value: unknown, language: Language): ShownRecord[string] {
  switch (field.kind) {
    case 'text': {
      const texts = (isRecord(value) ? value : {}) as Partial<Localized>;
      const own = texts[language] ?? '';
      const english = texts[DEFAULT_LANGUAGE] ?? '';
      return own !== '' || english === '' || language === DEFAULT_LANGUAGE ? own || english : { en: english };
    }
    case 'plain':
      return typeof value === 'string' ? value : '';
    case 'number':
      return typeof value === 'number' ? value : 0;
    case 'image':
      return isRecord(value) ? (value as unknown as ContentImage) : null;
    case 'group':
      return localizeRecord(field.fields, value, language);
    case 'list':
      return (Array.isArray(value) ? value : []).map((item: unknown) => ({
        key: isRecord(item) && typeof item.key === 'string' ? item.key : '',
        ...localizeRecord(field.item, item, language),
      }));
  }
}

function localizeRecord(fields: Fields, value: unknown, language: Language): ShownRecord {
  const given = isRecord(value) ? value : {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => !field.private)
      .map(([name, field]) => [name, localizeField(field, given[name], language)]),
  );
}

/**
 * A section as a reader of `language` reads it: each text in that language, or in English marked
 * `{ en }` where that language's is not written; a private field is left out wherever it is.
 */
export function localizeSection(section: SectionName, content: unknown, language: Language): ShownRecord {
  return localizeRecord(SECTIONS[section].fields, content, language);
}

function eachText(fields: Fields, value: unknown, visit: (texts: Partial<Localized>) => void): void {
  const given = isRecord(value) ? value : {};
  for (const [name, field] of Object.entries(fields)) {
    const inner = given[name];
    if (field.kind === 'text') visit((isRecord(inner) ? inner : {}) as Partial<Localized>);
    else if (field.kind === 'group') eachText(field.fields, inner, visit);
    else if (field.kind === 'list' && Array.isArray(inner)) for (const item of inner) eachText(field.item, item, visit);
  }
}

/** For each language, how many texts written in English it lacks (English counts the required ones left empty). */
export function missingCounts(section: SectionName, content: unknown): Record<Language, number> {
  const counts = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  eachText(SECTIONS[section].fields, content, (texts) => {
    const english = texts[DEFAULT_LANGUAGE] ?? '';
    if (english === '') return;
    for (const language of LANGUAGES) if (language !== DEFAULT_LANGUAGE && !(texts[language] ?? '')) counts[language] += 1;
  });
  return counts;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function describeFields(fields: Fields, before: unknown, after: unknown, place: string, out: string[]): void {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  for (const [name, field] of Object.entries(fields)) {
    const at = place ? `${place} › ${field.label}` : field.label;
    const a = old[name];
    const b = now[name];
    if (same(a, b)) continue;
    if (field.kind === 'text') {
      const languages = LANGUAGES.filter((language) => ((isRecord(a) ? a[language] : '') ?? '') !== ((isRecord(b) ? b[language] : '') ?? ''));
      out.push(`${at} changed (${languages.map((language) => LANGUAGE_NAMES[language]).join(', ')})`);
    } else if (field.kind === 'group') describeFields(field.fields, a, b, at, out);
    else if (field.kind === 'list') describeList(field, a, b, at, out);
    else out.push(`${at} changed`);
  }
}

function describeList(field: Field & { kind: 'list' }, before: unknown, after: unknown, place: string, out: string[]): void {
  const old = (Array.isArray(before) ? before : []) as ContentRecord[];
  const now = (Array.isArray(after) ? after : []) as ContentRecord[];
  const title = (item: ContentRecord, index: number) => {
    const named = item.name ?? (isRecord(item.question) ? item.question[DEFAULT_LANGUAGE] : undefined);
    return typeof named === 'string' && named ? `${field.itemName} ${index + 1} (${named})` : `${field.itemName} ${index + 1}`;
  };
  const oldKeys = old.map((item) => item.key);
  const newKeys = now.map((item) => item.key);
  now.forEach((item, index) => {
    const was = old.find((other) => other.key === item.key);
    if (!was) out.push(`${place}: ${title(item, index)} added`);
    else describeFields(field.item, was, item, `${place} › ${title(item, index)}`, out);
  });
  old.forEach((item, index) => {
    if (!newKeys.includes(item.key)) out.push(`${place}: ${title(item, index)} removed`);
  });
  const kept = oldKeys.filter((key) => newKeys.includes(key));
  if (!same(kept, newKeys.filter((key) => oldKeys.includes(key)))) out.push(`${place}: order changed`);
}

/** What changed from one version of a section to another, one readable line per change. */
export function describeChanges(section: SectionName, before: unknown, after: unknown): string[] {
  const out: string[] = [];
  describeFields(SECTIONS[section].fields, before, after, '', out);
  return out;
}

/** A payment field's value as stored and as its label names it ("Bank › Account number", "Hours (English)"). */
export interface PaymentValue {
  path: string;
  label: string;
  value: string;
}

function paymentValuesOf(fields: Fields, value: unknown, path: string, place: string, inside: boolean, out: PaymentValue[]): void {
  const given = isRecord(value) ? value : {};
  for (const [name, field] of Object.entries(fields)) {
    const at = path ? `${path}.${name}` : name;
    const label = place ? `${place} › ${field.label}` : field.label;
    const payment = inside || field.payment === true;
    if (field.kind === 'group') paymentValuesOf(field.fields, given[name], at, label, payment, out);
    else if (field.kind === 'list') {
      const items = Array.isArray(given[name]) ? (given[name] as unknown[]) : [];
      items.forEach((item, index) => paymentValuesOf(field.item, item, `${at}.${index}`, `${label} ${index + 1}`, payment, out));
    } else if (payment && field.kind === 'text') {
      // Each language's words are a value of their own: a notice quotes the one that changed.
      const texts = (isRecord(given[name]) ? given[name] : {}) as Partial<Localized>;
      for (const language of LANGUAGES) out.push({ path: `${at}.${language}`, label: `${label} (${LANGUAGE_NAMES[language]})`, value: texts[language] ?? '' });
    } else if (payment) {
      const raw = given[name];
      out.push({ path: at, label, value: typeof raw === 'string' || typeof raw === 'number' ? String(raw) : raw == null ? '' : JSON.stringify(raw) });
    }
  }
}

/** Every payment field's value in a section (fields marked `payment`, and all inside one; a text once per language), in form order. */
export function paymentValues(section: SectionName, content: unknown): PaymentValue[] {
  const out: PaymentValue[] = [];
  paymentValuesOf(SECTIONS[section].fields, content, '', '', false, out);
  return out;
}

/** A payment destination that differs between two versions, with its old and new value. */
export interface PaymentChange {
  label: string;
  path: string;
  from: string;
  to: string;
}

/** The payment destinations that differ between two versions of a section. */
export function paymentChanges(section: SectionName, before: unknown, after: unknown): PaymentChange[] {
  const old = new Map(paymentValues(section, before).map((entry) => [entry.path, entry]));
  return paymentValues(section, after)
    .filter((entry) => (old.get(entry.path)?.value ?? '') !== entry.value)
    .map((entry) => ({ label: entry.label, path: entry.path, from: old.get(entry.path)?.value ?? '', to: entry.value }));
}
