import { Link } from 'react-router-dom';
import { CARD_CONTENT_LIMIT, CARD_TITLE_LIMIT } from '../../../shared/constants.ts';
import { truncate } from '../../../shared/truncate.ts';
import type { Post } from '../../../shared/types.ts';
import { NoImage, PostImage } from '../PostImage.tsx';

// The grid's columns: 1, then 2 from 600px, 3 from 1024px, 4 from 1280px (styles/activities.scss).
const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw';

export const detailsPath = (postId: string) => `/ActivityDetailsPage/${encodeURIComponent(postId)}`;

export function ActivityCard({ post }: { post: Post }) {
  const to = detailsPath(post._id);
  const main = post.image_url[0];
  return (
    <article className="activity-card">
      {/* The image repeats the title link for pointer users; keyboard and screen-reader users get
          the title and 'Read more' links only. */}
      <Link to={to} className="activity-card__image" tabIndex={-1} aria-hidden="true">
        {main ? <PostImage image={main} alt="" sizes={CARD_IMAGE_SIZES} width={640} height={400} /> : <NoImage />}
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
