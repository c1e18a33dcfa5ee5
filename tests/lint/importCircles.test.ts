import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// No module reaches itself through its imports, of any kind: values, `import type`, re-exports and
// `import()` alike. A circle of types still ties two modules into one (neither can be read, moved or
// tested without the other); the fix is the third module both need. An import of a server
// feature's index (its one way in) counts as imports of the modules the names it takes come from.
const ROOT = resolve(import.meta.dirname, '..', '..');
const LAYERS = ['server', 'shared', 'src', 'store', 'machines'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** A server feature's entry (server/<feature>/index.ts), which only re-exports its modules' names. */
const isFeatureIndex = (path: string) => /[/\\]server[/\\][^/\\]+[/\\]index\.ts$/.test(path);

/** What a feature's index re-exports: each name, as it is exported, to the file it comes from. */
function reExportsOf(index: string): Map<string, string> {
  const source = ts.createSourceFile(index, readFileSync(index, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const from = resolve(dirname(index), (statement.moduleSpecifier as ts.StringLiteral).text);
    for (const element of statement.exportClause.elements) names.set(element.name.text, from);
  }
  return names;
}

/**
 * The modules an import of a feature's index reaches: the ones its names come from (the index is
 * the feature's one way in, not a module of its own that ties every importer to the whole
 * feature). Null when the names cannot be told (a namespace or dynamic import): then the index.
 */
function throughIndex(file: string, text: string, index: string): string[] | null {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const reExports = reExportsOf(index);
  const reached = new Set<string>();
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || resolve(dirname(file), (specifier as ts.StringLiteral).text) !== index) continue;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (!clause || ts.isNamespaceImport(clause) || ts.isNamespaceExport(clause) || (ts.isImportDeclaration(statement) && statement.importClause?.name)) return null;
    for (const element of clause.elements) {
      const from = reExports.get((element.propertyName ?? element.name).text);
      if (!from) return null;
      reached.add(from);
    }
  }
  if (/import\(/.test(text) && text.includes(relative(dirname(file), index).replaceAll('\\', '/'))) return null;
  return [...reached];
}

/** The files a source imports by a relative path (the app writes every import with its extension). */
function importsOf(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((target) => existsSync(target) && statSync(target).isFile())
    .flatMap((target) => (isFeatureIndex(target) && target !== file ? (throughIndex(file, text, target) ?? [target]) : [target]));
}

/** The import graph of files (absolute path to the files it imports). */
export function importGraph(root = ROOT, layers = LAYERS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const layer of layers) for (const file of sources(join(root, layer))) graph.set(file, importsOf(file, readFileSync(file, 'utf8')));
  return graph;
}

/** Every circle of the graph, as its files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    lowest.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

test('no import circle in server/, shared/, src/, store/ or machines/, type imports included', () => {
  const found = circles(importGraph()).map((circle) => circle.map((file) => relative(ROOT, file)).join(' ↔ '));
  expect(found).toEqual([]);
});

describe('the check finds a circle', () => {
  const file = (name: string) => join(ROOT, 'server', name);

  test('through three modules', () => {
    const graph = new Map([
      [file('a.ts'), [file('b.ts')]],
      [file('b.ts'), [file('c.ts')]],
      [file('c.ts'), [file('a.ts')]],
      [file('d.ts'), [file('a.ts')]],
    ]);
    expect(circles(graph)).toEqual([[file('a.ts'), file('b.ts'), file('c.ts')]]);
  });

  test('reads type imports, re-exports and import() as imports', () => {
    const from = join(ROOT, 'server', 'posts', 'example.ts');
    const text = [
      "import type { PostReads } from './readService.ts';",
      "export { cardsRead } from './cards.ts';",
      "const later = () => import('./publicReads.ts');",
      "import { badInput } from '../core/errors.ts';",
      "import Fastify from 'fastify';",
    ].join('\n');
    expect(importsOf(from, text).map((target) => relative(ROOT, target))).toEqual([
      'server/posts/readService.ts',
      'server/posts/cards.ts',
      'server/posts/publicReads.ts',
      'server/core/errors.ts',
    ]);
  });

  test('reads an import of a feature’s index as imports of the modules its names come from', () => {
    const from = join(ROOT, 'server', 'seo', 'example.ts');
    const text = ["import { canonicalJson, type ChainCheck } from '../audit/index.ts';", "import type { Eraser } from '../privacy/index.ts';"].join('\n');
    expect(importsOf(from, text).map((target) => relative(ROOT, target))).toEqual(['server/audit/chain.ts', 'server/privacy/erasure.ts']);
  });

  test('and no circle where imports go one way', () => {
    expect(circles(new Map([[file('a.ts'), [file('b.ts')]], [file('b.ts'), []]]))).toEqual([]);
  });
});
