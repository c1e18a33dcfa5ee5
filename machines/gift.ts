// A gift's life: a pledge is Received (staff mark it, with what arrived) or Cancelled; a gift
// recorded without a pledge starts Received. Received and Cancelled are final: the server refuses
// any change to them (server/giving/service.ts), and the admin offers none.
import { setup } from 'xstate';
import type { GiftStatus } from '../shared/giving.ts';

export type GiftEvent = { type: 'MARK_RECEIVED' } | { type: 'CANCEL' };

export const giftMachine = setup({
  types: {
    input: {} as { status: GiftStatus },
    events: {} as GiftEvent,
  },
}).createMachine({
  id: 'gift',
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => (context as { status: GiftStatus }).status === 'RECEIVED', target: 'RECEIVED' },
        { guard: ({ context }) => (context as { status: GiftStatus }).status === 'CANCELLED', target: 'CANCELLED' },
        { target: 'PLEDGED' },
      ],
    },
    PLEDGED: { on: { MARK_RECEIVED: 'RECEIVED', CANCEL: 'CANCELLED' } },
    RECEIVED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
  context: ({ input }) => input,
});

/** What staff may do to a gift in `status`: the events its state accepts. */
export function giftActions(status: GiftStatus): GiftEvent['type'][] {
  const node = giftMachine.resolveState({ value: status, context: { status } });
  return (['MARK_RECEIVED', 'CANCEL'] as const).filter((type) => node.can({ type }));
}
