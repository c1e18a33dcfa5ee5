// "Pay by card" for a card pledge: Flutterwave's hosted page takes the card (never this site). Back
// from it, the page asks the server how the payment stands (the server verified it with
// Flutterwave, never trusting the return's words) for up to a minute: the receipt number once
// received; otherwise "Pay by card" again, the pledge and its reference still there.
import { useEffect, useRef, useState } from 'react';
import type { GiftPaymentAnswer } from '../../../machines/momoPayment.ts';
import type { Pledged } from '../../../machines/givingForm.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';
import { useGiftPaymentMutation, usePayGiftByCardMutation } from '../../../store/api/giving.ts';
import { PAY_NOW_TEXTS } from './payNowTexts.ts';

const POLL_MS = 3_000;
/** How long the page asks after coming back before it stops (no spinner without end). */
const WAIT_MS = 60_000;

export function PayByCard({ language, pledged }: { language: Language; pledged: Pledged & { payToken: string } }) {
  const t = PAY_NOW_TEXTS[language];
  const [payByCard, opening] = usePayGiftByCardMutation();
  const [giftPayment] = useGiftPaymentMutation();
  const [answer, setAnswer] = useState<GiftPaymentAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  const key = { reference: pledged.reference, payToken: pledged.payToken };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const since = Date.now();
    const ask = async () => {
      const result = await giftPayment(key);
      if (stopped) return;
      const now = (result.data as GiftPaymentAnswer | undefined) ?? null;
      if (now) setAnswer(now);
      if (now?.status === 'PENDING' && Date.now() - since < WAIT_MS) timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Asked once per pledge shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pledged.reference]);
  useEffect(() => said.current?.focus(), [answer?.status]);

  if (answer?.status === 'SUCCESSFUL' && answer.receiptNumber) {
    return (
      <p ref={said} tabIndex={-1} className="giving-pay__said giving-pay__said--received">
        {fill(language, t.received, { receipt: answer.receiptNumber })}
      </p>
    );
  }
  if (answer?.status === 'UNDERPAID') {
    return (
      <p ref={said} tabIndex={-1} className="giving-pay__said" role="alert">
        {fill(language, t.cardUnderpaid, { reference: pledged.reference })}
      </p>
    );
  }
  const open = async () => {
    setFailed(false);
    const result = await payByCard(key);
    if (result.data?.link) window.location.assign(result.data.link);
    else setFailed(true);
  };
  return (
    <div className="giving-pay">
      <p>{t.cardNote}</p>
      {answer?.status === 'PENDING' ? <p role="status">{t.cardChecking}</p> : null}
      <p role="alert" className="form__error">
        {failed ? fill(language, t.cardUnavailable, { reference: pledged.reference }) : ''}
      </p>
      <button type="button" className="button" disabled={opening.isLoading} aria-busy={opening.isLoading || undefined} onClick={() => void open()}>
        {opening.isLoading ? t.cardOpening : t.card}
      </button>
    </div>
  );
}
