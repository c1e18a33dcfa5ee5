// A section of the site's content as its editors load and write it (the admin's Site content).
import type { ContentRecord, SectionName } from './schema.ts';

/** A section as its editors load it (siteSection). */
export interface SectionView {
  version: number;
  published: ContentRecord;
  draft: ContentRecord | null;
  changedAt: number;
  changedBy: string | null;
}

/** A write: the section, the version the form was loaded at, and what the form shows. */
export interface WriteInput {
  section: SectionName;
  version: number;
  content: ContentRecord;
}
