import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../../shared/routes.ts';
import { useSendPostToSubscribersMutation } from '../../../../store/api/newsletter.ts';
import { useGetActiveSubscriberCountQuery } from '../../../../store/api/subscriberAdmin.ts';

/** "Send to subscribers" on a post's admin page: asks the browser's confirmation, then queues the send. */
/** `seen`: when the post shown was last changed; the send is refused if it changed since (reload to send it). */
export function SendToSubscribers({ postId, title, seen }: { postId: string; title: string; seen?: number }) {
  const { data: active } = useGetActiveSubscriberCountQuery();
  const [send, { isLoading }] = useSendPostToSubscribersMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onClick = async () => {
    if (active === undefined) return;
    if (!window.confirm(`Send '${title}' to ${active} subscribers?`)) return;
    const result = await send({ id: postId, seen });
    if (result.error) setOutcome({ ok: false, text: (result.error as { message?: string }).message ?? 'The send failed.' });
    else setOutcome({ ok: true, text: `Queued for ${result.data.total} subscribers.` });
  };

  return (
    <>
      <button type="button" className="button" disabled={isLoading || active === undefined} onClick={() => void onClick()}>
        Send to subscribers
      </button>
      {outcome ? (
        <span role={outcome.ok ? 'status' : 'alert'} className="send-outcome">
          {' '}
          {outcome.text} {outcome.ok ? <Link to={pathTo('adminNewsletter')}>See it on the Newsletter page</Link> : null}
        </span>
      ) : null}
    </>
  );
}
