// The two forms that record money received: a pledge marked received, and a gift that came without
// one. Their checks are the server's (shared/giving.ts), with its words; what it still refuses is
// said in the dialog. Dates are Kigali days, as the server reads them.
import { mixed, object, string } from 'yup';
import {
  CURRENCIES,
  GIVING_LIMITS,
  GIVING_MESSAGES,
  isReceivedRwf,
  WAYS,
  amountProblem,
  donorProblems,
  isCurrency,
  type GiftWay,
} from '../../../../shared/giving.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { useGetCampaignsQuery, useMarkGiftReceivedMutation, useRecordGiftMutation, type GiftRow } from '../../../../store/api/givingAdmin.ts';
import { SelectField, TextField } from '../common/fields.tsx';
import { isDay, kigaliDate } from '../../../../shared/kigaliTime.ts';
import { FormDialog } from './FormDialog.tsx';
import { RECEIPT_LANGUAGES, WAY_LABELS, formatAmount } from './giftTexts.ts';

export const GIFT_DIALOG_TEXTS = {
  markTitle: (reference: string) => `Mark received: ${reference}`,
  recordTitle: 'Record a gift',
  confirm: 'Confirm',
  received: (reference: string, receipt: string | null) => `${reference} is received: receipt ${receipt ?? ''}`,
  recorded: (reference: string, receipt: string | null) => `Gift ${reference} recorded: receipt ${receipt ?? ''}`,
  pledged: (amount: string) => `Pledged: ${amount}.`,
  gift: 'The gift',
  donor: 'The donor',
  receipt: 'What was received',
  chooseWay: 'Choose a way',
  noCampaign: 'None',
} as const;

/** A whole number field's value: Formik gives a number input's as a number, or '' when empty. */
type WholeValue = number | '';

interface ReceivedValues {
  amountRwf: WholeValue;
  date: string;
  transactionId: string;
}

/** What was received: a whole amount in RWF, a day not after today in Kigali, a transaction id of limited length. */
const receivedRules = {
  amountRwf: mixed<WholeValue>().test(
    'received-amount',
    GIVING_MESSAGES.receivedAmount,
    (value) => isReceivedRwf(value),
  ),
  date: string()
    .required(GIVING_MESSAGES.receivedDate)
    .test('received-date', GIVING_MESSAGES.receivedDate, (value) => isDay(value) && value <= kigaliDate(Date.now())),
  transactionId: string().max(GIVING_LIMITS.transactionId, GIVING_MESSAGES.transactionId),
};

const receivedStart = (amountRwf: WholeValue): ReceivedValues => ({ amountRwf, date: kigaliDate(Date.now()), transactionId: '' });

const receivedInput = (values: ReceivedValues) => ({
  amountRwf: Number(values.amountRwf),
  date: values.date,
  transactionId: values.transactionId.trim(),
});

function ReceivedFields() {
  return (
    <>
      <TextField name="amountRwf" label="Amount received (RWF)" type="number" required />
      <TextField name="date" label="Date received" type="date" required />
      <TextField name="transactionId" label="Transaction id" />
    </>
  );
}

/** A pledge marked received: what arrived (its amount prefilled when the pledge is in RWF), when, and the payment's id. */
export function MarkReceivedDialog({ gift, onClose, onDone = onClose }: { gift: GiftRow; onClose: () => void; onDone?: () => void }) {
  const [markReceived, { isLoading }] = useMarkGiftReceivedMutation();
  return (
    <FormDialog<ReceivedValues>
      title={GIFT_DIALOG_TEXTS.markTitle(gift.reference)}
      intro={<p>{GIFT_DIALOG_TEXTS.pledged(formatAmount(gift.amount, gift.currency))}</p>}
      initialValues={receivedStart(gift.currency === 'RWF' ? gift.amount : '')}
      validationSchema={object(receivedRules)}
      submit={GIFT_DIALOG_TEXTS.confirm}
      save={async (values) => {
        const received = await markReceived({ id: gift.id, input: receivedInput(values) }).unwrap();
        return GIFT_DIALOG_TEXTS.received(received.reference, received.receiptNumber);
      }}
      busy={isLoading}
      onClose={onClose}
      onSaved={onDone}
    >
      <ReceivedFields />
    </FormDialog>
  );
}

