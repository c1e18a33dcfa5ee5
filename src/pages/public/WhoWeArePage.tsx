import { Picture } from '../../components/Picture.tsx';
import { TeamCard } from '../../components/TeamCard.tsx';
import { mission, statistics, story, whoWeAreHeading } from '../../content/about.ts';
import { aboutPhotos } from '../../../shared/photos.ts';
import { advisoryTeam, managementTeam, type TeamMember } from '../../content/team.ts';

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
  return (
    <div className="page">
      <h1>{whoWeAreHeading}</h1>
      <p className="page__lead">{mission}</p>
      <ul className="statistics">
        {statistics.map((statistic) => (
          <li key={statistic.text} className="statistics__item">
            <span className="statistics__value">{statistic.value}</span> {statistic.text}
          </li>
        ))}
      </ul>
      <ul className="photo-pair">
        {aboutPhotos.map((photo, index) => (
          <li key={photo.src}>
            <Picture photo={photo} lazy={index > 0} />
          </li>
        ))}
      </ul>
      <Team id="advisory-team" title="Advisory Team" members={advisoryTeam} />
      <Team id="management-team" title="Management Team" members={managementTeam} />
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
