import { useId } from 'react';
import { youtubeEmbedUrl } from '../../../shared/youtube.ts';
import { useLanguage, useMessages } from '../../i18n/messages.ts';
import { postDetails as englishTexts } from '../../i18n/english/postDetails.ts';
import { fill } from '../../../shared/i18n/message.ts';

/** 'Video of the Event': the post's YouTube video from the privacy-enhanced host, at 16:9. */
export function VideoEmbed({ videoId, subject }: { videoId: string; subject: string }) {
  const titleId = useId();
  const language = useLanguage();
  const texts = useMessages('postDetails', englishTexts);
  return (
    <section className="post-video" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.video}</h2>
      <div className="post-video__frame">
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={fill(language, texts.videoTitle, { subject })}
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
