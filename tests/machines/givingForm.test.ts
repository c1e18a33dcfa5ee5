import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { GIVING_FORM_TEXTS, givingFormMachine, refusalOf, type Pledged } from '../../machines/givingForm.ts';
import type { PledgeInput } from '../../shared/giving.ts';
import { deferred } from './helpers.ts';

// One test per transition of the giving form. Names read "<from> → <to> on <event>".

const input: PledgeInput = { amount: 10_000, currency: 'RWF', way: 'MTN_MOMO' };
const pledged: Pledged = {
  reference: 'BCF-K7P2QX',
  amount: 10_000,
  currency: 'RWF',
  way: 'MTN_MOMO',
  instructions: { kind: 'mobileMoney', number: '+250 788 000 111', code: '123456', dial: 'tel:*182*8*1*123456%23' },
  emailed: false,
};

function start(pledge: (input: PledgeInput) => Promise<Pledged>) {
  const machine = givingFormMachine.provide({ actors: { pledge: fromPromise<Pledged, PledgeInput>(({ input }) => pledge(input)) } });
  return createActor(machine).start();
}

describe('the giving form machine', () => {
  test('starts choosing, with the form, nothing pledged and no error', () => {
    const actor = start(() => Promise.resolve(pledged));
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ pledged: null, error: null });
  });

  test('choosing → giving on GIVE: the choice is sent, the form shows it is pending', () => {
    const pending = deferred<Pledged>();
    const sent: PledgeInput[] = [];
    const actor = start((given) => (sent.push(given), pending.promise));
    actor.send({ type: 'GIVE', input });
    expect(actor.getSnapshot().value).toBe('giving');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(sent).toEqual([input]);
  });

  test('giving → pledged when the server answers: the reference and the instructions are kept', async () => {
    const actor = start(() => Promise.resolve(pledged));
    actor.send({ type: 'GIVE', input });
    await waitFor(actor, (snapshot) => snapshot.matches('pledged'));
    expect(actor.getSnapshot().context.pledged).toEqual(pledged);
    expect(actor.getSnapshot().hasTag('form')).toBe(false);
  });

  test('giving → choosing when refused: the server’s words and their field are said, nothing is pledged', async () => {
    const actor = start(() => Promise.reject(Object.assign(new Error('The smallest gift is 100 RWF'), { code: 'BAD_USER_INPUT', field: 'amount' })));
    actor.send({ type: 'GIVE', input: { ...input, amount: 50 } });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toEqual({ pledged: null, error: { message: 'The smallest gift is 100 RWF', field: 'amount' } });
  });

  test('choosing → pledged on SHOW: a pledge the tab made is shown again, without sending anything', () => {
    const sent: PledgeInput[] = [];
    const actor = start((given) => (sent.push(given), Promise.resolve(pledged)));
    actor.send({ type: 'SHOW', pledged });
    expect(actor.getSnapshot().value).toBe('pledged');
    expect(actor.getSnapshot().context).toEqual({ pledged, error: null });
    expect(sent).toEqual([]);
  });

  test('choosing → giving on GIVE again after a refusal: the error is cleared while it is sent', async () => {
    let calls = 0;
    const pending = deferred<Pledged>();
    const actor = start(() => (++calls === 1 ? Promise.reject(new Error('Too many attempts. Please try again later.')) : pending.promise));
    actor.send({ type: 'GIVE', input });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    actor.send({ type: 'GIVE', input });
    expect(actor.getSnapshot().value).toBe('giving');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('pledged → choosing on GIVE_AGAIN: a new gift starts from an empty answer', async () => {
    const actor = start(() => Promise.resolve(pledged));
    actor.send({ type: 'GIVE', input });
    await waitFor(actor, (snapshot) => snapshot.matches('pledged'));
    actor.send({ type: 'GIVE_AGAIN' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.pledged).toBeNull();
  });

  test('GIVE while giving or pledged is ignored (one gift per press)', async () => {
    const pending = deferred<Pledged>();
    const sent: PledgeInput[] = [];
    const actor = start((given) => (sent.push(given), pending.promise));
    actor.send({ type: 'GIVE', input });
    actor.send({ type: 'GIVE', input });
    expect(sent).toHaveLength(1);
    pending.resolve(pledged);
    await waitFor(actor, (snapshot) => snapshot.matches('pledged'));
    actor.send({ type: 'GIVE', input });
    expect(actor.getSnapshot().value).toBe('pledged');
  });

  test('a refusal without words of its own (no connection) says the general sentence', () => {
    expect(refusalOf(new TypeError(''))).toEqual({ message: GIVING_FORM_TEXTS.failed, field: null });
    expect(refusalOf(undefined)).toEqual({ message: GIVING_FORM_TEXTS.failed, field: null });
  });
});
