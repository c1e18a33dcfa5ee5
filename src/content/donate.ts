export interface DonateOption {
  id: string;
  title: string;
}

export const donateHeading = 'Donate';

export const donateIntro =
  'Your gift keeps a bright student in school. Choose how you would like to give; every option below is handled by our team in Kigali.';

export const donateOptions: DonateOption[] = [
  { id: 'bank', title: 'Donate_by_Bank' },
  { id: 'cash', title: 'By Cash' },
  { id: 'card', title: 'By vissaCard' },
  { id: 'momo', title: 'By MTN Momo' },
];

/** What every open card says (the same text for each way of giving). */
export const donateDetails = {
  acceptedIntro: 'We gratefully accept:',
  accepted: [
    'money',
    'foodstuffs',
    'hygienic products and materials',
    'scholastic materials',
    'menstrual sanitary products',
    'small business start-up kits',
    'trainings',
  ],
  // Placeholders: the foundation fills in its real mobile money number and code here.
  mobileMoneyNumber: '+250 7XX XXX XXX',
  mobileMoneyCode: 'XXXXXX',
  hours: 'Monday to Friday, 8am to 5pm (Kigali time)',
  formLine: 'Fill donation form here',
};

export const cardForm = {
  heading: 'Donate by card',
  note: 'Card payments are not processed online yet: nothing you type here is sent or stored.',
  fields: {
    number: 'Credit Card number',
    expiry: 'Date/year (MM / YY)',
    code: 'Card Validation Code',
    name: 'Card Full Names',
    amount: 'How Much do you want to donate?',
  },
  send: 'Send your Donation',
};
