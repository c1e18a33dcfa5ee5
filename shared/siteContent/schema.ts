// What the foundation says about itself, as staff edit it: seven sections, each a typed record of
// fields (never free markup). One description per section serves the server's checks, the staff's
// form and the public pages' reading: a field's kind says how it is stored, shown and checked.
//
// Stored values: a `text` field is one string per language ({ en, rw, fr }, '' where a language's
// version is not written: English is never copied into another language); a `plain` field (names,
// numbers, links) one string for every language; an `image` field { src, width, height }; a `list`
// an array of records, each with a `key` that keeps it apart from its neighbours while they move.
import type { Language } from '../i18n/languages.ts';

/** Where a link may point: any https address, or the pages of one service. */
export type LinkRule = 'https' | 'linkedin' | 'facebook' | 'instagram' | 'x' | 'youtube';

interface FieldBase {
  /** The form's label. */
  label: string;
  /** Kept for the foundation's records only: never in a public read, a page or a preview of one. */
  private?: boolean;
  /**
   * Part of how donors pay (a mobile money number or code, a dial string, a bank account, the cash
   * office's hours): only a role with `donations.manage` may change it, and every change is told to
   * those roles. A pledge's instructions, on screen and e-mailed, quote no other field.
   */
  payment?: boolean;
}

/** Words written in each language. */
export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  /** English must be written (the other languages fall back to it). */
  required?: boolean;
  multiline?: boolean;
}

/** Words the same in every language: a name, a number as written, a link. */
export interface PlainField extends FieldBase {
  kind: 'plain';
  max: number;
  required?: boolean;
  link?: LinkRule;
  /**
   * An e-mail address (as the forms check one), a phone number (digits, spaces, + ( ) - .) or a
   * USSD string that pays a code (digits, * and #, with `{code}` once where the code goes).
   */
  format?: 'email' | 'phone' | 'ussd';
  /** Shown in the form under the field. */
  hint?: string;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
}

export interface ImageField extends FieldBase {
  kind: 'image';
}

export interface ListField extends FieldBase {
  kind: 'list';
  item: Fields;
  /** The most records; a list of fixed length (`fixed`) has exactly this many. */
  max: number;
  fixed?: boolean;
  /** The button that adds a record. */
  add?: string;
  /** What one record is called in the form ("Member 2", "Question 3"). */
  itemName: string;
}

export interface GroupField extends FieldBase {
  kind: 'group';
  fields: Fields;
}

export type Field = TextField | PlainField | NumberField | ImageField | ListField | GroupField;
export type Fields = Readonly<Record<string, Field>>;

export type Localized = Record<Language, string>;
export interface ContentImage {
  src: string;
  width: number;
  height: number;
}
/** A record as stored: its fields' values by name (lists' records also carry `key`). */
export type ContentRecord = { [name: string]: ContentValue };
export type ContentValue = string | number | Localized | ContentImage | ContentRecord | ContentRecord[];

const NAME_MAX = 80;
const ALT_MAX = 150;
const LINK_MAX = 300;

const person: Fields = {
  name: { kind: 'plain', label: 'Name', max: NAME_MAX, required: true },
  photo: { kind: 'image', label: 'Photo' },
  photoAlt: { kind: 'text', label: 'Photo description', max: ALT_MAX },
  position: { kind: 'text', label: 'Position', max: NAME_MAX, required: true },
  bio: { kind: 'text', label: 'Bio', max: 600, multiline: true },
  linkedin: { kind: 'plain', label: 'LinkedIn link', max: LINK_MAX, link: 'linkedin', hint: 'https://www.linkedin.com/in/…' },
};

const social = (label: string, link: LinkRule): PlainField => ({ kind: 'plain', label, max: LINK_MAX, link });
const text = (label: string, max: number, more: Partial<TextField> = {}): TextField => ({ kind: 'text', label, max, required: true, ...more });
/** A list of exactly `count` records: the page's design has a place for each. */
const fixedList = <Item extends Fields>(label: string, itemName: string, count: number, item: Item): ListField & { item: Item } => ({ kind: 'list', label, itemName, max: count, fixed: true, item });
/** A list staff add to and order, of at most `max` records. */
const list = <Item extends Fields>(label: string, itemName: string, add: string, max: number, item: Item): ListField & { item: Item } => ({ kind: 'list', label, itemName, add, max, item });

