// Filling in a catalogue's message: `{name}` placeholders, and plural messages written as
// { one: '{count} student', other: '{count} students' }, chosen by the pinned rule (plural.ts).
import { formatNumber } from './format.ts';
import type { Language } from './languages.ts';
import { pluralCategory } from './plural.ts';

export type PluralMessage = { one: string; other: string };
export type Values = Record<string, string | number>;

/** The message with each `{name}` replaced by its value; numbers are formatted in the language. */
export function fill(language: Language, message: string, values: Values = {}): string {
  return message.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(language, value) : value;
  });
}

/** A plural message for `count` (given to it as `{count}` too). */
export function plural(language: Language, message: PluralMessage, count: number, values: Values = {}): string {
  return fill(language, message[pluralCategory(language, count)], { count, ...values });
}

/** The placeholders a message names, sorted: what every language's version must name alike. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!))].sort();
}
