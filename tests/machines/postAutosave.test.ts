import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_TEXTS, RETRY_MAX_MS, autosaveFor, autosaveText, retryDelay } from '../../machines/postAutosave.ts';

// One test per transition of the autosave. Names read "<from> → <to> on <event>".

interface Values {
  title: string;
}

function start(save: (values: Values) => Promise<unknown> = () => Promise.resolve()) {
  const sent: Values[] = [];
  const machine = autosaveFor<Values>(
    (values) => {
      sent.push(values);
      return save(values);
    },
    (values) => values.title.trim() !== '',
  );
  const actor = createActor(machine).start();
  const text = () => autosaveText(actor.getSnapshot());
  const change = (title: string) => actor.send({ type: 'CHANGE', values: { title } });
  return { actor, sent, text, change };
}

const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('untouched: says nothing and saves nothing', async () => {
    const { text, sent } = start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(text()).toBe('');
    expect(sent).toEqual([]);
  });

  test('untouched → waiting on CHANGE; waiting → saving 2 s after the last change → saved', async () => {
    const { text, sent, change } = start();
    change('A');
    expect(text()).toBe(AUTOSAVE_TEXTS.saving);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500);
    change('Ab');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500);
    // Typing goes on: nothing sent yet, 2 s counted from the last change.
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([{ title: 'Ab' }]);
    expect(text()).toBe(AUTOSAVE_TEXTS.saved);
  });

  test('waiting → saving at once on FLUSH (the page is left)', async () => {
    const { actor, sent, change } = start();
    change('Leaving');
    actor.send({ type: 'FLUSH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ title: 'Leaving' }]);
  });

  test('saving: a change meanwhile waits for the save, then goes in the next one (saving → waiting)', async () => {
    let finish!: () => void;
    const { actor, sent, change, text } = start(() => new Promise<void>((done) => (finish = done)));
    change('One');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    change('One two');
    expect(sent).toEqual([{ title: 'One' }]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(text()).toBe(AUTOSAVE_TEXTS.saving);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ title: 'One' }, { title: 'One two' }]);
    expect(text()).toBe(AUTOSAVE_TEXTS.saved);
  });

  test('saving → retrying on a failed request; retried with growing pauses until it goes through', async () => {
    let failures = 3;
    const { sent, change, text } = start(() => (failures-- > 0 ? Promise.reject(refusal('NETWORK_ERROR', 'offline')) : Promise.resolve()));
    change('Offline');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(text()).toBe(AUTOSAVE_TEXTS.retrying);
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(retryDelay(3));
    expect(sent).toEqual(Array(4).fill({ title: 'Offline' }));
    expect(text()).toBe(AUTOSAVE_TEXTS.saved);
    expect(retryDelay(20)).toBe(RETRY_MAX_MS);
  });

  test('retrying keeps the newest values: a change while offline is what the retry sends', async () => {
    let failures = 1;
    const { sent, change } = start(() => (failures-- > 0 ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve()));
    change('Old');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    change('Newer');
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(sent).toEqual([{ title: 'Old' }, { title: 'Newer' }]);
  });

  test('saving → refused when the server refuses the draft; no retry; refused → waiting on CHANGE', async () => {
    let refuse = true;
    const { sent, change, text } = start(() => (refuse ? Promise.reject(refusal('BAD_USER_INPUT', 'title must be at most 200 characters')) : Promise.resolve()));
    change('x'.repeat(201));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(text()).toBe('Not saved: title must be at most 200 characters');
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(sent).toHaveLength(1);
    refuse = false;
    change('Short');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(text()).toBe(AUTOSAVE_TEXTS.saved);
  });

  test('→ needsTitle on a change without a title: nothing sent; → waiting once it has one', async () => {
    const { sent, change, text } = start();
    change('   ');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(text()).toBe(AUTOSAVE_TEXTS.needsTitle);
    expect(sent).toEqual([]);
    change('Titled');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([{ title: 'Titled' }]);
  });
});
