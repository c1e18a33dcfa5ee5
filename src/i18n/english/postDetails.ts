// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const postDetails: typeof en.postDetails = {
  "loading": "Loading post details...",
  "error": "Error loading post details. Please try again later.",
  "retry": "Try again",
  "englishOnly": "This post is available in English only.",
  "noImage": "No image available",
  "gallery": "Event Photos Gallery",
  "slide": "{position} of {count}",
  "photoAlt": "Photo {position} of {count}: {subject}",
  "previousPhoto": "Previous photo",
  "nextPhoto": "Next photo",
  "fullView": "Full Image View",
  "fullSizeAlt": "{subject}, full size",
  "close": "Close",
  "video": "Video of the Event",
  "videoTitle": "Video: {subject}",
  "preview": "Preview: not yet public"
};
