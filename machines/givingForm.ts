// The giving form: the donor chooses (amount, currency, way, campaign, optional details), gives,
// and is shown the gift's reference and how to pay it; a refusal (bad input, too many attempts,
// no connection) is said beside the form, whose values stay. The page provides the call (pledge),
// and shows again a pledge its tab made when the page comes back (SHOW).
import { assign, fromPromise, setup } from 'xstate';
import type { PledgeInput } from '../shared/giving.ts';
import type { PayNowWay } from '../shared/payments.ts';
import type { ApiError } from '../shared/types.ts';

/** How to pay a pledge, as the server answers it (server/giving/service.ts). */
export interface PledgeInstructions {
  kind: 'mobileMoney' | 'bank' | 'cash' | 'card';
  number?: string | null;
  code?: string | null;
  dial?: string | null;
  details?: string[] | null;
  hours?: string | null;
}

export interface Pledged {
  reference: string;
  amount: number;
  currency: string;
  way: string;
  instructions: PledgeInstructions;
  /** Whether the instructions were sent to the donor's e-mail address too. */
  emailed: boolean;
  /** The ways it may be paid at once, and the secret this browser pays it with (shared/payments.ts). */
  payNow?: readonly PayNowWay[];
  payToken?: string | null;
  /** Whether it started a monthly giving ("Give every month"). */
  monthly?: boolean;
}

export interface GivingFormContext {
  /** The pledge answered, once given. */
  pledged: Pledged | null;
  /** What is said beside the form after a refusal, and the field it is about (if any). */
  error: { message: string; field: string | null } | null;
}

export type GivingFormEvent =
  | { type: 'GIVE'; input: PledgeInput }
  | { type: 'GIVE_AGAIN' }
  /** The page came back (a reload, the tab restored after dialling) to a pledge this tab made. */
  | { type: 'SHOW'; pledged: Pledged };

export const GIVING_FORM_TEXTS = {
  failed: 'Your gift could not be recorded. Please try again.',
} as const;

/** The sentence and field of a refusal: the server's own words, else a general one. */
export function refusalOf(error: unknown): { message: string; field: string | null } {
  const apiError = error as (Partial<ApiError> & { field?: unknown }) | undefined;
  const message = typeof apiError?.message === 'string' && apiError.message ? apiError.message : GIVING_FORM_TEXTS.failed;
  return { message, field: typeof apiError?.field === 'string' ? apiError.field : null };
}

export const givingFormMachine = setup({
  types: {
    context: {} as GivingFormContext,
    events: {} as GivingFormEvent,
    tags: {} as 'form' | 'pending',
  },
  actors: {
    // Provided by the page: sends the pledge (pledgeGift).
    pledge: fromPromise<Pledged, PledgeInput>(async () => {
      throw new Error('pledge is provided by the page');
    }),
  },
}).createMachine({
  id: 'givingForm',
  context: { pledged: null, error: null },
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['form'],
      on: {
        GIVE: 'giving',
        SHOW: { target: 'pledged', actions: assign({ pledged: ({ event }) => event.pledged, error: null }) },
      },
    },
    giving: {
      tags: ['form', 'pending'],
      entry: assign({ error: null }),
      invoke: {
        src: 'pledge',
        input: ({ event }) => (event as Extract<GivingFormEvent, { type: 'GIVE' }>).input,
        onDone: { target: 'pledged', actions: assign({ pledged: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => refusalOf(event.error) }) },
      },
    },
    pledged: {
      on: { GIVE_AGAIN: { target: 'choosing', actions: assign({ pledged: null }) } },
    },
  },
});
