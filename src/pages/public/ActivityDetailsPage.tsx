import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import '../../../styles/postDetails.scss';
import { loadPostWith, postDetailsMachine } from '../../../machines/postDetails.ts';
import { postsApi, usePostsApi } from '../../../store/api/posts.ts';
import type { ImageRef, Post } from '../../../shared/types.ts';
import { youtubeVideoId } from '../../../shared/youtube.ts';
import { DETAILS_IMAGE_SIZES } from '../../../shared/responsiveImage.ts';
import { NoImage, PostImage } from '../../components/PostImage.tsx';
import { Carousel } from '../../components/postDetails/Carousel.tsx';
import { ImageModal } from '../../components/postDetails/ImageModal.tsx';
import { VideoEmbed } from '../../components/postDetails/VideoEmbed.tsx';
import { inspect } from '../../lib/inspection.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

export function ActivityDetailsPage() {
  const { postId = '' } = useParams();
  // A new post id starts a new machine.
  return <PostDetails key={postId} postId={postId} />;
}

function PostDetails({ postId }: { postId: string }) {
  // The api and the posts written into the page join the store before the cache is read.
  const store = usePostsApi();
  const machine = useMemo(() => postDetailsMachine.provide({ actors: { loadPost: loadPostWith(store.dispatch) } }), [store]);
  // A post already in the cache (the server writes the first one into the page) shows at once.
  const [known] = useState(() => postsApi.endpoints.getOnePost.select(postId)(store.getState()).data ?? null);
  const [snapshot, send] = useMachine(machine, { input: { postId, post: known }, inspect });
  const { post, image } = snapshot.context;
  useDocumentTitle(post?.title ?? null);

  const openImage = useCallback((chosen: ImageRef) => send({ type: 'image.chosen', image: chosen }), [send]);
  const closeImage = useCallback(() => send({ type: 'modal.closed' }), [send]);

  if (snapshot.hasTag('loading')) {
    return (
      <p className="page banner" role="status">
        Loading post details...
      </p>
    );
  }
  if (snapshot.hasTag('error') || !post) {
    return (
      <div className="page post-error">
        <p role="alert">Error loading post details. Please try again later.</p>
        <button type="button" className="button" onClick={() => send({ type: 'retry' })}>
          Try again
        </button>
      </div>
    );
  }

  const gallery = post.image_urls ?? [];
  const modalOpen = snapshot.hasTag('modal');
  return (
    <article className="page post-details">
      <h1>{post.title}</h1>
      {post.image_url[0] ? (
        <PostImage
          image={post.image_url[0]}
          alt={post.title}
          sizes={DETAILS_IMAGE_SIZES}
          width={1200}
          height={675}
          priority
          className="post-details__main"
        />
      ) : (
        <NoImage className="post-details__main" />
      )}
      <p className="post-details__headline">{post.content}</p>
      {post.contentSections.map((section, position) => (
        <section key={position} className="post-section">
          <h2>{section.sectionTitle}</h2>
          <p>{section.paragraph1}</p>
          {section.paragraph2 ? <p>{section.paragraph2}</p> : null}
        </section>
      ))}
      <PostVideo post={post} />
      {gallery.length > 0 ? <Carousel images={gallery} subject={post.title} onOpen={openImage} paused={modalOpen} /> : null}
      {modalOpen && image ? <ImageModal image={image} alt={`${post.title}, full size`} onClose={closeImage} /> : null}
    </article>
  );
}

/** The video section, left out (and the bad link logged) when the link names no YouTube video. */
function PostVideo({ post }: { post: Post }) {
  const link = post.youtube_video_url;
  const videoId = youtubeVideoId(link);
  useEffect(() => {
    if (link && !videoId) console.error(`Post ${post._id}: not a YouTube video link, video left out:`, link);
  }, [link, videoId, post._id]);
  return videoId ? <VideoEmbed videoId={videoId} subject={post.title} /> : null;
}
