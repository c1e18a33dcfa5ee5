import { useEffect, useRef } from 'react';
import type { Pledged } from '../../../machines/givingForm.ts';
import { dialed } from '../../../shared/giving.ts';
import { formatMoney } from '../../../shared/i18n/format.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';
import type { Texts } from './givingRules.ts';
import { PayByCard } from './PayByCard.tsx';
import { PayNow } from './PayNow.tsx';
import { MONTHLY_TEXTS } from './monthlyTexts.ts';

/** The reference and how to pay it, the chosen way; focused when it appears, so it is read out. */
export function Instructions({ texts, language, pledged, email, onAgain }: {
  texts: Texts;
  language: Language;
  pledged: Pledged;
  email: string | undefined;
  onAgain: () => void;
}) {
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => thanks.current?.focus(), []);
  const { instructions } = pledged;
  const amount = formatMoney(language, pledged.amount, pledged.currency);
  let how;
  if (instructions.kind === 'mobileMoney') {
    how = (
      <>
        <p>{fill(language, texts.mobileMoney, { amount, number: instructions.number ?? '', code: instructions.code ?? '' })}</p>
        {instructions.dial ? (
          <p>
            <a className="button giving-done__dial" href={instructions.dial}>
              {texts.dial}
            </a>{' '}
            <code>{dialed(instructions.dial)}</code>
          </p>
        ) : null}
        <p>{texts.mobileMoneyReference}</p>
        {pledged.payToken && pledged.payNow?.includes('MTN_MOMO') ? <PayNow texts={texts} language={language} pledged={{ ...pledged, payToken: pledged.payToken }} /> : null}
      </>
    );
  } else if (instructions.kind === 'bank') {
    how = (
      <>
        <p>{fill(language, texts.bank, { amount })}</p>
        <ul>
          {(instructions.details ?? []).map((detail, index) => (
            // The details have no id of their own, and two may read alike.
            <li key={index}>{detail}</li>
          ))}
        </ul>
        <p>{texts.bankReference}</p>
      </>
    );
  } else if (instructions.kind === 'card') {
    how = pledged.payToken && pledged.payNow?.includes('CARD') ? <PayByCard language={language} pledged={{ ...pledged, payToken: pledged.payToken }} /> : null;
  } else {
    how = (
      <>
        <p>{fill(language, texts.cash, { amount, hours: instructions.hours ?? '' })}</p>
        <p>{texts.cashReference}</p>
      </>
    );
  }
  return (
    <div className="giving-done">
      <p ref={thanks} tabIndex={-1} className="giving-done__thanks">
        {fill(language, texts.thanks, { reference: pledged.reference })}
      </p>
      {how}
      {pledged.monthly ? <p>{MONTHLY_TEXTS[language].thanks}</p> : null}
      {pledged.emailed && email ? <p>{fill(language, texts.emailed, { email })}</p> : null}
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {texts.again}
      </button>
    </div>
  );
}
