// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const givingForm: typeof en.givingForm = {
  "name": "Giving form",
  "amount": "Amount",
  "presets": "Choose an amount",
  "currency": "Currency",
  "way": "How you give",
  "ways": {
    "MTN_MOMO": "MTN Mobile Money",
    "AIRTEL_MONEY": "Airtel Money",
    "BANK_TRANSFER": "Bank transfer",
    "CASH": "Cash",
    "CARD": "Card"
  },
  "campaign": "Campaign",
  "anyCampaign": "Where it is needed most",
  "donor": "About you (optional)",
  "donorNote": "With an e-mail address, we send you how to pay and, once your gift arrives, your receipt.",
  "donorName": "Your name",
  "email": "Email",
  "phone": "Phone",
  "submit": "Give",
  "submitting": "Giving ...",
  "thanks": "Thank you! Your gift reference is {reference}.",
  "mobileMoney": "Send {amount} by mobile money to {number} (code {code}).",
  "dial": "Dial to pay",
  "mobileMoneyReference": "Write the reference in the payment message.",
  "bank": "Send {amount} by bank transfer:",
  "bankReference": "Put the reference in the transfer description.",
  "cash": "Bring {amount} to our office in Kigali: {hours}.",
  "cashReference": "Tell us the reference when you come.",
  "emailed": "We have sent these instructions to {email}.",
  "again": "Make another gift",
  "errors": {
    "amountWhole": "Enter the amount as a whole number",
    "amountLow": "The smallest gift is {amount} {currency}",
    "amountHigh": "The largest gift is {amount} {currency}",
    "currency": "Choose RWF, USD or EUR",
    "way": "Choose how you give",
    "campaign": "This campaign is not open",
    "name": "A name has at most {max} characters",
    "email": "Enter a valid e-mail address",
    "phone": "Enter a phone number: digits, spaces and + only",
    "tooManyAttempts": "Too many attempts. Please try again later.",
    "failed": "Your gift could not be recorded. Please try again."
  }
};
