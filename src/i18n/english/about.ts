// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const about: typeof en.about = {
  "heading": "Who We Are",
  "mission": "The Build Career Foundation mentors and funds bright students from disadvantaged backgrounds in Rwanda, so that talent, not money, decides how far they go.",
  "statistics": [
    {
      "value": "90%",
      "text": "of ordinary-level students lack career guidance."
    },
    {
      "value": "97%",
      "text": "of employees in top organizations were never guided in high school."
    },
    {
      "value": "13.5%",
      "text": "of high school students drop out, mainly for financial reasons."
    },
    {
      "value": "90%",
      "text": "of those who drop out are bright learners from underprivileged backgrounds."
    }
  ],
  "photoAlts": [
    "The founders with the first group of students",
    "Students at a Build Career Foundation workshop"
  ],
  "advisoryTeam": "Advisory Team",
  "managementTeam": "Management Team",
  "story": {
    "title": "Our Story",
    "paragraphs": [
      "Our story began in 2011, when two students from a rural district discovered how far guidance and a little help could take them.",
      "In 2022 they founded the Build Career Foundation to give other bright students the same chance. Today we support students with:"
    ],
    "offerings": [
      "Mentorship from professionals who guide each student’s career choices.",
      "Financial help with school fees, materials and workshops.",
      "Digital literacy and life-skills training.",
      "Safe spaces where students can learn and grow."
    ]
  }
};