export const SECTIONS = {
  team: {
    title: 'Team',
    fields: {
      advisory: list('Advisory Team', 'Member', 'Add member', 30, person),
      management: list('Management Team', 'Member', 'Add member', 30, person),
    },
  },
  faq: {
    title: 'FAQ',
    fields: {
      items: list('Questions', 'Question', 'Add question', 50, { question: text('Question', 200), answer: text('Answer', 2000, { multiline: true }) }),
    },
  },
  impact: {
    title: 'Impact',
    fields: {
      areas: fixedList('Areas', 'Area', 4, {
        title: text('Title', 120),
        items: list('What a gift pays for', 'Item', 'Add item', 10, {
          text: text('Item', 300),
          dolars: { kind: 'number', label: 'Cost in US dollars (not shown)', min: 0, max: 1_000_000, private: true },
        }),
        image: { kind: 'image', label: 'Image' },
        imageAlt: text('Image description', ALT_MAX, { required: false }),
      }),
      counters: fixedList('Counters', 'Counter', 3, {
        label: text('Label', NAME_MAX),
        target: { kind: 'number', label: 'Target', min: 0, max: 10_000_000 },
      }),
    },
  },
  whoWeAre: {
    title: 'Who we are',
    fields: {
      mission: text('Mission', 600, { multiline: true }),
      statistics: fixedList('Statistics', 'Statistic', 4, { value: text('Value', 20), label: text('Label', 200) }),
      story: list('Our story', 'Paragraph', 'Add paragraph', 10, { text: text('Paragraph', 1000, { multiline: true }) }),
      offerings: list('Support offerings', 'Offering', 'Add offering', 10, { text: text('Offering', 300) }),
    },
  },
  donate: {
    title: 'Donate',
    fields: {
      accepted: list('Accepted kinds of donation', 'Kind', 'Add kind', 20, { text: text('Kind', 120) }),
      mobileMoneyNumber: { kind: 'plain', label: 'Mobile money number', max: 40, required: true, payment: true },
      mobileMoneyCode: { kind: 'plain', label: 'Mobile money code', max: 40, required: true, payment: true },
      bank: {
        kind: 'group',
        label: 'Bank',
        payment: true,
        fields: {
          bankName: { kind: 'plain', label: 'Bank name', max: NAME_MAX },
          accountName: { kind: 'plain', label: 'Account name', max: NAME_MAX },
          accountNumber: { kind: 'plain', label: 'Account number', max: 40 },
          swift: { kind: 'plain', label: 'SWIFT', max: 11 },
        },
      },
      hours: text('Hours', 200, { payment: true }),
      formLine: text('Donation form line', 120),
      mtnDial: {
        kind: 'plain',
        label: 'MTN Mobile Money dial string',
        max: 40,
        format: 'ussd',
        hint: 'The USSD string that pays the code, {code} where the code goes. Empty: *182*8*1*{code}#',
        payment: true,
      },
      airtelDial: {
        kind: 'plain',
        label: 'Airtel Money dial string',
        max: 40,
        format: 'ussd',
        hint: 'The USSD string that pays the code, {code} where the code goes. Empty: no dial link',
        payment: true,
      },
    },
  },
  contact: {
    title: 'Contact',
    fields: {
      // As long as an address may be (shared/contactRules.ts), not imported: this table travels with every page.
      email: { kind: 'plain', label: 'Email', max: 254, format: 'email' },
      phone: { kind: 'plain', label: 'Phone', max: 40, format: 'phone' },
      postalAddress: { kind: 'plain', label: 'Postal address', max: 200 },
      facebook: social('Facebook', 'facebook'),
      instagram: social('Instagram', 'instagram'),
      x: social('X', 'x'),
      linkedin: social('LinkedIn', 'linkedin'),
      youtube: social('YouTube', 'youtube'),
    },
  },
  home: {
    title: 'Home page',
    fields: {
      mission: text('Mission sentence', 600, { multiline: true }),
      noticeTitle: text('Notice title', 120),
      notice: text('Important notice', 1000, { multiline: true }),
      cards: fixedList('Cards', 'Card', 2, { title: text('Title', 120), text: text('Text', 400) }),
    },
  },
} as const satisfies Record<string, { title: string; fields: Fields }>;

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];
export const isSectionName = (value: unknown): value is SectionName => typeof value === 'string' && Object.hasOwn(SECTIONS, value);

/** Hosts each link rule accepts (the host itself or any of its subdomains). */
export const LINK_HOSTS: Record<Exclude<LinkRule, 'https'>, readonly string[]> = {
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
};