interface RecordValues extends ReceivedValues {
  amount: WholeValue;
  currency: string;
  way: string;
  campaignId: string;
  name: string;
  email: string;
  phone: string;
  language: Language;
}

/** One of the donor's details, checked as the server checks it (trimmed). */
const donorRule = (field: 'name' | 'email' | 'phone') =>
  string().test('donor', '', function check(value) {
    const problem = donorProblems({ [field]: (value ?? '').trim() }).find((one) => one.field === field);
    return problem ? this.createError({ message: problem.message }) : true;
  });

const recordSchema = object({
  amount: mixed<WholeValue>().test('amount', '', function check(value) {
    const currency = (this.parent as RecordValues).currency;
    const problem = amountProblem(value, isCurrency(currency) ? currency : 'RWF');
    return problem ? this.createError({ message: problem }) : true;
  }),
  currency: string().oneOf(CURRENCIES, GIVING_MESSAGES.currency).required(GIVING_MESSAGES.currency),
  way: string().oneOf(WAYS, GIVING_MESSAGES.way).required(GIVING_MESSAGES.way),
  name: donorRule('name'),
  email: donorRule('email'),
  phone: donorRule('phone'),
  ...receivedRules,
});

const recordStart = (): RecordValues => ({
  amount: '',
  currency: 'RWF',
  way: '',
  campaignId: '',
  name: '',
  email: '',
  phone: '',
  language: 'en',
  ...receivedStart(''),
});

/** Money that came without a pledge: the gift, its donor (each detail optional) and what was received. */
export function RecordGiftDialog({ onClose }: { onClose: () => void }) {
  const [recordGift, { isLoading }] = useRecordGiftMutation();
  const { data: campaigns = [] } = useGetCampaignsQuery();
  return (
    <FormDialog<RecordValues>
      title={GIFT_DIALOG_TEXTS.recordTitle}
      initialValues={recordStart()}
      validationSchema={recordSchema}
      submit={GIFT_DIALOG_TEXTS.confirm}
      save={async (values) => {
        const recorded = await recordGift({
          amount: Number(values.amount),
          currency: values.currency as (typeof CURRENCIES)[number],
          way: values.way as GiftWay,
          ...(values.campaignId ? { campaignId: values.campaignId } : {}),
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          language: values.language,
          ...receivedInput(values),
        }).unwrap();
        return GIFT_DIALOG_TEXTS.recorded(recorded.reference, recorded.receiptNumber);
      }}
      busy={isLoading}
      onClose={onClose}
    >
      <fieldset>
        <legend>{GIFT_DIALOG_TEXTS.gift}</legend>
        <TextField name="amount" label="Amount" type="number" required />
        <SelectField name="currency" label="Currency" options={CURRENCIES} placeholder={null} required />
        <SelectField
          name="way"
          label="Way"
          options={WAYS.map((way) => ({ value: way, label: WAY_LABELS[way] }))}
          placeholder={GIFT_DIALOG_TEXTS.chooseWay}
          required
        />
        <SelectField
          name="campaignId"
          label="Campaign"
          options={campaigns.map((campaign) => ({ value: campaign.id, label: campaign.title.en }))}
          placeholder={GIFT_DIALOG_TEXTS.noCampaign}
        />
      </fieldset>
      <fieldset>
        <legend>{GIFT_DIALOG_TEXTS.donor}</legend>
        <TextField name="name" label="Name" autoComplete="off" />
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
        <SelectField name="language" label="Language" options={RECEIPT_LANGUAGES} placeholder={null} />
      </fieldset>
      <fieldset>
        <legend>{GIFT_DIALOG_TEXTS.receipt}</legend>
        <ReceivedFields />
      </fieldset>
    </FormDialog>
  );
}
