// A post's texts as the API takes them: a required or optional text within its limit, and the
// sections of a post or of one of its versions (server/posts/translations.ts checks those with it).
import { LIMITS, MESSAGES, defaultSectionTitle } from '../../shared/rules.ts';
import type { ContentSectionInput } from '../../shared/graphql.generated.ts';
import type { ContentSection } from './repository.ts';
import { badInput } from '../core/errors.ts';

export function requiredText(value: string, max: number, field: string, requiredMessage: string): string {
  const text = value.trim();
  if (!text) throw badInput(requiredMessage, field);
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text;
}

export function optionalText(value: string | null | undefined, max: number, field: string): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text || null;
}

/** A post's sections; in a draft (`draft`), a section may still lack its first paragraph. */
export function validateSections(sections: readonly ContentSectionInput[], draft = false, prefix = ''): ContentSection[] {
  if (sections.length > LIMITS.sectionsMax) {
    throw badInput(`At most ${LIMITS.sectionsMax} content sections are allowed`, `${prefix}contentSections`);
  }
  return sections.map((section, index) => {
    const field = `${prefix}contentSections[${index}]`;
    return {
      sectionTitle: optionalText(section.sectionTitle, LIMITS.sectionTitleMax, `${field}.sectionTitle`) ??
        defaultSectionTitle(index),
      paragraph1: draft
        ? (optionalText(section.paragraph1, LIMITS.paragraphMax, `${field}.paragraph1`) ?? '')
        : requiredText(section.paragraph1, LIMITS.paragraphMax, `${field}.paragraph1`, MESSAGES.paragraphRequired),
      paragraph2: optionalText(section.paragraph2, LIMITS.paragraphMax, `${field}.paragraph2`),
    };
  });
}
