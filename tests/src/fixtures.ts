import type { Post } from '../../shared/types.ts';

export function post(overrides: Partial<Post> & Pick<Post, '_id'>): Post {
  return {
    title: `Post ${overrides._id}`,
    content: 'A short text.',
    category: 'Events',
    contentSections: [],
    youtube_video_url: null,
    image_url: [],
    image_urls: [],
    date_posted: 1_700_000_000_000,
    ...overrides,
  };
}

export const POSTS: Post[] = [
  post({
    _id: 'grad',
    category: 'Celebrations',
    title: 'Graduation day for our first scholars',
    content:
      'Twelve students supported by the foundation since 2022 finished secondary school this year, and their families joined us.',
    image_url: [{ url: '/uploads/grad.webp', filename: 'grad.jpg' }],
  }),
  post({ _id: 'huye', category: 'Events', title: 'Career workshop in Huye', content: 'Eighty students met engineers.' }),
  post({ _id: 'mentor', category: 'Meetings', title: 'Mentors meet', content: 'Monthly mentor meeting.' }),
  post({ _id: 'story', category: 'Stories', title: 'Aline’s story', content: 'From Gisagara to medicine.' }),
  post({ _id: 'fair', category: 'Events', title: 'Science fair', content: 'Projects on clean water.' }),
];
