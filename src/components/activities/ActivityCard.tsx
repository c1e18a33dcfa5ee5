import { Link } from 'react-router-dom';
import { CARD_CONTENT_LIMIT, CARD_TITLE_LIMIT } from '../../../shared/constants.ts';
import { CARD_IMAGE_SIZES } from '../../../shared/responsiveImage.ts';
import { postPath } from '../../../shared/routes.ts';
import { truncate } from '../../../shared/truncate.ts';
import type { Post } from '../../../shared/types.ts';
import { NoImage, PostImage } from '../PostImage.tsx';
import { useLanguage, useLocalize, useMessages } from '../../i18n/messages.ts';
import { activities as englishTexts } from '../../i18n/english/activities.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';

export const detailsPath = postPath;

/** What a card shows of a post (a whole post, or a card of the paged list); `language`: the one its text is in. */
export type CardPost = Pick<Post, '_id' | 'title' | 'category' | 'content' | 'image_url' | 'language'>;

/**
 * `first`: the grid's first card, whose picture is the page's largest paint; it is not lazy. A
 * post without a version in the page's language shows its English, marked as English.
 */
export function ActivityCard({ post, first = false }: { post: CardPost; first?: boolean }) {
  const language = useLanguage();
  const texts = useMessages('activities', englishTexts);
  const to = useLocalize()(detailsPath(post._id));
  const main = post.image_url[0];
  const textLanguage = post.language ?? DEFAULT_LANGUAGE;
  const lang = textLanguage !== language ? textLanguage : undefined;
  return (
    <article className="activity-card">
      {/* The image repeats the title link for pointer users; keyboard and screen-reader users get
          the title and 'Read more' links only. */}
      <Link to={to} className="activity-card__image" tabIndex={-1} aria-hidden="true">
        {main ? (
          <PostImage image={main} alt="" sizes={CARD_IMAGE_SIZES} width={640} height={400} priority={first} />
        ) : (
          <NoImage text={texts.noImage} />
        )}
      </Link>
      <h2 className="activity-card__title" lang={lang}>
        <Link to={to}>{truncate(post.title, CARD_TITLE_LIMIT)}</Link>
      </h2>
      <p className="activity-card__category">{texts.filters[post.category]}</p>
      <p className="activity-card__content" lang={lang}>
        {truncate(post.content, CARD_CONTENT_LIMIT)}
      </p>
      <Link to={to} className="activity-card__more">
        {texts.readMore} <span className="visually-hidden">{fill(language, texts.readMoreAbout, { title: post.title })}</span>
      </Link>
    </article>
  );
}
