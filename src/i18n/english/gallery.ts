// Generated from shared/locales/en.ts by `npm run catalogues`: edit that file, then run it.
import type * as en from '../../../shared/locales/en.ts';

export const gallery: typeof en.gallery = {
  "title": "Building Career in action",
  "scrollLeft": "Scroll photos left",
  "scrollRight": "Scroll photos right",
  "strip": "Photos of our students",
  "alts": [
    "Students listening to a mentor under a tree",
    "A mentor helping a student with homework",
    "Students celebrating their exam results",
    "A digital literacy class at the computer lab",
    "Volunteers handing out school materials",
    "A career day with guests from local companies",
    "Students presenting their small business ideas",
    "A life-skills workshop in a classroom",
    "Mentors and students on a hillside walk",
    "A group photo at the end of the school year"
  ]
};
