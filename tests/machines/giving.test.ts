import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { giftActions, giftMachine } from '../../machines/giving.ts';

// One test per transition of a gift's life. Names read "<from> → <to> on <event>".

describe('a gift’s states', () => {
  test('a pledge starts Pledged; a recorded gift starts Received', () => {
    expect(createActor(giftMachine, { input: { status: 'PLEDGED' } }).start().getSnapshot().value).toBe('PLEDGED');
    expect(createActor(giftMachine, { input: { status: 'RECEIVED' } }).start().getSnapshot().value).toBe('RECEIVED');
    expect(createActor(giftMachine, { input: { status: 'CANCELLED' } }).start().getSnapshot().value).toBe('CANCELLED');
  });

  test('Pledged → Received on MARK_RECEIVED, and it stays so', () => {
    const actor = createActor(giftMachine, { input: { status: 'PLEDGED' } }).start();
    actor.send({ type: 'MARK_RECEIVED' });
    expect(actor.getSnapshot().value).toBe('RECEIVED');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('Pledged → Cancelled on CANCEL, and it stays so', () => {
    const actor = createActor(giftMachine, { input: { status: 'PLEDGED' } }).start();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('CANCELLED');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('what staff may do: mark received or cancel a pledge, nothing to a received or cancelled gift', () => {
    expect(giftActions('PLEDGED')).toEqual(['MARK_RECEIVED', 'CANCEL']);
    expect(giftActions('RECEIVED')).toEqual([]);
    expect(giftActions('CANCELLED')).toEqual([]);
  });
});
