// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const faq: typeof en.faq = {
  "heading": "Frequently Asked Questions"
};
