// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const cardForm: typeof en.cardForm = {
  "heading": "Donate by card",
  "note": "Card payments are not processed online yet: nothing you type here is sent or stored.",
  "fields": {
    "number": "Credit Card number",
    "expiry": "Date/year (MM / YY)",
    "code": "Card Validation Code",
    "name": "Card Full Names",
    "amount": "How Much do you want to donate?"
  },
  "expiryPlaceholder": "MM / YY",
  "send": "Send your Donation"
};
