import { Link } from 'react-router-dom';
import { Picture } from '../../components/Picture.tsx';
import { LazySubscribeForm } from '../../components/subscribe/LazySubscribeForm.tsx';
import { home } from '../../content/home.ts';
import { HERO_SIZES, galleryPhotos, homePhotos } from '../../../shared/photos.ts';
import { ROUTES } from '../../../shared/routes.ts';

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{home.headline}</h1>
          <p className="hero__question">{home.question}</p>
          <p>{home.mission}</p>
          <p className="hero__actions">
            <Link className="button" to={ROUTES.whoWeAre.path}>
              {/* The rest is said to screen readers and search engines, so the link makes sense on its own. */}
              {home.learnMore} <span className="visually-hidden">{home.learnMoreAbout}</span>
            </Link>
            <Link className="button button--ghost" to={ROUTES.contact.path}>
              {home.contactUs}
            </Link>
          </p>
        </div>
        <Picture photo={homePhotos.hero} priority className="hero__image" sizes={HERO_SIZES} />
      </section>

      <ul className="image-grid" aria-label="Our students">
        {homePhotos.grid.map((photo) => (
          <li key={photo.src}>
            <Picture photo={photo} />
          </li>
        ))}
      </ul>

      <section className="notice" aria-labelledby="notice-title">
        <h2 id="notice-title">{home.noticeTitle}</h2>
        <p>{home.notice}</p>
      </section>

      <section className="home-gallery" aria-labelledby="home-gallery-title">
        <h2 id="home-gallery-title">{home.galleryTitle}</h2>
        <ul className="home-gallery__grid">
          {galleryPhotos.slice(0, 6).map((photo) => (
            <li key={photo.src}>
              <Picture photo={photo} />
            </li>
          ))}
        </ul>
      </section>

      <section className="subscribe" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">{home.subscribeTitle}</h2>
        <p>{home.subscribeText}</p>
        <LazySubscribeForm />
      </section>

      <ul className="home-cards">
        {home.cards.map((card) => (
          <li key={card.to} className="home-card">
            <h2 className="home-card__title">
              <Link to={card.to}>{card.title}</Link>
            </h2>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
