import { Link } from 'react-router-dom';
import { Picture } from '../../components/Picture.tsx';
import type { HomeContent } from '../../content/sections.ts';
import { shown, useSiteContent } from '../../lib/siteContent.tsx';
import { LazySubscribeForm } from '../../components/subscribe/LazySubscribeForm.tsx';
import { useLocalize, useMessages } from '../../i18n/messages.ts';
import { gallery } from '../../i18n/english/gallery.ts';
import { home } from '../../i18n/english/home.ts';
import { HERO_SIZES, galleryPhotos, homePhotos } from '../../../shared/photos.ts';
import { ROUTES } from '../../../shared/routes.ts';

/** Where the cards lead, in the order of the content's `cards`. */
const CARD_PATHS = [ROUTES.whoWeAre.path, ROUTES.impact.path];

export function HomePage() {
  const texts = useMessages('home', home);
  const content = useSiteContent<HomeContent>('home');
  const alts = useMessages('gallery', gallery).alts;
  const localize = useLocalize();
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{texts.headline}</h1>
          <p className="hero__question">{texts.question}</p>
          <p>
            {shown(content.mission)}
          </p>
          <p className="hero__actions">
            <Link className="button" to={localize(ROUTES.whoWeAre.path)}>
              {/* The rest is said to screen readers and search engines, so the link makes sense on its own. */}
              {texts.learnMore} <span className="visually-hidden">{texts.learnMoreAbout}</span>
            </Link>
            <Link className="button button--ghost" to={localize(ROUTES.contact.path)}>
              {texts.contactUs}
            </Link>
          </p>
        </div>
        <Picture photo={homePhotos.hero} alt={texts.heroAlt} priority className="hero__image" sizes={HERO_SIZES} />
      </section>

      <ul className="image-grid" aria-label={texts.photosLabel}>
        {homePhotos.grid.map((photo, index) => (
          <li key={photo.src}>
            <Picture photo={photo} alt={texts.gridAlts[index]!} />
          </li>
        ))}
      </ul>

      <section className="notice" aria-labelledby="notice-title">
        <h2 id="notice-title">
          {shown(content.noticeTitle)}
        </h2>
        <p>
          {shown(content.notice)}
        </p>
      </section>

      <section className="home-gallery" aria-labelledby="home-gallery-title">
        <h2 id="home-gallery-title">{texts.galleryTitle}</h2>
        <ul className="home-gallery__grid">
          {galleryPhotos.slice(0, 6).map((photo, index) => (
            <li key={photo.src}>
              <Picture photo={photo} alt={alts[index]!} />
            </li>
          ))}
        </ul>
      </section>

      <section className="subscribe" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">{texts.subscribeTitle}</h2>
        <p>{texts.subscribeText}</p>
        <LazySubscribeForm />
      </section>

      <ul className="home-cards">
        {content.cards.map((card, index) => (
          <li key={card.key} className="home-card">
            <h2 className="home-card__title">
              <Link to={localize(CARD_PATHS[index]!)}>
                {shown(card.title)}
              </Link>
            </h2>
            <p>
              {shown(card.text)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
