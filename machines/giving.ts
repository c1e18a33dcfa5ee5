// A gift's life as a machine, built from its one rule (GIFT_TARGETS in shared/giving.ts): a state
// per status, and each event the rule allows from it. Received and Cancelled are final: the server
// refuses any change to them (server/giving/service.ts), and the admin offers none.
import { setup } from 'xstate';
import { GIFT_EVENTS, GIFT_STATUSES, GIFT_TARGETS, giftTransition, type GiftEventType, type GiftStatus } from '../shared/giving.ts';

export type GiftEvent = { type: GiftEventType };

/** Each status's events and where they lead; a status none leaves is final. */
const states = Object.fromEntries(
  GIFT_STATUSES.map((status) => {
    const on = Object.fromEntries(GIFT_EVENTS.flatMap((event) => (GIFT_TARGETS[event][status] ? [[event, GIFT_TARGETS[event][status]]] : [])));
    return [status, Object.keys(on).length ? { on } : { type: 'final' as const }];
  }),
) as Record<GiftStatus, { on: Partial<Record<GiftEventType, GiftStatus>> } | { type: 'final' }>;

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
        ...GIFT_STATUSES.map((status) => ({ guard: ({ context }: { context: unknown }) => (context as { status: GiftStatus }).status === status, target: status })),
        { target: GIFT_STATUSES[0] },
      ],
    },
    ...states,
  },
  context: ({ input }) => input,
});

/** What staff may do to a gift in `status`: the events its state accepts. */
export function giftActions(status: GiftStatus): GiftEventType[] {
  const node = giftMachine.resolveState({ value: status, context: { status } });
  return GIFT_EVENTS.filter((type) => node.can({ type }) && giftTransition(status, type) !== null);
}
