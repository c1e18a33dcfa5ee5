import { ESLint } from 'eslint';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';

// The lint's import rules (eslint.config.js), run through ESLint's own API on small files placed at
// a path of the project (the files need not exist; what they import does).
const ROOT = resolve(import.meta.dirname, '..', '..');
export const eslint = new ESLint({ cwd: ROOT });

/** The rule that keeps the layers, the server's domains and the admin features apart. */
export const LAYER_RULE = 'import-x/no-restricted-paths';

/** The rules an import reports when written in a file at `filePath` (from the project root). */
export async function reported(filePath: string, code: string): Promise<string[]> {
  return (await reports(filePath, code)).map((message) => message.ruleId ?? message.message);
}

/** What the lint says of an import written in a file at `filePath`: each rule with its message. */
export async function reports(filePath: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath: join(ROOT, filePath) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** What linting the files `patterns` match reports under `rules`: each message with its file (at least one file is linted). */
export async function crossings(patterns: string[], rules: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(patterns);
  expect(results.length).toBeGreaterThan(0);
  return results.flatMap((result) =>
    result.messages.filter((message) => message.ruleId !== null && rules.includes(message.ruleId)).map((message) => `${result.filePath}: ${message.message}`),
  );
}
