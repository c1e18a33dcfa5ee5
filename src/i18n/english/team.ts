// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const team: typeof en.team = {
  "portraitOf": "Portrait of {name}",
  "linkedIn": "LinkedIn",
  "linkedInOf": "LinkedIn profile of {name}",
  "members": {
    "advisor-1": {
      "position": "Chief Advisor",
      "bio": "An educator with fifteen years in Rwandan secondary schools, she guides our mentorship programme."
    },
    "advisor-2": {
      "position": "Chief Advisor",
      "bio": "A human-resources lead who helps students understand what employers look for."
    },
    "manager-1": {
      "position": "Chief Excecutive Officer",
      "bio": "Co-founder of the foundation, he turned his own search for guidance into a programme for others."
    },
    "manager-2": {
      "position": "Managing director",
      "bio": "Co-founder who runs the day-to-day work with schools, mentors and families."
    },
    "manager-3": {
      "position": "Developer",
      "bio": "Builds and looks after the foundation’s website and digital literacy tools."
    }
  }
};
