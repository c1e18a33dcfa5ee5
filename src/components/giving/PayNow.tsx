// "Pay now with MTN MoMo", beside a MoMo pledge's manual instructions (which stay, whatever
// happens here): the donor's number as they type it, MTN's prompt to approve on the phone, and the
// receipt number once the gift has arrived, or a clear word when it did not. The states are
// machines/momoPayment.ts; the number's rule is the server's own (shared/payments.ts).
import { useMachine } from '@xstate/react';
import { Form } from 'formik';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { momoPaymentMachine, type GiftPaymentAnswer } from '../../../machines/momoPayment.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';
import { MOMO_PAGE_WAIT_MS, momoMsisdn } from '../../../shared/payments.ts';
import { useGiftPaymentMutation, usePayGiftByMomoMutation } from '../../../store/api/giving.ts';
import type { Pledged } from '../../../machines/givingForm.ts';
import { CheckedFormik } from '../../lib/formChecks.tsx';
import { inspect } from '../../lib/inspection.ts';
import { TextControl } from './GivingFields.tsx';
import type { Texts } from './givingRules.ts';
import { PAY_NOW_TEXTS } from './payNowTexts.ts';

/** Between two questions to the server while MTN's word is awaited. */
const POLL_MS = 3_000;

export function PayNow({ texts, language, pledged }: { texts: Texts; language: Language; pledged: Pledged & { payToken: string } }) {
  const t = PAY_NOW_TEXTS[language];
  const [payByMomo] = usePayGiftByMomoMutation();
  const [giftPayment] = useGiftPaymentMutation();
  const key = { reference: pledged.reference, payToken: pledged.payToken };
  const answered = async (result: { data?: GiftPaymentAnswer; error?: unknown }) => {
    if (result.error) throw result.error;
    return result.data!;
  };
  const machine = momoPaymentMachine.provide({
    actors: {
      pay: fromPromise(async ({ input }: { input: { number: string } }) => answered(await payByMomo({ ...key, number: input.number }))),
      check: fromPromise(async () => answered(await giftPayment(key))),
    },
  });
  const [snapshot, send] = useMachine(machine, { input: { pollMs: POLL_MS, waitMs: MOMO_PAGE_WAIT_MS }, inspect });
  const said = useRef<HTMLParagraphElement>(null);
  const reference = pledged.reference;
  const amount = formatMoney(language, pledged.amount, pledged.currency);
  const state = snapshot.value;
  // Each outcome is focused as it appears, so a screen reader reads it.
  useEffect(() => said.current?.focus(), [state]);

  const { answer, error } = snapshot.context;
  if (snapshot.matches('resuming')) return null;
  if (snapshot.matches('received')) {
    return (
      <p ref={said} tabIndex={-1} className="giving-pay__said giving-pay__said--received">
        {fill(language, t.received, { receipt: answer?.receiptNumber ?? '' })}
      </p>
    );
  }
  if (snapshot.hasTag('waiting')) {
    return (
      <div className="giving-pay" role="status">
        <p ref={said} tabIndex={-1} className="giving-pay__said">
          <strong>{t.approve}</strong>
        </p>
        <p>{fill(language, t.approveHow, { amount })}</p>
      </div>
    );
  }
  if (snapshot.matches('ended')) {
    const underpaid = answer?.status === 'UNDERPAID';
    return (
      <div className="giving-pay">
        <p ref={said} tabIndex={-1} className="giving-pay__said" role="alert">
          {fill(language, underpaid ? t.underpaid : t.failed, { reference })}
        </p>
        {underpaid ? null : (
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })}>
            {t.retry}
          </button>
        )}
      </div>
    );
  }
  if (snapshot.matches('timedOut')) {
    return (
      <div className="giving-pay">
        <p ref={said} tabIndex={-1} className="giving-pay__said">
          {fill(language, t.timedOut, { reference })}
        </p>
        <button type="button" className="button button--ghost" onClick={() => send({ type: 'CHECK' })}>
          {t.check}
        </button>
      </div>
    );
  }
  const pending = snapshot.hasTag('pending');
  let refusal = '';
  if (error?.code === 'RATE_LIMITED') refusal = texts.errors.tooManyAttempts;
  else if (error?.field === 'number') refusal = t.momoNumber;
  else if (error) refusal = fill(language, t.unreachable, { reference });
  return (
    <CheckedFormik
      initialValues={{ momoNumber: '' }}
      validate={(values) => (momoMsisdn(values.momoNumber) ? {} : { momoNumber: t.momoNumber })}
      onSubmit={(values) => send({ type: 'PAY', number: values.momoNumber })}
    >
      <Form className="form giving-pay" noValidate aria-label={t.pay}>
        <TextControl name="momoNumber" label={t.number} type="tel" inputMode="tel" autoComplete="tel" />
        <p role="alert" className="form__error">
          {refusal}
        </p>
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t.paying : t.pay}
        </button>
      </Form>
    </CheckedFormik>
  );
}
