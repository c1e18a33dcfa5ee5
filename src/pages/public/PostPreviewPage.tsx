import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PostDetailsView } from './ActivityDetailsPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { usePostPreview } from './postPreviewWiring.ts';
import { useMessages } from '../../i18n/messages.ts';
import { postDetails as englishTexts } from '../../i18n/english/postDetails.ts';

// This page calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

/**
 * /preview/:token: a post not yet public, shown by the same details page visitors will
 * see, with a line saying it is a preview. A token that opens nothing shows the not-found page (the
 * server answers it 404). Never indexed: the server's head says so, and so does this page when it
 * is reached inside the app.
 */
export function PostPreviewPage() {
  const { token = '' } = useParams();
  useNoindex();
  return <PostPreview key={token} token={token} />;
}

function PostPreview({ token }: { token: string }) {
  const [snapshot, send] = usePostPreview(token);
  const texts = useMessages('postDetails', englishTexts);
  if (snapshot.hasTag('error') && snapshot.context.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <>
      {snapshot.hasTag('loaded') ? (
        <p className="banner" role="status">
          {texts.preview}
        </p>
      ) : null}
      <PostDetailsView snapshot={snapshot} send={send} />
    </>
  );
}

/** `<meta name="robots" content="noindex">` in the head while the page is shown (the server writes it into the page). */
function useNoindex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"][content~="noindex"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
