// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const contact: typeof en.contact = {
  "heading": "Contact",
  "intro": "Questions, ideas, or would you like to mentor a student? Write to us and the Build Career Foundation team will answer as soon as it can.",
  "formLabel": "Contact us",
  "fields": {
    "name": "Name",
    "email": "Email",
    "message": "Message"
  },
  "submit": "Submit",
  "problems": {
    "contactNameRequired": "Name is required",
    "contactNameTooLong": "Name must be at most {max} characters",
    "emailRequired": "Email is required!",
    "emailInvalid": "Enter a valid email!",
    "contactMessageRequired": "Message is required",
    "contactMessageTooShort": "Message must be at least {min} characters",
    "contactMessageTooLong": "Message must be at most {max} characters"
  },
  "sent": "Thank you! Your message has been sent.",
  "notSent": "Your message could not be sent.",
  "tooMany": "You have sent too many messages. Please wait a while before sending another.",
  "offline": "Could not reach the server. Check your connection and try again."
};
