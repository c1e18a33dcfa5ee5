import type { Photo } from '../../shared/photos.ts';

export interface ImpactItem {
  id: string;
  /** What this support costs in US dollars; kept for the foundation's records, not displayed. */
  dolars: number;
  content: string;
}

export interface ImpactArea {
  id: string;
  title: string;
  image: Photo;
  alt: string;
  items: ImpactItem[];
}

const picture = (id: string, alt: string): Photo => ({ src: `/images/impact-${id}.webp`, alt, width: 640, height: 480 });

const area = (id: string, title: string, alt: string, items: ImpactItem[]): ImpactArea => ({
  id,
  title,
  image: picture(id, alt),
  alt,
  items,
});

export const impactHeading = 'Impact: What do YOU care about?';

export const impactIntro =
  'Every gift reaches a bright student who would otherwise go without guidance or school fees. Choose what matters most to you and see what your support makes possible.';

export const impactAreas: ImpactArea[] = [
  area('students', 'Empowering Exceptional Students', 'A top student receiving school materials', [
    { id: 'students-1', dolars: 100, content: 'School materials and uniforms for a full year.' },
    { id: 'students-2', dolars: 240, content: 'A term of school fees for a student at risk of dropping out.' },
  ]),
  area('careers', 'Empowering Careers', 'Students meeting professionals at a career day', [
    { id: 'careers-1', dolars: 200, content: 'One-to-one mentorship with a professional in the field a student dreams of.' },
    { id: 'careers-2', dolars: 340, content: 'Career-guidance workshops for a whole class of ordinary-level students.' },
  ]),
  area('growth', 'Students Growth and Leadership', 'Students leading a group discussion', [
    { id: 'growth-1', dolars: 100, content: 'Digital literacy training on computers students can practise with.' },
    { id: 'growth-2', dolars: 500, content: 'Life-skills and leadership camps during the school holidays.' },
  ]),
  area('community', 'Community Impacts and Social Innovation', 'Young people presenting a community project', [
    { id: 'community-1', dolars: 620, content: 'Small business start-up kits for graduates who create jobs at home.' },
    { id: 'community-2', dolars: 240, content: 'Safe spaces where students meet, study and support each other.' },
  ]),
];

export interface CounterTarget {
  id: 'students' | 'mentors' | 'careers';
  label: string;
  target: number;
  /** Added on every 40 ms tick until the target is reached. */
  step: number;
}


export const impactCounters: CounterTarget[] = [
  { id: 'students', label: 'Students supported', target: 1000, step: 20 },
  { id: 'mentors', label: 'Mentors', target: 8, step: 1 },
  { id: 'careers', label: 'Careers explored', target: 120, step: 5 },
];
