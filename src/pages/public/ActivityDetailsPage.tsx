import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import '../../../styles/postDetails.scss';
import type { ImageRef, Post } from '../../../shared/types.ts';
import { youtubeVideoId } from '../../../shared/youtube.ts';
import { DETAILS_IMAGE_SIZES } from '../../../shared/responsiveImage.ts';
import { NoImage, PostImage } from '../../components/PostImage.tsx';
import { Carousel } from '../../components/postDetails/Carousel.tsx';
import { ImageModal } from '../../components/postDetails/ImageModal.tsx';
import { VideoEmbed } from '../../components/postDetails/VideoEmbed.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useLanguage, useMessages } from '../../i18n/messages.ts';
import { postDetails as englishTexts } from '../../i18n/english/postDetails.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { fill } from '../../../shared/i18n/message.ts';
import { usePostDetails } from './postDetailsWiring.ts';

// This page calls the server, whose first answer the document may carry: its loader joins the api
// to the store and puts that answer into the cache first (src/lib/storeLoading.ts).
export { joinApiWithPageAnswers as prepareStore } from '../../../store/api/pageAnswers.ts';

export function ActivityDetailsPage() {
  const { postId = '' } = useParams();
  // A new post id starts a new machine.
  return <PostDetails key={postId} postId={postId} />;
}

function PostDetails({ postId }: { postId: string }) {
  const [snapshot, send] = usePostDetails(postId);
  return <PostDetailsView snapshot={snapshot} send={send} />;
}

type PostDetailsRun = ReturnType<typeof usePostDetails>;

/**
 * The details page as visitors see it, whichever way its post is loaded: by its address, or by a
 * preview link (PostPreviewPage.tsx), so that a preview is exactly the page the post will have.
 */
export function PostDetailsView({ snapshot, send }: { snapshot: PostDetailsRun[0]; send: PostDetailsRun[1] }) {
  const { post, image } = snapshot.context;
  const language = useLanguage();
  const texts = useMessages('postDetails', englishTexts);
  useDocumentTitle(post?.title ?? null);

  const openImage = useCallback((chosen: ImageRef) => send({ type: 'IMAGE_CHOSEN', image: chosen }), [send]);
  const closeImage = useCallback(() => send({ type: 'MODAL_CLOSED' }), [send]);

  if (snapshot.hasTag('loading')) {
    return (
      <p className="page banner" role="status">
        {texts.loading}
      </p>
    );
  }
  if (snapshot.hasTag('error') || !post) {
    return (
      <div className="page post-error">
        <p role="alert">{texts.error}</p>
        <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
          {texts.retry}
        </button>
      </div>
    );
  }

  const gallery = post.image_urls ?? [];
  const modalOpen = snapshot.hasTag('modal');
  // A post without a version in the page's language: its English text, marked as English, and a line saying so.
  const textLanguage = post.language ?? DEFAULT_LANGUAGE;
  const lang = textLanguage !== language ? textLanguage : undefined;
  return (
    <article className="page post-details">
      <h1 lang={lang}>{post.title}</h1>
      {lang ? <p className="post-details__language">{texts.englishOnly}</p> : null}
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
        <NoImage className="post-details__main" text={texts.noImage} />
      )}
      <p className="post-details__headline" lang={lang}>
        {post.content}
      </p>
      {post.contentSections.map((section, position) => (
        <section key={position} className="post-section" lang={lang}>
          <h2>{section.sectionTitle}</h2>
          <p>{section.paragraph1}</p>
          {section.paragraph2 ? <p>{section.paragraph2}</p> : null}
        </section>
      ))}
      <PostVideo post={post} />
      {gallery.length > 0 ? <Carousel images={gallery} subject={post.title} onOpen={openImage} paused={modalOpen} /> : null}
      {modalOpen && image ? <ImageModal image={image} alt={fill(language, texts.fullSizeAlt, { subject: post.title })} onClose={closeImage} /> : null}
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
