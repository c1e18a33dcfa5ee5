import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allPhotos } from '../../scripts/generate-images.ts';
import { galleryPhotos, srcSetOf } from '../../shared/photos.ts';
import { faq, gallery, impact } from '../../shared/locales/en.ts';
import { impactAreas } from '../../src/content/impact.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'public');

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

  test('has ten gallery photos and five FAQ items', () => {
    expect(galleryPhotos).toHaveLength(10);
    expect(gallery.alts).toHaveLength(10);
    expect(Object.keys(faq.items)).toHaveLength(5);
  });

  test('keeps the impact dollar amounts of the spec', () => {
    const amounts = new Set(impactAreas.flatMap((area) => area.dolars));
    expect([...amounts].sort((a, b) => a - b)).toEqual([100, 200, 240, 340, 500, 620]);
    // One amount for each thing a gift pays for, in the catalogue's order.
    for (const area of impactAreas) expect(area.dolars).toHaveLength(impact.areas[area.id].items.length);
  });
});
