// A campaign's form, new or to change: its title and description in each language (English
// required; a tab per language, as the site content's editor has), its goal in RWF and its first
// and last days (Kigali). The checks are the server's (shared/giving.ts), with its words.
import { getIn, useFormikContext } from 'formik';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { mixed, object, string } from 'yup';
import { GIVING_LIMITS, GIVING_MESSAGES, campaignDatesInOrder, isCampaignGoal } from '../../../../shared/giving.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../../shared/i18n/languages.ts';
import { useSaveCampaignMutation, type CampaignTexts, type CampaignView } from '../../../../store/api/givingAdmin.ts';
import { TextField } from '../common/fields.tsx';
import { LanguageTabList } from '../common/LanguageTabList.tsx';
import { isDay, kigaliDate } from '../../../../shared/kigaliTime.ts';
import { FormDialog } from './FormDialog.tsx';

export const CAMPAIGN_FORM_TEXTS = {
  newTitle: 'New campaign',
  editTitle: (title: string) => `Edit ${title}`,
  languages: 'Campaign language',
  title: 'Title',
  description: 'Description',
  translationHint: 'Optional: where it is empty, readers of this language get the English text.',
  goal: 'Goal (RWF)',
  starts: 'Starts',
  ends: 'Ends',
  save: 'Save',
  saved: (title: string) => `Campaign “${title}” saved`,
} as const;

/** English first (it is required), then the others. */
const TAB_ORDER: Language[] = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];

interface CampaignFormValues {
  title: CampaignTexts;
  description: CampaignTexts;
  /** Formik gives a number input's value as a number, or '' when empty. */
  goalRwf: number | '';
  startsOn: string;
  endsOn: string;
}

/** Each language's text at most `max` characters; English required when `required`. */
const textsRule = (max: number, message: string, required: boolean) =>
  object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, required && language === DEFAULT_LANGUAGE ? string().trim().required(message).max(max, message) : string().max(max, message)]),
    ),
  );

const schema = object({
  title: textsRule(GIVING_LIMITS.campaignTitle, GIVING_MESSAGES.title, true),
  description: textsRule(GIVING_LIMITS.campaignDescription, GIVING_MESSAGES.description, false),
  goalRwf: mixed<number | ''>().test(
    'goal',
    GIVING_MESSAGES.goal,
    (value) => isCampaignGoal(value),
  ),
  startsOn: string().required(GIVING_MESSAGES.dates).test('day', GIVING_MESSAGES.dates, (value) => isDay(value ?? '')),
  endsOn: string()
    .required(GIVING_MESSAGES.dates)
    .test('after-start', GIVING_MESSAGES.dates, function check(value) {
      const { startsOn } = this.parent as CampaignFormValues;
      return isDay(value ?? '') && (!isDay(startsOn) || campaignDatesInOrder(startsOn, value));
    }),
});

const emptyTexts = () => Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as CampaignTexts;

const startValues = (campaign: CampaignView | undefined): CampaignFormValues =>
  campaign
    ? { title: campaign.title, description: campaign.description, goalRwf: campaign.goalRwf, startsOn: campaign.startsOn, endsOn: campaign.endsOn }
    : { title: emptyTexts(), description: emptyTexts(), goalRwf: '', startsOn: kigaliDate(Date.now()), endsOn: '' };

/** The texts of one language at a time; a refused submit shows the first language with a problem. */
function CampaignTextFields() {
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const { errors, submitCount, isValidating, isValid } = useFormikContext<CampaignFormValues>();
  const idBase = useId();
  const handled = useRef(0);
  // Set when a refused submit brought another language's tab forward: its field in question takes the keyboard.
  const focusShown = useRef(false);
  useLayoutEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    const wrong = TAB_ORDER.find((tab) => getIn(errors, `title.${tab}`) || getIn(errors, `description.${tab}`));
    if (wrong && wrong !== language) {
      focusShown.current = true;
      setLanguage(wrong);
    }
  }, [submitCount, isValidating, isValid, errors, language]);
  useLayoutEffect(() => {
    if (!focusShown.current) return;
    focusShown.current = false;
    document.querySelector<HTMLElement>(`[name="title.${language}"][aria-invalid="true"], [name="description.${language}"][aria-invalid="true"]`)?.focus();
  }, [language]);
  const english = language === DEFAULT_LANGUAGE;
  return (
    <div className="post-languages">
      <LanguageTabList tabs={TAB_ORDER} selected={language} onSelect={setLanguage} label={CAMPAIGN_FORM_TEXTS.languages} idBase={idBase} />
      <div role="tabpanel" id={`${idBase}-panel-${language}`} aria-labelledby={`${idBase}-tab-${language}`} className="post-languages__panel">
        <TextField
          key={`title-${language}`}
          name={`title.${language}`}
          label={CAMPAIGN_FORM_TEXTS.title}
          required={english}
          hint={english ? undefined : CAMPAIGN_FORM_TEXTS.translationHint}
        />
        <TextField key={`description-${language}`} name={`description.${language}`} label={CAMPAIGN_FORM_TEXTS.description} multiline />
      </div>
    </div>
  );
}

/** Creates a campaign (no `campaign`) or changes one; closes once saved. */
export function CampaignDialog({ campaign, onClose }: { campaign?: CampaignView; onClose: () => void }) {
  const [saveCampaign, { isLoading }] = useSaveCampaignMutation();
  return (
    <FormDialog<CampaignFormValues>
      title={campaign ? CAMPAIGN_FORM_TEXTS.editTitle(campaign.title.en) : CAMPAIGN_FORM_TEXTS.newTitle}
      initialValues={startValues(campaign)}
      validationSchema={schema}
      submit={CAMPAIGN_FORM_TEXTS.save}
      save={async (values) => {
        const saved = await saveCampaign({ id: campaign?.id ?? null, values: { ...values, goalRwf: Number(values.goalRwf) } }).unwrap();
        return CAMPAIGN_FORM_TEXTS.saved(saved.title.en);
      }}
      busy={isLoading}
      onClose={onClose}
    >
      <CampaignTextFields />
      <TextField name="goalRwf" label={CAMPAIGN_FORM_TEXTS.goal} type="number" required />
      <TextField name="startsOn" label={CAMPAIGN_FORM_TEXTS.starts} type="date" required />
      <TextField name="endsOn" label={CAMPAIGN_FORM_TEXTS.ends} type="date" required />
    </FormDialog>
  );
}
