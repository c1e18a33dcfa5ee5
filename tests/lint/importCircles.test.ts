import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// No module reaches itself through its imports, of any kind: values, `import type`, re-exports and
// `import()` alike. A circle of types still ties two modules into one (neither can be read, moved or
// tested without the other); the fix is the third module both need.
const ROOT = resolve(import.meta.dirname, '..', '..');
const LAYERS = ['server', 'shared', 'src', 'store', 'machines'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The files a source imports by a relative path (the app writes every import with its extension). */
function importsOf(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((target) => existsSync(target) && statSync(target).isFile());
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

  test('and no circle where imports go one way', () => {
    expect(circles(new Map([[file('a.ts'), [file('b.ts')]], [file('b.ts'), []]]))).toEqual([]);
  });
});
