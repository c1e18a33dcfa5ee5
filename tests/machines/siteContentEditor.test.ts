import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SECTION_EDITOR_TEXTS, siteContentEditorMachine, type SectionView, type WriteInput } from '../../machines/siteContentEditor.ts';
import type { ContentRecord, SectionName } from '../../shared/siteContent/schema.ts';
import { deferred } from './helpers.ts';

// One test per transition of the section editor. Names read "<from> → <to> on <event>".

const published: ContentRecord = { items: [{ key: 'who', question: { en: 'Who?', rw: '', fr: '' }, answer: { en: 'Students.', rw: '', fr: '' } }] };
const draft: ContentRecord = { items: [{ key: 'who', question: { en: 'Who can apply?', rw: '', fr: '' }, answer: { en: 'Students.', rw: '', fr: '' } }] };
const edited: ContentRecord = { items: [{ key: 'who', question: { en: 'Who may apply?', rw: 'Ni nde?', fr: '' }, answer: { en: 'Students.', rw: '', fr: '' } }] };

const view = (version: number, withDraft: ContentRecord | null = null, content = published): SectionView => ({
  version,
  published: content,
  draft: withDraft,
  changedAt: 1_700_000_000_000,
  changedBy: 'Aline',
});

const apiError = (code: string, message: string) => ({ code, message });

interface Stubs {
  load?: () => Promise<SectionView>;
  save?: (input: WriteInput) => Promise<SectionView>;
  publish?: (input: WriteInput) => Promise<SectionView>;
  discard?: () => Promise<SectionView>;
  restore?: (input: Omit<WriteInput, 'content'> & { id: string }) => Promise<SectionView>;
}

async function start(stubs: Stubs = {}, section: SectionName = 'faq') {
  const calls: { step: string; input: unknown }[] = [];
  const previews: SectionName[] = [];
  let publishedCount = 0;
  const record =
    <I, O>(step: string, run: (input: I) => Promise<O>) =>
    ({ input }: { input: I }) => (calls.push({ step, input }), run(input));
  const machine = siteContentEditorMachine.provide({
    actors: {
      load: fromPromise(record('load', stubs.load ?? (() => Promise.resolve(view(3))))),
      save: fromPromise(record('save', stubs.save ?? ((input: WriteInput) => Promise.resolve(view(input.version + 1, input.content))))),
      publish: fromPromise(record('publish', stubs.publish ?? ((input: WriteInput) => Promise.resolve(view(input.version + 1, null, input.content))))),
      discard: fromPromise(record('discard', stubs.discard ?? (() => Promise.resolve(view(9))))),
      restore: fromPromise(record('restore', stubs.restore ?? (() => Promise.resolve(view(9, draft))))),
    },
    actions: {
      openPreview: (_, { section: shown }) => void previews.push(shown),
      contentPublished: () => void (publishedCount += 1),
    },
  });
  const actor = createActor(machine, { input: { section } }).start();
  await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
  return { actor, calls, previews, published: () => publishedCount };
}

const settled = (actor: Awaited<ReturnType<typeof start>>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('editing') || snapshot.matches('conflict') || snapshot.matches('loadFailed'));

