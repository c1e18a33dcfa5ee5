// Placeholder people until the foundation supplies its own names, photos, bios and profiles. Their
// positions and bios are the catalogue's `team` part, by id; names are the same in every language.
import type { Photo } from '../../shared/photos.ts';

export type TeamMemberId = 'advisor-1' | 'advisor-2' | 'manager-1' | 'manager-2' | 'manager-3';

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  image: Photo;
  linkedin: string;
}

const member = (id: TeamMemberId, name: string): TeamMember => ({
  id,
  name,
  image: { src: `/images/team-${id}.webp`, width: 320, height: 320 },
  linkedin: 'https://www.linkedin.com/',
});

export const advisoryTeam: TeamMember[] = [member('advisor-1', 'Aline Uwase'), member('advisor-2', 'Patrick Habimana')];

export const managementTeam: TeamMember[] = [
  member('manager-1', 'Eric Niyonzima'),
  member('manager-2', 'Claudine Mukamana'),
  member('manager-3', 'Samuel Ishimwe'),
];
