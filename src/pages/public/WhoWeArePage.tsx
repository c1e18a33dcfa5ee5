import { Picture } from '../../components/Picture.tsx';
import { TeamCard } from '../../components/TeamCard.tsx';
import type { Person, TeamContent, WhoWeAreContent } from '../../content/sections.ts';
import { shown, useSiteContent } from '../../lib/siteContent.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { about } from '../../i18n/english/about.ts';
import { aboutPhotos } from '../../../shared/photos.ts';

function Team({ id, title, members }: { id: string; title: string; members: Person[] }) {
  return (
    <section className="team" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="team__grid">
        {members.map((member) => (
          <TeamCard key={member.key} member={member} />
        ))}
      </ul>
    </section>
  );
}

export function WhoWeArePage() {
  const texts = useMessages('about', about);
  const content = useSiteContent<WhoWeAreContent>('whoWeAre');
  const team = useSiteContent<TeamContent>('team');
  return (
    <div className="page">
      <h1>{texts.heading}</h1>
      <p className="page__lead">
        {shown(content.mission)}
      </p>
      <ul className="statistics">
        {content.statistics.map((statistic) => (
          <li key={statistic.key} className="statistics__item">
            <span className="statistics__value">
              {shown(statistic.value)}
            </span>{' '}
            {shown(statistic.label)}
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
      <Team id="advisory-team" title={texts.advisoryTeam} members={team.advisory} />
      <Team id="management-team" title={texts.managementTeam} members={team.management} />
      <section className="story" aria-labelledby="our-story">
        <h2 id="our-story">{texts.story.title}</h2>
        {content.story.map((paragraph) => (
          <p key={paragraph.key}>
            {shown(paragraph.text)}
          </p>
        ))}
        <ul className="story__offerings">
          {content.offerings.map((offering) => (
            <li key={offering.key}>
              {shown(offering.text)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
