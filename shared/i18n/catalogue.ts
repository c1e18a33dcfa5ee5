// The shape every language's catalogue (shared/locales/<code>.ts) must have: English's, key for
// key, with each message translated. TypeScript checks the keys; tests/shared/catalogues.test.ts
// checks them again at run time with the placeholders of every message and the length of lists.

/** A translation of an English catalogue part: the same keys and lists, any strings. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : { readonly [K in keyof T]: Translation<T[K]> };

/** Every message of a catalogue part by its dotted path: { 'home.cards.0.title': 'Who We Are', ... }. */
export function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (value === null || typeof value !== 'object') return { [prefix]: String(value) };
  const entries: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value)) Object.assign(entries, flatten(inner, prefix ? `${prefix}.${key}` : key));
  return entries;
}

/**
 * What is wrong with a language's catalogue against English's: a message missing or extra, a
 * message empty, or one whose {placeholders} differ from the English message's.
 */
export function catalogueProblems(english: Record<string, unknown>, other: Record<string, unknown>): string[] {
  const reference = flatten(english);
  const translated = flatten(other);
  const names = (message: string) => [...new Set([...message.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]))].sort().join(', ');
  const problems: string[] = [];
  for (const [key, message] of Object.entries(reference)) {
    const translation = translated[key];
    if (translation === undefined) problems.push(`missing: ${key}`);
    else if (translation.trim() === '') problems.push(`empty: ${key}`);
    else if (names(translation) !== names(message)) problems.push(`placeholders differ: ${key} has {${names(translation)}}, English {${names(message)}}`);
  }
  for (const key of Object.keys(translated)) if (!(key in reference)) problems.push(`not in English: ${key}`);
  return problems;
}
