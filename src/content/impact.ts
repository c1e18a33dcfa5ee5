// The Impact page's data; its texts (titles, alt texts, what each gift pays for, the counters'
// labels) are the catalogue's `impact` part, under the same ids and in the same order.
import type { Photo } from '../../shared/photos.ts';

export type ImpactAreaId = 'students' | 'careers' | 'growth' | 'community';

export interface ImpactArea {
  id: ImpactAreaId;
  image: Photo;
  /** What each gift (the catalogue's items, in order) costs in US dollars; kept for the foundation's records, not displayed. */
  dolars: number[];
}

const area = (id: ImpactAreaId, dolars: number[]): ImpactArea => ({
  id,
  image: { src: `/images/impact-${id}.webp`, width: 640, height: 480 },
  dolars,
});

export const impactAreas: ImpactArea[] = [
  area('students', [100, 240]),
  area('careers', [200, 340]),
  area('growth', [100, 500]),
  area('community', [620, 240]),
];

export interface CounterTarget {
  id: 'students' | 'mentors' | 'careers';
  target: number;
  /** Added on every 40 ms tick until the target is reached. */
  step: number;
}

export const impactCounters: CounterTarget[] = [
  { id: 'students', target: 1000, step: 20 },
  { id: 'mentors', target: 8, step: 1 },
  { id: 'careers', target: 120, step: 5 },
];
