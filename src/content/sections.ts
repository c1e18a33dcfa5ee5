// Each section of the site's content as a page reads it (shared/siteContent/schema.ts describes the
// fields; shared/siteContent/values.ts `localizeSection` makes these from what is stored).
import type { ContentImage } from '../../shared/siteContent/schema.ts';
import type { ShownText } from '../../shared/siteContent/values.ts';

interface Keyed {
  key: string;
}
type Texts = (Keyed & { text: ShownText })[];

export interface Person extends Keyed {
  name: string;
  photo: ContentImage | null;
  photoAlt: ShownText;
  position: ShownText;
  bio: ShownText;
  linkedin: string;
}

export interface TeamContent {
  advisory: Person[];
  management: Person[];
}

export interface FaqContent {
  items: (Keyed & { question: ShownText; answer: ShownText })[];
}

export interface ImpactContent {
  areas: (Keyed & { title: ShownText; items: Texts; image: ContentImage | null; imageAlt: ShownText })[];
  counters: (Keyed & { label: ShownText; target: number })[];
}

export interface WhoWeAreContent {
  mission: ShownText;
  statistics: (Keyed & { value: ShownText; label: ShownText })[];
  story: Texts;
  offerings: Texts;
}

export interface ContactContent {
  email: string;
  phone: string;
  postalAddress: string;
  facebook: string;
  instagram: string;
  x: string;
  linkedin: string;
  youtube: string;
}

export interface HomeContent {
  mission: ShownText;
  noticeTitle: ShownText;
  notice: ShownText;
  cards: (Keyed & { title: ShownText; text: ShownText })[];
}

/** A text where no markup can say its language (an attribute): the language's own, else the English. */
export const plainText = (text: ShownText): string => (typeof text === 'string' ? text : text.en);
