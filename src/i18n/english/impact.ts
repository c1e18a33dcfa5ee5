// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const impact: typeof en.impact = {
  "heading": "Impact: What do YOU care about?",
  "intro": "Every gift reaches a bright student who would otherwise go without guidance or school fees. Choose what matters most to you and see what your support makes possible.",
  "resultsTitle": "Our results so far"
};
