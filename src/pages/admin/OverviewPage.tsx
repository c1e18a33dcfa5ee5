import { Link } from 'react-router-dom';
import { pathTo } from '../../../shared/routes.ts';
import { useGetPostRowsQuery } from '../../../store/api/adminRows.ts';
import { useDeletePost } from './deletionWiring.ts';
import { EmptyState } from './EmptyState.tsx';
import { useCan } from './permissions.tsx';
import { contentPreview, formatDate } from './format.ts';
import { DeleteButton, PagedTable, usePagedRows } from './TablePaging.tsx';

/** overview: every post, with its actions, 50 a page from the server, searchable by title. */
export function OverviewPage() {
  const table = usePagedRows(useGetPostRowsQuery);
  const [deletePost, deleting] = useDeletePost();
  // A row does not say whose post it is: a person who may change only their own does it from the post's page.
  const allowed = useCan();

  if (table.isError) return <EmptyState heading="Activities Overview" message="Failed to load activity posts." onRefresh={table.refetch} />;

  return (
    <section className="admin-page" aria-labelledby="overview-heading">
      <div className="admin-page__head">
        <h1 id="overview-heading">Activities Overview</h1>
        {allowed('posts.own') ? (
          <Link to={pathTo('adminCreate')} className="button">
            Add New Activity
          </Link>
        ) : null}
      </div>
      <PagedTable
        table={table}
        searchLabel="Search by title"
        what="activity posts"
        loading="Loading activity posts..."
        caption="All activity posts, newest first"
        columns={['Date Posted', 'Title', 'Category', 'Content', 'Actions']}
        row={(post) => (
          <tr key={post._id}>
            <td>{formatDate(post.date_posted)}</td>
            <th scope="row">{post.title}</th>
            <td>{post.category}</td>
            <td>{contentPreview(post.content)}</td>
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
    </section>
  );
}
