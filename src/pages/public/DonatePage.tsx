import { Link } from 'react-router-dom';
import { Accordion } from '../../components/Accordion.tsx';
import { Picture } from '../../components/Picture.tsx';
import { donateDetails, donateHeading, donateIntro, donateOptions } from '../../content/donate.ts';
import { donatePhoto } from '../../../shared/photos.ts';
import { ROUTES } from '../../../shared/routes.ts';

function DonateDetails() {
  return (
    <>
      <p>{donateDetails.acceptedIntro}</p>
      <ul>
        {donateDetails.accepted.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <dl className="donate-details">
        <dt>Mobile money number</dt>
        <dd>{donateDetails.mobileMoneyNumber}</dd>
        <dt>Mobile money code (internal transfers)</dt>
        <dd>{donateDetails.mobileMoneyCode}</dd>
        <dt>Hours</dt>
        <dd>{donateDetails.hours}</dd>
      </dl>
      <p>
        <Link to={ROUTES.donateByCard.path}>{donateDetails.formLine}</Link>
      </p>
    </>
  );
}

export function DonatePage() {
  const items = donateOptions.map((option) => ({ id: option.id, title: option.title, content: <DonateDetails /> }));
  return (
    <div className="page donate">
      <h1>{donateHeading}</h1>
      <p className="page__lead">{donateIntro}</p>
      <div className="donate__layout">
        <Accordion items={items} className="donate__cards" />
        <Link to={ROUTES.donateByCard.path} className="donate__image">
          <Picture photo={donatePhoto} lazy={false} />
        </Link>
      </div>
    </div>
  );
}
