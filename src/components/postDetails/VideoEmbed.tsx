import { useId } from 'react';
import { youtubeEmbedUrl } from '../../../shared/youtube.ts';

/** 'Video of the Event': the post's YouTube video from the privacy-enhanced host, at 16:9. */
export function VideoEmbed({ videoId, subject }: { videoId: string; subject: string }) {
  const titleId = useId();
  return (
    <section className="post-video" aria-labelledby={titleId}>
      <h2 id={titleId}>Video of the Event</h2>
      <div className="post-video__frame">
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={`Video: ${subject}`}
          width={560}
          height={315}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}
