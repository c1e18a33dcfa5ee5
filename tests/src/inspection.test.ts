import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { deletionMachine } from '../../machines/deletion.ts';
import { givingFormMachine } from '../../machines/givingForm.ts';
import { loginMachine } from '../../machines/login.ts';
import { postDetailsMachine } from '../../machines/postDetails.ts';
import { postEditorMachine } from '../../machines/postEditor.ts';
import { siteContentEditorMachine } from '../../machines/siteContentEditor.ts';

// The Stately inspector in a development build: opened by ?inspect, it sees every machine.
const seen: InspectionEvent[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (event: InspectionEvent) => void seen.push(event) } }),
}));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const ids = () => new Set(seen.flatMap((event) => (event.type === '@xstate.actor' ? [(event.actorRef as unknown as { id: string }).id] : [])));

test('without ?inspect nothing is loaded or recorded', async () => {
  vi.resetModules();
  const { inspect } = await import('../../src/lib/inspection.ts');
  createActor(loginMachine, { inspect, id: 'quiet' }).start();
  await vi.dynamicImportSettled();
  expect(seen).toEqual([]);
});

test('with ?inspect every machine of the app shows up in the inspector', async () => {
  vi.resetModules();
  window.history.replaceState(null, '', '/LoginIn?inspect');
  const { inspect } = await import('../../src/lib/inspection.ts');
  createActor(loginMachine, { inspect, id: 'login' }).start();
  createActor(postEditorMachine, { inspect, id: 'postEditor', input: { mode: 'create' } }).start();
  createActor(deletionMachine, { inspect, id: 'deletion', input: { kind: 'post' } }).start();
  createActor(postDetailsMachine, { inspect, id: 'postDetails', input: { postId: 'p1', post: null } }).start();
  createActor(siteContentEditorMachine, { inspect, id: 'siteContentEditor', input: { section: 'faq' } }).start();
  createActor(givingFormMachine, { inspect, id: 'givingForm' }).start();
  // (and the actors they invoke, such as the details page's load)
  await vi.waitFor(() => expect([...ids()]).toEqual(expect.arrayContaining(['login', 'postEditor', 'deletion', 'postDetails', 'siteContentEditor', 'givingForm'])), { timeout: 15_000 });
});

test('every machine the app runs is given the inspector', () => {
  const root = join(import.meta.dirname, '..', '..', 'src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name));
  const running = files.filter((name) => readFileSync(join(root, name), 'utf8').includes('useMachine('));
  expect(running.length).toBeGreaterThanOrEqual(4);
  for (const name of running) {
    const text = readFileSync(join(root, name), 'utf8');
    const calls = text.split('useMachine(').slice(1);
    for (const call of calls) expect(call.slice(0, 600), relative(root, join(root, name))).toMatch(/\binspect\b/);
  }
});
