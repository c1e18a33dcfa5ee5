import { useEffect, useState } from 'react';
import { useGetEmailSettingsQuery, useGetNewsletterSendsQuery, type NewsletterStatus } from '../../../../store/api/newsletter.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { formatDate } from '../common/format.ts';
import { BOUNCE_TEXTS, aboveComplaintLine, complaintRateText } from '../common/bounces.ts';

const STATUS_TEXT: Record<NewsletterStatus, string> = { QUEUED: 'Queued', SENDING: 'Sending', DONE: 'Done' };

/** While a send is under way the table refreshes itself this often. */
const REFRESH_MS = 2_000;

/** How to turn e-mail on, for a server started without SMTP_URL. */
function MailOff() {
  return (
    <div className="notice" role="note">
      <h2>E-mail is not set up</h2>
      <p>
        Nothing can be sent to subscribers until the server has a mail server. Set <code>SMTP_URL</code> (for example{' '}
        <code>smtp://user:password@mail.example.rw:587</code>) and <code>PUBLIC_URL</code> (the site&apos;s address, used in
        the links of every e-mail), then restart the server. Until then, subscriptions are active at once and no e-mail
        goes out.
      </p>
    </div>
  );
}

/**
 * newsletter: every post sent to the subscribers, with its progress and the mail that came back:
 * recipients whose newsletter bounced for good, who reported it as spam, and that share of the sent.
 */
export function NewsletterPage() {
  const settings = useGetEmailSettingsQuery();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data: sends, isLoading, isError, refetch } = useGetNewsletterSendsQuery(undefined, { pollingInterval });
  const running = sends?.some((send) => send.status !== 'DONE') ?? false;
  useEffect(() => setPollingInterval(running ? REFRESH_MS : 0), [running]);

  if (isError) return <EmptyState heading="Newsletter" message="Failed to fetch newsletter sends." onRefresh={refetch} />;

  return (
    <section className="admin-page" aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">Newsletter</h1>
      {settings.data && !settings.data.enabled ? <MailOff /> : null}
      {isLoading || !sends ? (
        <p role="status">Loading newsletter sends...</p>
      ) : sends.length === 0 ? (
        <p>No post has been sent to subscribers yet. Open a post and choose &quot;Send to subscribers&quot;.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Posts sent to subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Post</th>
                <th scope="col">Queued</th>
                <th scope="col">Status</th>
                <th scope="col">Sent</th>
                <th scope="col">Failed</th>
                <th scope="col">Bounced</th>
                <th scope="col">Complaints</th>
                <th scope="col">Complaint rate</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {sends.map((send) => (
                <tr key={send.id}>
                  <th scope="row">{send.title}</th>
                  <td>{formatDate(send.date_queued)}</td>
                  <td>{STATUS_TEXT[send.status]}</td>
                  <td>{send.sent}</td>
                  <td>{send.failed}</td>
                  <td>{send.bounced}</td>
                  <td>{send.complaints}</td>
                  <td>
                    {complaintRateText(send.complaintRate)}
                    {aboveComplaintLine(send.complaintRate) ? (
                      <span className="mail-problem mail-problem--warning">{BOUNCE_TEXTS.rateWarning}</span>
                    ) : null}
                  </td>
                  <td>{send.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