describe('the site section editor', () => {
  test('loading → editing on load done: the form shows the draft, else the published version', async () => {
    const withDraft = await start({ load: () => Promise.resolve(view(4, draft)) });
    expect(withDraft.actor.getSnapshot().value).toBe('editing');
    expect(withDraft.actor.getSnapshot().context.values).toEqual(draft);
    const without = await start();
    expect(without.actor.getSnapshot().context.values).toEqual(published);
    expect(without.actor.getSnapshot().context.dirty).toBe(false);
  });

  test('loading → loadFailed on load error; loadFailed → loading on RELOAD', async () => {
    let fail = true;
    const { actor } = await start({ load: () => (fail ? Promise.reject(apiError('NETWORK_ERROR', 'offline')) : Promise.resolve(view(3))) });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.message).toBe(SECTION_EDITOR_TEXTS.loadFailed);
    fail = false;
    actor.send({ type: 'RELOAD' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  test('editing → editing on EDIT: the form holds the values, marked changed', async () => {
    const { actor } = await start();
    actor.send({ type: 'EDIT', values: edited });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ values: edited, dirty: true });
  });

  test('editing → saving → editing on SAVE: the form is sent with the version it was loaded at', async () => {
    const pending = deferred<SectionView>();
    const { actor, calls } = await start({ save: () => pending.promise });
    actor.send({ type: 'EDIT', values: edited });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls.at(-1)).toEqual({ step: 'save', input: { section: 'faq', version: 3, content: edited } });
    pending.resolve(view(4, edited));
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, notice: SECTION_EDITOR_TEXTS.saved, values: edited });
    expect(actor.getSnapshot().context.view?.version).toBe(4);
  });

  test('editing → previewing → editing on PREVIEW: the draft is saved, then its page opens', async () => {
    const { actor, calls, previews } = await start({}, 'team');
    actor.send({ type: 'PREVIEW' });
    expect(actor.getSnapshot().value).toBe('previewing');
    await settled(actor);
    expect(calls.at(-1)?.step).toBe('save');
    expect(previews).toEqual(['team']);
  });

  test('editing → publishing → editing on PUBLISH: what the form shows goes public, and the pages read it again', async () => {
    const { actor, calls, published: publishes } = await start();
    actor.send({ type: 'EDIT', values: edited });
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().value).toBe('publishing');
    await settled(actor);
    expect(calls.at(-1)).toEqual({ step: 'publish', input: { section: 'faq', version: 3, content: edited } });
    expect(actor.getSnapshot().context).toMatchObject({ notice: SECTION_EDITOR_TEXTS.published, values: edited, dirty: false });
    expect(actor.getSnapshot().context.view?.draft).toBeNull();
    expect(publishes()).toBe(1);
  });

  test('publishing → editing on a refusal: the form and the draft stay as they were, with the server’s reason', async () => {
    const { actor, published: publishes } = await start({
      load: () => Promise.resolve(view(3, draft)),
      publish: () => Promise.reject(apiError('BAD_USER_INPUT', 'Question is required in English')),
    });
    actor.send({ type: 'EDIT', values: edited });
    actor.send({ type: 'PUBLISH' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: edited,
      dirty: true,
      failure: { message: 'Question is required in English', conflict: false },
    });
    expect(actor.getSnapshot().context.view?.draft).toEqual(draft);
    expect(publishes()).toBe(0);
    // Saving still works after a failed publish.
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  test('saving → conflict on CONFLICT: nothing more is sent until RELOAD; conflict → loading on RELOAD', async () => {
    const { actor, calls } = await start({
      save: () => Promise.reject(apiError('CONFLICT', 'Aline changed this section on 2026-11-27 10:00 (Kigali time)')),
    });
    actor.send({ type: 'EDIT', values: edited });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Aline changed this section on 2026-11-27 10:00 (Kigali time)', conflict: true });
    expect(actor.getSnapshot().context.values).toEqual(edited);
    const sent = calls.length;
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'PUBLISH' });
    expect(calls).toHaveLength(sent);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ values: published, failure: null, dirty: false });
  });

  test('editing → discarding → editing on DISCARD: the published version comes back', async () => {
    const { actor, calls } = await start({ load: () => Promise.resolve(view(5, draft)), discard: () => Promise.resolve(view(6)) });
    actor.send({ type: 'DISCARD' });
    expect(actor.getSnapshot().value).toBe('discarding');
    await settled(actor);
    expect(calls.at(-1)).toEqual({ step: 'discard', input: { section: 'faq', version: 5 } });
    expect(actor.getSnapshot().context).toMatchObject({ values: published, notice: SECTION_EDITOR_TEXTS.discarded });
  });

  test('editing stays on DISCARD without a draft', async () => {
    const { actor, calls } = await start();
    actor.send({ type: 'DISCARD' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.map((call) => call.step)).toEqual(['load']);
  });

  test('editing → restoring → editing on RESTORE: the revision becomes the draft', async () => {
    const { actor, calls } = await start();
    actor.send({ type: 'RESTORE', id: 'rev-1' });
    expect(actor.getSnapshot().value).toBe('restoring');
    await settled(actor);
    expect(calls.at(-1)).toEqual({ step: 'restore', input: { section: 'faq', version: 3, id: 'rev-1' } });
    expect(actor.getSnapshot().context).toMatchObject({ values: draft, notice: SECTION_EDITOR_TEXTS.restored });
  });

  test('editing → loading on RELOAD', async () => {
    const { actor, calls } = await start();
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);
    expect(calls.filter((call) => call.step === 'load')).toHaveLength(2);
  });
});
