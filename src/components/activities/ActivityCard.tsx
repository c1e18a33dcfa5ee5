import { Link } from 'react-router-dom';
import { CARD_CONTENT_LIMIT, CARD_TITLE_LIMIT } from '../../../shared/constants.ts';
import { CARD_IMAGE_SIZES } from '../../../shared/responsiveImage.ts';
import { postPath } from '../../../shared/routes.ts';
import { truncate } from '../../../shared/truncate.ts';
import type { Post } from '../../../shared/types.ts';
import { NoImage, PostImage } from '../PostImage.tsx';

export const detailsPath = postPath;

/** What a card shows of a post (a whole post, or a card of the paged list). */
export type CardPost = Pick<Post, '_id' | 'title' | 'category' | 'content' | 'image_url'>;

/** `first`: the grid's first card, whose picture is the page's largest paint; it is not lazy. */
export function ActivityCard({ post, first = false }: { post: CardPost; first?: boolean }) {
  const to = detailsPath(post._id);
  const main = post.image_url[0];
  return (
    <article className="activity-card">
      {/* The image repeats the title link for pointer users; keyboard and screen-reader users get
          the title and 'Read more' links only. */}
      <Link to={to} className="activity-card__image" tabIndex={-1} aria-hidden="true">
        {main ? <PostImage image={main} alt="" sizes={CARD_IMAGE_SIZES} width={640} height={400} priority={first} /> : <NoImage />}
      </Link>
      <h2 className="activity-card__title">
        <Link to={to}>{truncate(post.title, CARD_TITLE_LIMIT)}</Link>
      </h2>
      <p className="activity-card__category">{post.category}</p>
      <p className="activity-card__content">{truncate(post.content, CARD_CONTENT_LIMIT)}</p>
      <Link to={to} className="activity-card__more">
        Read more <span className="visually-hidden">about {post.title}</span>
      </Link>
    </article>
  );
}
