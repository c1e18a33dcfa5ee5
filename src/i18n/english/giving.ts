// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const giving: typeof en.giving = {
  "heading": "How Does Giving to the BCF Work?",
  "sections": [
    {
      "title": "Workplace giving by payroll deduction",
      "paragraphs": [
        "Workplace giving lets you support the Build Career Foundation straight from your salary. You choose an amount, your employer deducts it from each payslip and passes it on to us.",
        "Small, regular gifts add up: they let us plan a whole school year for the students we support."
      ]
    },
    {
      "title": "Supporting multiple charities",
      "paragraphs": [
        "Many workplace giving programmes let you split your gift between several charities. Add the BCF to your list alongside the causes you already care about."
      ]
    },
    {
      "title": "Collective impact",
      "paragraphs": [
        "When colleagues give together, their gifts become mentorship, school fees and training for a whole group of students. Some employers even match what their staff give."
      ]
    }
  ],
  "reasonsTitle": "Why give through your workplace?",
  "reasons": [
    "It is simple: set it up once and your gift continues every month.",
    "It is steady: regular gifts let us commit to students for a full year.",
    "It can grow: many employers match their staff’s donations.",
    "It brings people together: colleagues see the difference they make as a team."
  ]
};
