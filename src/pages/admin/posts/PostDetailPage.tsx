import { Link, useParams } from 'react-router-dom';
import { useGetAdminPostQuery } from '../../../../store/api/postAdmin.ts';
import { useMeStatus } from '../../../../store/api/me.ts';
import { mayEditDraft } from '../../../../shared/postLifecycle.ts';
import { pathTo } from '../../../../shared/routes.ts';
import type { ImageRef } from '../../../../shared/types.ts';
import { youtubeEmbedUrl, youtubeVideoId } from '../../../../shared/youtube.ts';
import { responsiveImage } from '../../../../shared/responsiveImage.ts';
import { formatDate } from '../common/format.ts';
import { useDeletePost } from '../common/deletionWiring.ts';
import { useCan, useCanChangePost } from '../common/permissions.tsx';
import { PostHistory } from './PostHistory.tsx';
import { PostReaders } from './PostReaders.tsx';
import { statusLabel } from './overviewTexts.ts';
import { PreviewButton } from './PreviewButton.tsx';
import { SendToSubscribers } from './SendToSubscribers.tsx';
import { DeleteButton } from '../common/TablePaging.tsx';

function Images({ images, alt }: { images: ImageRef[]; alt: (image: ImageRef, index: number) => string }) {
  return (
    <ul className="detail-images">
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <img {...responsiveImage(image.url, '16rem')} alt={alt(image, index)} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** overview/{id}: the whole post as staff see it. */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const { data: post, isLoading, error } = useGetAdminPostQuery(id);
  const allowed = useCan();
  const mayChange = useCanChangePost(post ?? undefined);
  const [deletePost, deleting] = useDeletePost();
  const { me } = useMeStatus();
  // Preview links: whoever may write the post's drafts (a Contributor their own; the server decides).
  // Restoring a revision is writing the post's draft (the server decides: mayEditDraft).
  const mayRestore =
    !!post && !!me && mayEditDraft({ role: me.role, own: !!post.user_id && post.user_id === me._id }, post.status ?? 'PUBLISHED');
  const mayPreview = allowed('posts.any') || (!!post?.user_id && post.user_id === me?._id && allowed('posts.draft'));

  let body;
  if (isLoading) body = <p role="status">Loading post...</p>;
  else if (error) body = <p role="alert">Error: {(error as { message?: string }).message ?? 'unknown error'}</p>;
  else if (!post) body = <p role="alert">Post not found</p>;
  else {
    const videoId = youtubeVideoId(post.youtube_video_url);
    body = (
      <article className="post-detail">
        <Images images={post.image_url} alt={(_, index) => `${post.title}, main image ${index + 1}`} />
        <h1>{post.title}</h1>
        <p className="post-detail__meta">
          <span>Category: {post.category}</span> · <span>Posted: {formatDate(post.date_posted)}</span> ·{' '}
          <span>Status: {statusLabel(post.status, post.publish_at)}</span>
        </p>
        <p className="post-detail__content">{post.content}</p>
        {post.contentSections.map((section, index) => (
          <section key={index}>
            <h2>{section.sectionTitle}</h2>
            <p>{section.paragraph1}</p>
            {section.paragraph2 && <p>{section.paragraph2}</p>}
          </section>
        ))}
        {videoId && (
          <section>
            <h2>Video of the Event</h2>
            <div className="video-frame">
              <iframe
                src={youtubeEmbedUrl(videoId)}
                title={`Video of ${post.title}`}
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            </div>
          </section>
        )}
        {post.image_urls && post.image_urls.length > 0 && (
          <section>
            <h2>Gallery</h2>
            <Images images={post.image_urls} alt={(image) => image.filename || `${post.title} photo`} />
          </section>
        )}
        <p className="form-actions">
          {mayChange || mayRestore ? (
            // A Contributor edits their own draft (its page offers Submit for review).
            <>
              <Link to={pathTo('adminEdit', { id })} className="button">
                Edit {post.title}
              </Link>{' '}
            </>
          ) : null}
          {mayChange ? (
            <>
              <DeleteButton label={`Delete ${post.title}`} busy={deleting} onDelete={() => void deletePost(id)} />{' '}
            </>
          ) : null}
          {allowed('newsletter.send') ? <SendToSubscribers postId={id} title={post.title} seen={post.updated_at} /> : null}
        </p>
        {mayPreview ? (
          <p className="form-actions">
            <PreviewButton postId={id} status={post.status} />
          </p>
        ) : null}
      </article>
    );
  }

  return (
    <div className="admin-page">
      <p>
        <Link to={pathTo('adminOverview')}>Back to overview</Link>
      </p>
      {body}
      {post && allowed('insights.view') ? <PostReaders postId={id} /> : null}
      {post ? <PostHistory postId={id} canRestore={mayRestore} /> : null}
    </div>
  );
}
