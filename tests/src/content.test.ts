import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allPhotos } from '../../scripts/generate-images.ts';
import { galleryPhotos, srcSetOf } from '../../shared/photos.ts';
import { gallery } from '../../shared/locales/en.ts';
import type { ContentRecord } from '../../shared/siteContent/schema.ts';
import { DEFAULT_CONTENT } from '../../server/siteContent/defaults/index.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'public');
const list = (record: ContentRecord, field: string) => record[field] as ContentRecord[];

describe('static content', () => {
  test('every picture the pages name is in public/images, wider copies included', () => {
    const files = allPhotos().flatMap((photo) => [
      photo.src,
      ...(srcSetOf(photo)?.split(', ').map((entry) => entry.split(' ')[0]!) ?? []),
    ]);
    const missing = files.filter((file) => !existsSync(join(publicDir, file)));
    expect(missing).toEqual([]);
    expect(existsSync(join(publicDir, 'logo.svg'))).toBe(true);
  });

  test('has ten gallery photos and, by default, five FAQ items', () => {
    expect(galleryPhotos).toHaveLength(10);
    expect(gallery.alts).toHaveLength(10);
    expect(list(DEFAULT_CONTENT.faq, 'items')).toHaveLength(5);
  });

  test('keeps the replaced site’s impact dollar amounts, one for each thing a gift pays for', () => {
    const items = list(DEFAULT_CONTENT.impact, 'areas').flatMap((area) => list(area, 'items'));
    expect([...new Set(items.map((item) => item.dolars as number))].sort((a, b) => a - b)).toEqual([100, 200, 240, 340, 500, 620]);
  });
});
