import { fill } from '../../shared/i18n/message.ts';
import { team } from '../i18n/english/team.ts';
import type { TeamMember } from '../content/team.ts';
import { useLanguage, useMessages } from '../i18n/messages.ts';
import { Picture } from './Picture.tsx';

/** Photo, name and position; the bio and LinkedIn link appear on hover and on keyboard focus. */
export function TeamCard({ member }: { member: TeamMember }) {
  const language = useLanguage();
  const texts = useMessages('team', team);
  const { position, bio } = texts.members[member.id];
  const name = { name: member.name };
  return (
    <li className="team-card">
      <div className="team-card__photo">
        <Picture photo={member.image} alt={fill(language, texts.portraitOf, name)} />
        <div className="team-card__more">
          <p>{bio}</p>
          <a href={member.linkedin} rel="noopener noreferrer" aria-label={fill(language, texts.linkedInOf, name)}>
            {texts.linkedIn}
          </a>
        </div>
      </div>
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__position">{position}</p>
    </li>
  );
}
