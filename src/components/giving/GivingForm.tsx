// The giving form on the Donate page (loaded only when the visitor asks for it, at #give): a pledge
// of an amount, a currency, a way and maybe a campaign, with the donor's details all optional;
// once the server has given it a reference, how to pay it the chosen way. The form's states are
// machines/givingForm.ts; the rules are shared/giving.ts, the server's own.
import { useMachine } from '@xstate/react';
import { Form } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import '../../../styles/giving.scss';
import { givingFormMachine, type Pledged } from '../../../machines/givingForm.ts';
import { useOnlinePayWaysQuery, usePledgeGiftMutation, usePledgeToPayMutation } from '../../../store/api/giving.ts';
import type { ApiError } from '../../../store/api/errors.ts';
import { givingForm } from '../../i18n/english/givingForm.ts';
import { visitArrival } from '../../lib/beacon.ts';
import { CheckedFormik } from '../../lib/formChecks.tsx';
import { inspect } from '../../lib/inspection.ts';
import { useLanguage, useMessages } from '../../i18n/messages.ts';
import { AmountFields, CampaignField, DropClosedCampaign, FocusFirstProblem, MonthlyField, TextControl, WayField } from './GivingFields.tsx';
import { givingChecks, initialValues, pledgeOf, refusalIn, type CampaignChoice, type FormPledge } from './givingRules.ts';
import { MONTHLY_TEXTS } from './monthlyTexts.ts';
import { ChosenWay } from './ChosenWay.tsx';
import { Instructions } from './Instructions.tsx';
import { forgetPledge, keepPledge, keptPledge } from './keptPledge.ts';

/** A monthly reminder's pay link: the giving form's address, the pledge's reference and its pay token. */
const PAY_LINK = /^#give:(BCF-[A-HJ-NP-Z2-9]{6}):([A-Za-z0-9_-]{1,200})$/;

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';
export type { CampaignChoice };

/** The giving form in the page's language, which is also the language of its e-mail. */
export default function GivingForm({ campaigns, onCampaignClosed }: { campaigns: CampaignChoice[]; onCampaignClosed: () => void }) {
  const language = useLanguage();
  const texts = useMessages('givingForm', givingForm);
  const checks = useMemo(() => givingChecks(language, texts), [language, texts]);
  const [pledge] = usePledgeGiftMutation();
  // "Card" is offered only while card payments are on (asked once the form is open).
  const cards = useOnlinePayWaysQuery().data?.includes('CARD') ?? false;
  // Sends the pledge, with where this visit came from and the page it began on (counted only
  // together, in the Insights); a refusal in the page's language.
  const pledgeActor = fromPromise(async ({ input }: { input: FormPledge }) => {
    const arrival = visitArrival();
    const result = await pledge({ input: { ...input, arrivalSource: arrival.source, arrivalPath: arrival.path }, language });
    if (result.error) {
      const error = result.error as Partial<ApiError>;
      // The campaign closed since the page asked (the server names the field): ask again, and the form unchooses it.
      if (error.code === 'BAD_USER_INPUT' && error.field === 'campaignId') onCampaignClosed();
      throw refusalIn(language, texts, error);
    }
    const pledged: Pledged = { ...(result.data as Pledged), monthly: input.monthly === true };
    keepPledge({ pledged, email: input.email });
    return pledged;
  });
  const [snapshot, send] = useMachine(givingFormMachine.provide({ actors: { pledge: pledgeActor } }), { inspect });
  // The e-mail address of the pledge shown (what the instructions were sent to).
  const sentTo = useRef<string | undefined>(undefined);
  const monthlyTexts = MONTHLY_TEXTS[language];
  const [pledgeToPay] = usePledgeToPayMutation();
  const navigate = useNavigate();
  // A monthly reminder's pay link (#give:<reference>:<pay token>): its pledge is opened to be paid.
  const [payLink, setPayLink] = useState<'opening' | 'failed' | null>(() => (PAY_LINK.test(window.location.hash) ? 'opening' : null));
  // Back on the page after a pledge (a reload, the tab restored after dialling): shown again.
  useEffect(() => {
    const link = PAY_LINK.exec(window.location.hash);
    if (link) {
      void pledgeToPay({ reference: link[1]!, payToken: link[2]!, language }).then((result) => {
        // The token leaves the address bar (and the tab's history) once read.
        void navigate({ hash: 'give' }, { replace: true });
        if (!result.data) return setPayLink('failed');
        const pledged = result.data as Pledged;
        keepPledge({ pledged });
        sentTo.current = undefined;
        setPayLink(null);
        send({ type: 'SHOW', pledged });
      });
      return;
    }
    const kept = keptPledge();
    if (!kept) return;
    sentTo.current = kept.email;
    send({ type: 'SHOW', pledged: kept.pledged });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);
  // "Make another gift" takes the keyboard to the new form's amount (its button is gone).
  const startedAgain = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!startedAgain.current || !snapshot.matches('choosing')) return;
    startedAgain.current = false;
    form.current?.querySelector<HTMLElement>('[name="amount"]')?.focus();
  });
  const { pledged, error } = snapshot.context;
  const pending = snapshot.hasTag('pending');
  if (payLink === 'opening') return <p role="status">{monthlyTexts.opening}</p>;

  if (snapshot.matches('pledged') && pledged) {
    const again = () => {
      startedAgain.current = true;
      forgetPledge();
      send({ type: 'GIVE_AGAIN' });
    };
    return <Instructions texts={texts} language={language} pledged={pledged} email={sentTo.current} onAgain={again} />;
  }
  return (
    <CheckedFormik
      initialValues={initialValues}
      validate={checks}
      onSubmit={(values) => {
        const input = pledgeOf(values);
        sentTo.current = input.email;
        send({ type: 'GIVE', input });
      }}
    >
      <Form ref={form} className="form giving-form" noValidate aria-label={texts.name}>
        {payLink === 'failed' ? <p role="alert">{monthlyTexts.linkFailed}</p> : null}
        <FocusFirstProblem />
        <DropClosedCampaign campaigns={campaigns} />
        <AmountFields texts={texts} language={language} />
        <WayField texts={texts} cards={cards} />
        <ChosenWay cards={cards} />
        {campaigns.length > 0 ? <CampaignField texts={texts} campaigns={campaigns} /> : null}
        <MonthlyField texts={monthlyTexts} />
        <fieldset className="giving-form__donor">
          <legend>{texts.donor}</legend>
          <p className="giving-form__note">{texts.donorNote}</p>
          <TextControl name="name" label={texts.donorName} autoComplete="name" />
          <TextControl name="email" label={texts.email} type="email" inputMode="email" autoComplete="email" />
          <TextControl name="phone" label={texts.phone} type="tel" inputMode="tel" autoComplete="tel" />
        </fieldset>
        <p role="alert" className="form__error">
          {error?.message}
        </p>
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? texts.submitting : texts.submit}
        </button>
      </Form>
    </CheckedFormik>
  );
}
