// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const home: typeof en.home = {
  "headline": "Guided choices, brighter futures.",
  "question": "Did you care today?",
  "mission": "We mentor and fund bright students from disadvantaged backgrounds in Rwanda, so that talent, not money, decides how far they go.",
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
  "noticeTitle": "IMPORTANT NOTICE",
  "notice": "Our support goes to students with academic excellence from disadvantaged backgrounds: bright learners whose families cannot pay for their schooling.",
  "galleryTitle": "Moments with our students",
  "subscribeTitle": "Get in Touch With Us",
  "subscribeText": "Hear about our activities, events and stories first.",
  "cards": [
    {
      "title": "Who We Are",
      "text": "Meet the people behind the foundation and read how it all began."
    },
    {
      "title": "Impact",
      "text": "See what mentorship, school fees and training change for our students."
    }
  ]
};
