// Draws the placeholder photos of the public pages as small WebP files in public/images/.
// `npm run images` redraws them all; `npm run images -- --missing` only adds missing ones, so a
// real photo put in place of a placeholder (same name, same size) is kept.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_CONTENT } from '../server/siteContent/defaults/index.ts';
import type { ContentImage, ContentRecord } from '../shared/siteContent/schema.ts';
import { aboutPhotos, donatePhoto, galleryPhotos, homePhotos, type Photo } from '../shared/photos.ts';

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'images');

const list = (content: ContentRecord, field: string) => content[field] as ContentRecord[];

export function allPhotos(): Photo[] {
  return [
    ...galleryPhotos,
    homePhotos.hero,
    ...homePhotos.grid,
    ...aboutPhotos,
    donatePhoto,
    // The default content's pictures: the team's portraits and the impact areas'.
    ...[...list(DEFAULT_CONTENT.team, 'advisory'), ...list(DEFAULT_CONTENT.team, 'management')].map((member) => member.photo as ContentImage),
    ...list(DEFAULT_CONTENT.impact, 'areas').map((area) => area.image as ContentImage),
  ];
}

/** Small deterministic random numbers, so the same name always gives the same picture. */
function randomFor(name: string): () => number {
  let seed = [...name].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHIRTS = ['#e07a5f', '#3d85c6', '#f2cc8f', '#81b29a', '#9d79bc', '#f4a259', '#5b8e7d'];
const SKIN = ['#7a4b2a', '#8d5a36', '#6b3f22', '#a0693f'];

function person(x: number, ground: number, scale: number, random: () => number): string {
  const shirt = SHIRTS[Math.floor(random() * SHIRTS.length)];
  const skin = SKIN[Math.floor(random() * SKIN.length)];
  const bodyW = 34 * scale;
  const bodyH = 60 * scale;
  const head = 14 * scale;
  const top = ground - bodyH;
  return (
    `<rect x="${x - bodyW / 2}" y="${top}" width="${bodyW}" height="${bodyH + 4}" rx="${bodyW / 2.4}" fill="${shirt}"/>` +
    `<circle cx="${x}" cy="${top - head * 0.9}" r="${head}" fill="${skin}"/>`
  );
}

/** A light, friendly scene: sky, sun, rolling hills and a few people standing together. */
export function sceneSvg(name: string, width: number, height: number): string {
  const random = randomFor(name);
  const hue = Math.floor(random() * 360);
  const sunX = width * (0.15 + random() * 0.7);
  const sunY = height * (0.15 + random() * 0.15);
  const hill = (base: number, amplitude: number, colour: string) => {
    const mid = width * (0.3 + random() * 0.4);
    return (
      `<path d="M0 ${base} Q ${mid} ${base - amplitude} ${width} ${base + amplitude * 0.2} ` +
      `L ${width} ${height} L 0 ${height} Z" fill="${colour}"/>`
    );
  };
  const ground = height * 0.86;
  const people = 2 + Math.floor(random() * 4);
  const scale = height / 300;
  const figures = Array.from({ length: people }, (_, index) =>
    person(width * ((index + 1) / (people + 1)) + (random() - 0.5) * 20, ground, scale * (0.8 + random() * 0.4), random),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 95%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.09}" fill="#ffd166" opacity="0.9"/>
  ${hill(height * 0.62, height * 0.18, 'hsl(140 35% 72%)')}
  ${hill(height * 0.74, height * 0.12, 'hsl(120 38% 60%)')}
  ${hill(height * 0.86, height * 0.06, 'hsl(100 40% 50%)')}
  ${figures}
</svg>`;
}

async function writeWebp(name: string, width: number, height: number, file: string): Promise<void> {
  await sharp(Buffer.from(sceneSvg(name, width, height)))
    .webp({ quality: 60, effort: 6 })
    .toFile(file);
}

/**
 * The picture link previews of every page but a post's share (server/seo/pages.ts): the home
 * page's hero as JPEG, which every preview crawler takes.
 */
const SHARE_IMAGE = { base: 'home-hero', file: 'home-hero-1280.jpg', width: 1280, height: 720 };

async function main(onlyMissing: boolean): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  let written = 0;
  for (const picture of allPhotos()) {
    const base = picture.src.replace(/^\/images\//, '').replace(/\.webp$/, '');
    const sizes = [
      { file: `${base}.webp`, width: picture.width },
      ...(picture.widerWidths ?? []).map((width) => ({ file: `${base}-${width}.webp`, width })),
    ];
    for (const size of sizes) {
      const file = join(OUT_DIR, size.file);
      if (onlyMissing && existsSync(file)) continue;
      const height = Math.round((picture.height * size.width) / picture.width);
      await writeWebp(base, size.width, height, file);
      written += 1;
    }
  }
  const share = join(OUT_DIR, SHARE_IMAGE.file);
  if (!onlyMissing || !existsSync(share)) {
    await sharp(Buffer.from(sceneSvg(SHARE_IMAGE.base, SHARE_IMAGE.width, SHARE_IMAGE.height)))
      .jpeg({ quality: 82 })
      .toFile(share);
    written += 1;
  }
  console.log(`Wrote ${written} placeholder image(s) to ${OUT_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main(process.argv.includes('--missing'));
}
