// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const about: typeof en.about = {
  "heading": "Who We Are",
  "photoAlts": [
    "The founders with the first group of students",
    "Students at a Build Career Foundation workshop"
  ],
  "advisoryTeam": "Advisory Team",
  "managementTeam": "Management Team",
  "story": {
    "title": "Our Story"
  }
};
