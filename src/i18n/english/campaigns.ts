// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const campaigns: typeof en.campaigns = {
  "progress": "{received} of {goal}",
  "gifts": {
    "one": "{count} gift",
    "other": "{count} gifts"
  },
  "daysLeft": {
    "one": "{count} day left",
    "other": "{count} days left"
  },
  "lastDay": "Last day"
};
