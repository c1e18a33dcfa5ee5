import { Link } from 'react-router-dom';
import { SubscribeSection } from '../../components/subscribe/SubscribeSection.tsx';

export function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Guided choices, brighter futures.</h1>
        <p className="hero__question">Did you care today?</p>
        <p>
          We mentor and fund bright students from poor families in Rwanda, so that talent, not money, decides
          how far they go.
        </p>
        <p className="hero__actions">
          <Link className="button" to="/WhoWeArePage">
            Learn More
          </Link>
          <Link className="button button--ghost" to="/ContactPage">
            CONTACT US
          </Link>
        </p>
      </section>
      <SubscribeSection />
    </>
  );
}
