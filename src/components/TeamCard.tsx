import { fill } from '../../shared/i18n/message.ts';
import { team } from '../i18n/english/team.ts';
import { plainText, type Person } from '../content/sections.ts';
import { shown } from '../lib/siteContent.tsx';
import { useLanguage, useMessages } from '../i18n/messages.ts';
import { Picture } from './Picture.tsx';

/** Photo, name and position; the bio and LinkedIn link appear on hover and on keyboard focus. */
export function TeamCard({ member }: { member: Person }) {
  const language = useLanguage();
  const texts = useMessages('team', team);
  const name = { name: member.name };
  const bio = plainText(member.bio);
  return (
    <li className="team-card">
      <div className="team-card__photo">
        {member.photo && <Picture photo={member.photo} alt={plainText(member.photoAlt) || fill(language, texts.portraitOf, name)} />}
        {(bio || member.linkedin) && (
          <div className="team-card__more">
            {bio && (
              <p>
                {shown(member.bio)}
              </p>
            )}
            {member.linkedin.startsWith('https://') && (
              <a href={member.linkedin} rel="noopener noreferrer" aria-label={fill(language, texts.linkedInOf, name)}>
                {texts.linkedIn}
              </a>
            )}
          </div>
        )}
      </div>
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__position">
        {shown(member.position)}
      </p>
    </li>
  );
}
