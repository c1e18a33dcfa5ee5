// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const notFound: typeof en.notFound = {
  "heading": "Page not found",
  "lead": "Sorry, there is no page at this address. It may have moved, or the link may be mistyped.",
  "home": "Go to the home page"
};
