// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const home: typeof en.home = {
  "headline": "Guided choices, brighter futures.",
  "question": "Did you care today?",
  "learnMore": "Learn More",
  "learnMoreAbout": "about who we are",
  "contactUs": "CONTACT US",
  "photosLabel": "Our students",
  "heroAlt": "Students walking to school on a sunny morning",
  "gridAlts": [
    "A student reading in the library",
    "A mentor and a student talking about careers",
    "Students working together on a project",
    "A graduation day with families"
  ],
  "galleryTitle": "Moments with our students",
  "subscribeTitle": "Get in Touch With Us",
  "subscribeText": "Hear about our activities, events and stories first."
};
