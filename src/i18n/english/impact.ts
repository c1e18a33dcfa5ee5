// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const impact: typeof en.impact = {
  "heading": "Impact: What do YOU care about?",
  "intro": "Every gift reaches a bright student who would otherwise go without guidance or school fees. Choose what matters most to you and see what your support makes possible.",
  "areas": {
    "students": {
      "title": "Empowering Exceptional Students",
      "alt": "A top student receiving school materials",
      "items": [
        "School materials and uniforms for a full year.",
        "A term of school fees for a student at risk of dropping out."
      ]
    },
    "careers": {
      "title": "Empowering Careers",
      "alt": "Students meeting professionals at a career day",
      "items": [
        "One-to-one mentorship with a professional in the field a student dreams of.",
        "Career-guidance workshops for a whole class of ordinary-level students."
      ]
    },
    "growth": {
      "title": "Students Growth and Leadership",
      "alt": "Students leading a group discussion",
      "items": [
        "Digital literacy training on computers students can practise with.",
        "Life-skills and leadership camps during the school holidays."
      ]
    },
    "community": {
      "title": "Community Impacts and Social Innovation",
      "alt": "Young people presenting a community project",
      "items": [
        "Small business start-up kits for graduates who create jobs at home.",
        "Safe spaces where students meet, study and support each other."
      ]
    }
  },
  "resultsTitle": "Our results so far",
  "counters": {
    "students": "Students supported",
    "mentors": "Mentors",
    "careers": "Careers explored"
  }
};
