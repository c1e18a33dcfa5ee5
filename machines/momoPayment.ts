// Paying a pledge now with MTN MoMo, from the thank-you beside the manual instructions: the donor
// gives their number, MTN prompts the phone, and the page asks the server how the payment stands
// every few seconds until MTN's word is in (received with its receipt number, or failed), or until
// it has waited long enough: never a spinner without end. A page that comes back (the tab restored)
// asks first, so a payment already under way is followed, not asked again. The page provides the
// calls (pay, check) and the pace (input).
import { assign, fromPromise, setup } from 'xstate';
import type { GiftPaymentState } from '../shared/payments.ts';

/** How a payment stands, as the server answers it (giftPayment, payGiftByMomo). */
export interface GiftPaymentAnswer {
  status: GiftPaymentState;
  receiptNumber?: string | null;
  reason?: string | null;
}

export interface MomoPaymentInput {
  /** Between two questions to the server (ms). */
  pollMs: number;
  /** How long the page waits for MTN's word before it says so and stops asking (ms). */
  waitMs: number;
}

export interface MomoPaymentContext extends MomoPaymentInput {
  answer: GiftPaymentAnswer | null;
  /** When the page began waiting (ms since the epoch). */
  since: number;
  /** A refusal of the request to pay: the server's words, its code and the field it is about (if any). */
  error: { message: string; code: string | null; field: string | null } | null;
}

export type MomoPaymentEvent = { type: 'PAY'; number: string } | { type: 'RETRY' } | { type: 'CHECK' };

/** The sentence and field of a refusal: the server's own words, else none (the page says its own). */
const refusalOf = (error: unknown) => {
  const apiError = error as { message?: unknown; code?: unknown; field?: unknown } | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { message: text(apiError?.message) ?? '', code: text(apiError?.code), field: text(apiError?.field) };
};

const routes = [
  { guard: 'received', target: 'received' },
  { guard: 'ended', target: 'ended' },
  { guard: 'none', target: 'ready' },
  { target: 'waiting' },
] as const;

export const momoPaymentMachine = setup({
  types: {
    context: {} as MomoPaymentContext,
    events: {} as MomoPaymentEvent,
    input: {} as MomoPaymentInput,
    tags: {} as 'form' | 'pending' | 'waiting',
  },
  actors: {
    // Provided by the page: payGiftByMomo with the number as typed.
    pay: fromPromise<GiftPaymentAnswer, { number: string }>(async () => {
      throw new Error('pay is provided by the page');
    }),
    // Provided by the page: giftPayment.
    check: fromPromise<GiftPaymentAnswer>(async () => {
      throw new Error('check is provided by the page');
    }),
  },
  guards: {
    received: ({ event }) => (event as unknown as { output: GiftPaymentAnswer }).output.status === 'SUCCESSFUL',
    ended: ({ event }) => ['FAILED', 'EXPIRED', 'UNDERPAID'].includes((event as unknown as { output: GiftPaymentAnswer }).output.status),
    none: ({ event }) => (event as unknown as { output: GiftPaymentAnswer }).output.status === 'NONE',
    waitedEnough: ({ context }) => Date.now() - context.since >= context.waitMs,
  },
  delays: {
    poll: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'momoPayment',
  context: ({ input }) => ({ ...input, answer: null, since: Date.now(), error: null }),
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        src: 'check',
        onDone: routes.map((route) => ({ ...route, actions: assign({ answer: ({ event }) => event.output }) })),
        onError: 'ready',
      },
    },
    ready: {
      tags: ['form'],
      on: { PAY: 'requesting' },
    },
    requesting: {
      tags: ['form', 'pending'],
      entry: assign({ error: null }),
      invoke: {
        src: 'pay',
        input: ({ event }) => ({ number: (event as Extract<MomoPaymentEvent, { type: 'PAY' }>).number }),
        onDone: routes.map((route) => ({ ...route, actions: assign({ answer: ({ event }) => event.output, since: () => Date.now() }) })),
        onError: { target: 'ready', actions: assign({ error: ({ event }) => refusalOf(event.error) }) },
      },
    },
    waiting: {
      tags: ['waiting'],
      after: { poll: [{ guard: 'waitedEnough', target: 'timedOut' }, { target: 'checking' }] },
    },
    checking: {
      tags: ['waiting'],
      invoke: {
        src: 'check',
        onDone: routes.map((route) => ({ ...route, actions: assign({ answer: ({ event }) => event.output }) })),
        // No answer this time (the connection dropped): ask again at the next poll.
        onError: 'waiting',
      },
    },
    received: { type: 'final' },
    ended: {
      on: { RETRY: 'ready' },
    },
    timedOut: {
      on: { CHECK: { target: 'checking', actions: assign({ since: () => Date.now() }) }, RETRY: 'ready' },
    },
  },
});
