import { describe, expect, test } from 'vitest';
import { revisionDiff, wordChanges, type RevisionContent } from '../../shared/revisionDiff.ts';

const base: RevisionContent = {
  title: 'Tree planting day',
  content: 'Students and mentors planted two hundred trees around the school.',
  category: 'Events',
  contentSections: [
    { sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: null },
    { sectionTitle: 'Noon', paragraph1: 'Lunch.', paragraph2: 'Rain came.' },
  ],
  image_url: [{ url: '/uploads/a.webp' }],
  image_urls: [{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
};

describe('wordChanges', () => {
  test('counts the words added and removed, repeats included, the common start and end set aside', () => {
    expect(wordChanges('a b c', 'a b c')).toEqual({ added: 0, removed: 0 });
    expect(wordChanges('a b c', 'a x b c')).toEqual({ added: 1, removed: 0 });
    expect(wordChanges('a b c d', 'a d')).toEqual({ added: 0, removed: 2 });
    expect(wordChanges('the cat sat', 'the dog dog sat')).toEqual({ added: 2, removed: 1 });
    expect(wordChanges('', 'one two three')).toEqual({ added: 3, removed: 0 });
    expect(wordChanges('one  two\nthree', 'one two three')).toEqual({ added: 0, removed: 0 });
  });

  test('a whole text of 20,000 characters is counted at once', () => {
    const long = Array.from({ length: 4000 }, (_, index) => `w${index}`).join(' ');
    const started = performance.now();
    expect(wordChanges(long, `${long} end`)).toEqual({ added: 1, removed: 0 });
    expect(wordChanges(long, long.split(' ').reverse().join(' '))).toEqual({ added: 0, removed: 0 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('revisionDiff', () => {
  test('nothing changed: no lines', () => {
    expect(revisionDiff(base, structuredClone(base))).toEqual([]);
  });

  test('title, category and text', () => {
    expect(
      revisionDiff(base, { ...base, title: 'Tree day', category: 'Stories', content: 'Students planted three hundred trees around the school.' }),
    ).toEqual(['Title: “Tree planting day” → “Tree day”', 'Category: Events → Stories', 'Content changed: +1/−3 words']);
    expect(revisionDiff(base, { ...base, content: `${base.content} ` })).toEqual(['Content changed: spacing only']);
  });

  test('sections added, removed and changed, by their place', () => {
    const [first, second] = base.contentSections;
    expect(revisionDiff(base, { ...base, contentSections: [first!, second!, { sectionTitle: 'Evening', paragraph1: 'Home.' }] })).toEqual([
      'Section 3 added',
    ]);
    expect(revisionDiff(base, { ...base, contentSections: [first!] })).toEqual(['Section 2 removed']);
    expect(revisionDiff(base, { ...base, contentSections: [{ ...first!, paragraph2: 'More.' }, second!] })).toEqual(['Section 1 changed']);
    // A missing second paragraph and null are the same.
    expect(revisionDiff(base, { ...base, contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.' }, second!] })).toEqual([]);
  });

  test('images and video', () => {
    expect(revisionDiff(base, { ...base, image_urls: [...base.image_urls, { url: '/uploads/c.webp' }] })).toEqual(['Images: 2 → 3']);
    expect(revisionDiff(base, { ...base, image_urls: [{ url: '/uploads/b.webp' }, { url: '/uploads/a.webp' }] })).toEqual(['Images changed']);
    expect(revisionDiff(base, { ...base, image_url: [{ url: '/uploads/b.webp' }] })).toEqual(['Main image changed']);
    expect(revisionDiff(base, { ...base, youtube_video_url: null })).toEqual(['Video removed']);
    expect(revisionDiff({ ...base, youtube_video_url: null }, base)).toEqual(['Video added']);
    expect(revisionDiff(base, { ...base, youtube_video_url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual(['Video changed']);
  });
});
