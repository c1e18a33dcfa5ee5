import type { Photo } from '../../shared/photos.ts';

// Placeholder people until the foundation supplies its own names, photos, bios and profiles.
export interface TeamMember {
  id: string;
  name: string;
  image: Photo;
  position: string;
  linkedin: string;
  /** Short bio shown on hover and on keyboard focus. */
  content: string;
}

const portrait = (id: string, name: string): Photo => ({
  src: `/images/team-${id}.webp`,
  alt: `Portrait of ${name}`,
  width: 320,
  height: 320,
});

const member = (id: string, name: string, position: string, content: string): TeamMember => ({
  id,
  name,
  image: portrait(id, name),
  position,
  linkedin: 'https://www.linkedin.com/',
  content,
});

export const advisoryTeam: TeamMember[] = [
  member(
    'advisor-1',
    'Aline Uwase',
    'Chief Advisor',
    'An educator with fifteen years in Rwandan secondary schools, she guides our mentorship programme.',
  ),
  member(
    'advisor-2',
    'Patrick Habimana',
    'Chief Advisor',
    'A human-resources lead who helps students understand what employers look for.',
  ),
];

export const managementTeam: TeamMember[] = [
  member(
    'manager-1',
    'Eric Niyonzima',
    'Chief Excecutive Officer',
    'Co-founder of the foundation, he turned his own search for guidance into a programme for others.',
  ),
  member(
    'manager-2',
    'Claudine Mukamana',
    'Managing director',
    'Co-founder who runs the day-to-day work with schools, mentors and families.',
  ),
  member(
    'manager-3',
    'Samuel Ishimwe',
    'Developer',
    'Builds and looks after the foundation’s website and digital literacy tools.',
  ),
];
