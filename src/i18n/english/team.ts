// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const team: typeof en.team = {
  "portraitOf": "Portrait of {name}",
  "linkedIn": "LinkedIn",
  "linkedInOf": "LinkedIn profile of {name}"
};
