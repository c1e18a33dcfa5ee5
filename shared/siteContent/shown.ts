// A section's fields as a page reads them (localizeSection in values.ts), typed from its description
// in schema.ts: a reader names `donate.bank.swift` and TypeScript knows it, with no copy of the fields.
import type { ContentImage, Field, Fields, SECTIONS, SectionName } from './schema.ts';
import type { ShownText } from './values.ts';

type ShownValue<F extends Field> = F extends { kind: 'text' }
  ? ShownText
  : F extends { kind: 'plain' }
    ? string
    : F extends { kind: 'number' }
      ? number
      : F extends { kind: 'image' }
        ? ContentImage | null
        : F extends { kind: 'group'; fields: infer Inner extends Fields }
          ? ShownFields<Inner>
          : F extends { kind: 'list'; item: infer Item extends Fields }
            ? ({ key: string } & ShownFields<Item>)[]
            : never;

/** Each field's value as shown: a text in the reader's language (or English marked), a plain string, a number, an image, a group or a list. */
export type ShownFields<F extends Fields> = { -readonly [Name in keyof F]: F[Name] extends Field ? ShownValue<F[Name]> : never };

/** A section as its page reads it. */
export type ShownSection<Section extends SectionName> = ShownFields<(typeof SECTIONS)[Section]['fields']>;
