// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const subscription: typeof en.subscription = {
  "form": {
    "name": "Subscribe",
    "label": "Your email address",
    "placeholder": "name@example.com",
    "submit": "Subscribe",
    "emailRequired": "Email is required!",
    "emailInvalid": "Enter a valid email!",
    "subscribed": "🎉 Subscribed successfully!",
    "checkInbox": "Check your inbox to confirm your subscription.",
    "alreadySubscribed": "This email is already subscribed",
    "waitingForConfirmation": "This email is waiting for confirmation: we sent the link again.",
    "tooManyAttempts": "Too many attempts. Please try again later.",
    "failed": "Something went wrong. Please try again."
  },
  "confirmed": {
    "heading": "Your subscription is confirmed.",
    "lead": "Thank you. A welcome e-mail is on its way, and our news will follow as we post it.",
    "activities": "See our activities"
  },
  "notConfirmed": {
    "heading": "Your subscription is not confirmed",
    "lead": "This confirmation link is not valid: it may have been altered or be older than 7 days.",
    "subscribeAgain": "Subscribe again to get a new link"
  },
  "unsubscribe": {
    "heading": "Unsubscribe",
    "lead": "Stop receiving the Build Career Foundation's news by e-mail.",
    "noToken": "To stop our e-mails, open the unsubscribe link at the bottom of any e-mail we sent you.",
    "button": "Unsubscribe",
    "badLink": "This unsubscribe link is not valid: it may have been altered.",
    "done": "You are unsubscribed.",
    "doneLead": "You will get no more e-mails from us. Changed your mind?",
    "subscribeAgain": "Subscribe again"
  },
  "language": {
    "heading": "Our e-mails in English",
    "lead": "Receive the Build Career Foundation’s e-mails in English from now on?",
    "button": "Yes, in English",
    "done": "Done: our e-mails to you will now be in English.",
    "badLink": "This link is not valid: it may have been altered, already used, or replaced by the links of a more recent e-mail from us."
  }
};
