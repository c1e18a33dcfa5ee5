import { Picture } from '../../components/Picture.tsx';
import { TeamCard } from '../../components/TeamCard.tsx';
import { advisoryTeam, managementTeam, type TeamMember } from '../../content/team.ts';
import { useMessages } from '../../i18n/messages.ts';
import { about } from '../../i18n/english/about.ts';
import { aboutPhotos } from '../../../shared/photos.ts';

function Team({ id, title, members }: { id: string; title: string; members: TeamMember[] }) {
  return (
    <section className="team" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="team__grid">
        {members.map((member) => (
          <TeamCard key={member.id} member={member} />
        ))}
      </ul>
    </section>
  );
}

export function WhoWeArePage() {
  const texts = useMessages('about', about);
  const { story } = texts;
  return (
    <div className="page">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.mission}</p>
      <ul className="statistics">
        {texts.statistics.map((statistic) => (
          <li key={statistic.text} className="statistics__item">
            <span className="statistics__value">{statistic.value}</span> {statistic.text}
          </li>
        ))}
      </ul>
      <ul className="photo-pair">
        {aboutPhotos.map((photo, index) => (
          <li key={photo.src}>
            <Picture photo={photo} alt={texts.photoAlts[index]!} lazy={index > 0} />
          </li>
        ))}
      </ul>
      <Team id="advisory-team" title={texts.advisoryTeam} members={advisoryTeam} />
      <Team id="management-team" title={texts.managementTeam} members={managementTeam} />
      <section className="story" aria-labelledby="our-story">
        <h2 id="our-story">{story.title}</h2>
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className="story__offerings">
          {story.offerings.map((offering) => (
            <li key={offering}>{offering}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
