import type { TeamMember } from '../content/team.ts';
import { Picture } from './Picture.tsx';

/** Photo, name and position; the bio and LinkedIn link appear on hover and on keyboard focus. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="team-card">
      <div className="team-card__photo">
        <Picture photo={member.image} />
        <div className="team-card__more">
          <p>{member.content}</p>
          <a href={member.linkedin} rel="noopener noreferrer" aria-label={`LinkedIn profile of ${member.name}`}>
            LinkedIn
          </a>
        </div>
      </div>
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__position">{member.position}</p>
    </li>
  );
}
