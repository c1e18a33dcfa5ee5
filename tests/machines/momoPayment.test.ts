import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { momoPaymentMachine, type GiftPaymentAnswer } from '../../machines/momoPayment.ts';

// One test per transition of "Pay now with MTN MoMo". Names read "<from> → <to> on <event>".

const answer = (status: GiftPaymentAnswer['status'], receiptNumber: string | null = null): GiftPaymentAnswer => ({ status, receiptNumber, reason: null });

function start({ pay = async () => answer('PENDING'), checks = [answer('NONE')] as (GiftPaymentAnswer | Error)[], waitMs = 60_000 } = {}) {
  const asked: string[] = [];
  const machine = momoPaymentMachine.provide({
    actors: {
      pay: fromPromise<GiftPaymentAnswer, { number: string }>(async ({ input }) => {
        asked.push(input.number);
        return pay();
      }),
      check: fromPromise<GiftPaymentAnswer>(async () => {
        const next = checks.length > 1 ? checks.shift()! : checks[0]!;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  return { actor: createActor(machine, { input: { pollMs: 5, waitMs } }).start(), asked };
}

describe('the MoMo payment machine', () => {
  test('resuming → ready on NONE (no payment yet): the form', async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });

  test('resuming → waiting on PENDING (a payment under way when the page came back): MTN is not asked again', async () => {
    const { actor, asked } = start({ checks: [answer('PENDING')] });
    await waitFor(actor, (snapshot) => snapshot.hasTag('waiting'));
    expect(asked).toEqual([]);
  });

  test('resuming → received on SUCCESSFUL, with the receipt number', async () => {
    const { actor } = start({ checks: [answer('SUCCESSFUL', 'BCF-2026-0001')] });
    await waitFor(actor, (snapshot) => snapshot.matches('received'));
    expect(actor.getSnapshot().context.answer?.receiptNumber).toBe('BCF-2026-0001');
  });

  test('resuming → ready when the server cannot be asked', async () => {
    const { actor } = start({ checks: [new Error('offline')] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  });

  test('ready → requesting → waiting on PAY, the number sent as typed', async () => {
    const { actor, asked } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'PAY', number: '078 812 3456' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('waiting'));
    expect(asked).toEqual(['078 812 3456']);
  });

  test('requesting → ready on a refusal, its code and field kept', async () => {
    const { actor } = start({ pay: () => Promise.reject(Object.assign(new Error('x'), { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' })) });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'PAY', number: '0788123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED', field: null });
  });

  test('requesting → ended on FAILED (MTN could not be reached), and ended → ready on RETRY', async () => {
    const { actor } = start({ pay: async () => answer('FAILED') });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'PAY', number: '0788123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('ended'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('waiting → checking → received once MTN confirms; a failed question is asked again', async () => {
    const { actor } = start({ checks: [answer('NONE'), answer('PENDING'), new Error('offline'), answer('SUCCESSFUL', 'BCF-2026-0002')] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'PAY', number: '0788123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('received'));
    expect(actor.getSnapshot().context.answer?.receiptNumber).toBe('BCF-2026-0002');
  });

  test('checking → ended on UNDERPAID', async () => {
    const { actor } = start({ checks: [answer('NONE'), answer('UNDERPAID')] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'PAY', number: '0788123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('ended'));
  });

  test('waiting → timedOut once it has waited long enough (no spinner without end), and timedOut → checking on CHECK', async () => {
    const { actor } = start({ checks: [answer('NONE'), answer('PENDING')], waitMs: 30 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'PAY', number: '0788123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('timedOut'));
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
  });
});
