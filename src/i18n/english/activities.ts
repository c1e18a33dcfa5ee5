// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const activities: typeof en.activities = {
  "filtersLabel": "Show activities",
  "filters": {
    "All": "All",
    "Celebrations": "Celebrations",
    "Events": "Events",
    "Meetings": "Meetings",
    "Stories": "Stories"
  },
  "loading": "Loading ...",
  "listLabel": "Activities",
  "shown": {
    "one": "Showing {shown} of {count} activity",
    "other": "Showing {shown} of {count} activities"
  },
  "loadMore": "Load more",
  "readMore": "Read more",
  "readMoreAbout": "about {title}",
  "noImage": "No image available"
};
