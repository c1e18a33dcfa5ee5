// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const faq: typeof en.faq = {
  "heading": "Frequently Asked Questions",
  "items": {
    "who": {
      "title": "Who can receive support from the foundation?",
      "content": "Students with academic excellence from disadvantaged backgrounds in Rwanda, chosen with their schools and families."
    },
    "what": {
      "title": "What kind of support do students get?",
      "content": "Mentorship, help with school fees and materials, workshops, digital literacy and life-skills training, and safe spaces to learn."
    },
    "mentor": {
      "title": "How can I become a mentor?",
      "content": "Write to us through the Contact page with a few words about your work; we will call you back."
    },
    "donate": {
      "title": "How can I donate?",
      "content": "The Donate page lists every way to give: bank transfer, cash, card and MTN Mobile Money, as well as gifts in kind."
    },
    "news": {
      "title": "How do I follow the foundation’s activities?",
      "content": "The Activities page shows our events, meetings, stories and celebrations, and you can subscribe on the home page."
    }
  }
};
