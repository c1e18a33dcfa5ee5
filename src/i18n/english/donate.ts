// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const donate: typeof en.donate = {
  "heading": "Donate",
  "intro": "Your gift keeps a bright student in school. Choose how you would like to give; every option below is handled by our team in Kigali.",
  "options": {
    "bank": "Donate_by_Bank",
    "cash": "By Cash",
    "card": "By vissaCard",
    "momo": "By MTN Momo"
  },
  "acceptedIntro": "We gratefully accept:",
  "mobileMoneyNumber": "Mobile money number",
  "mobileMoneyCode": "Mobile money code (internal transfers)",
  "hoursLabel": "Hours",
  "bankName": "Bank name",
  "accountName": "Account name",
  "accountNumber": "Account number",
  "swift": "SWIFT",
  "imageAlt": "Open the card donation form",
  "give": {
    "heading": "Give online",
    "open": "Open the giving form",
    "loading": "Loading the giving form…"
  }
};
