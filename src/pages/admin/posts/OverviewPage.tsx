import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PostStatus } from '../../../../shared/postLifecycle.ts';
import { pathTo } from '../../../../shared/routes.ts';
import { useGetPostViewsQuery } from '../../../../store/api/insightsPosts.ts';
import { useGetOverdueScheduledPostsQuery, useGetPostRowsQuery } from '../../../../store/api/postAdmin.ts';
import { AdminPage } from '../common/AdminPage.tsx';
import { useDeletePost } from '../common/deletionWiring.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useCan } from '../common/permissions.tsx';
import { contentPreview, formatDate } from '../common/format.ts';
import { overdueText, STATUS_FILTERS, statusLabel } from './overviewTexts.ts';
import { DeleteButton, PagedTable, usePagedRows } from '../common/TablePaging.tsx';

/** How often the overview asks whether a scheduled post is past its time. */
export const OVERDUE_POLL_MS = 30_000;

function StatusFilter({ value, onChange }: { value: PostStatus | ''; onChange: (value: PostStatus | '') => void }) {
  const id = useId();
  return (
    <div className="table-filter">
      <label htmlFor={id}>Status</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as PostStatus | '')}>
        {STATUS_FILTERS.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The banner while a scheduled post is past its time; when the count drops the scheduler has
 * published some, so the rows on screen are read again.
 */
function useOverdueBanner(allowed: boolean, refetchRows: () => unknown): number {
  const { data: overdue = 0 } = useGetOverdueScheduledPostsQuery(undefined, { skip: !allowed, pollingInterval: OVERDUE_POLL_MS });
  const before = useRef(overdue);
  useEffect(() => {
    if (overdue < before.current) refetchRows();
    before.current = overdue;
  }, [overdue, refetchRows]);
  return overdue;
}

/** overview: every post with its status, with its actions, 50 a page from the server, searchable by title and filtered by status. */
export function OverviewPage() {
  const [status, setStatus] = useState<PostStatus | ''>('');
  const table = usePagedRows(useGetPostRowsQuery, { status: status || undefined });
  const [deletePost, deleting] = useDeletePost();
  // A row does not say whose post it is: a person who may change only their own does it from the post's page.
  const allowed = useCan();
  const overdue = useOverdueBanner(allowed('posts.draft'), table.refetch);
  // The views of the posts on the page, in one read, for those who may see the Insights.
  const showViews = allowed('insights.view');
  const ids = (table.data?.items ?? []).map((post) => post._id);
  const { data: views } = useGetPostViewsQuery(ids, { skip: !showViews || ids.length === 0 });

  if (table.isError) return <EmptyState heading="Activities Overview" message="Failed to load activity posts." onRefresh={table.refetch} />;

  return (
    <AdminPage
      heading="Activities Overview"
      actions={
        allowed('posts.draft') ? (
          <Link to={pathTo('adminCreate')} className="button">
            Add New Activity
          </Link>
        ) : null
      }
    >
      {overdue > 0 ? (
        <p role="alert" className="overdue-banner">
          {overdueText(overdue)}
        </p>
      ) : null}
      <PagedTable
        table={table}
        searchLabel="Search by title"
        what="activity posts"
        loading="Loading activity posts..."
        caption="All activity posts, newest first"
        filters={
          <StatusFilter
            value={status}
            onChange={(value) => {
              setStatus(value);
              table.paging.setPage(1);
            }}
          />
        }
        columns={['Date Posted', 'Title', 'Category', 'Content', ...(showViews ? ['Views'] : []), 'Status', 'Actions']}
        row={(post) => (
          <tr key={post._id}>
            <td>{formatDate(post.date_posted)}</td>
            <th scope="row">{post.title}</th>
            <td>{post.category}</td>
            <td>{contentPreview(post.content)}</td>
            {showViews ? <td>{views ? (views[post._id]?.views ?? 0).toLocaleString('en-US') : '–'}</td> : null}
            <td>{statusLabel(post.status, post.publish_at)}</td>
            <td className="admin-table__actions">
              <Link to={pathTo('adminPost', { id: post._id })} aria-label={`View ${post.title}`}>
                View
              </Link>
              {allowed('posts.any') ? (
                <>
                  <Link to={pathTo('adminEdit', { id: post._id })} aria-label={`Edit ${post.title}`}>
                    Edit
                  </Link>
                  <DeleteButton label={`Delete ${post.title}`} busy={deleting} onDelete={() => void deletePost(post._id)} />
                </>
              ) : null}
            </td>
          </tr>
        )}
      />
    </AdminPage>
  );
}
