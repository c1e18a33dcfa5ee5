import { Link } from 'react-router-dom';
import { useGetPostRowsQuery } from '../../../store/api/adminRows.ts';
import { useDeletePost } from './deletions.ts';
import { EmptyState } from './EmptyState.tsx';
import { contentPreview, formatDate } from './format.ts';
import { TablePager, TableSearch, useKeepPageInRange, useTablePaging } from './TablePaging.tsx';

/** overview: every post, with its actions, 50 a page from the server, searchable by title. */
export function OverviewPage() {
  const paging = useTablePaging();
  const { data, isLoading, isFetching, isError, refetch } = useGetPostRowsQuery({ search: paging.search, page: paging.page });
  const posts = data?.items;
  useKeepPageInRange(paging.page, data?.total, paging.setPage);
  const [deletePost, deleting] = useDeletePost();

  if (isError) return <EmptyState heading="Activities Overview" message="Failed to load activity posts." onRefresh={refetch} />;

  return (
    <section className="admin-page" aria-labelledby="overview-heading">
      <div className="admin-page__head">
        <h1 id="overview-heading">Activities Overview</h1>
        <Link to="/admin/addNewActivitie" className="button">
          Add New Activity
        </Link>
      </div>
      <TableSearch label="Search by title" value={paging.typed} onChange={paging.setTyped} />
      {isLoading || !posts ? (
        <p role="status">Loading activity posts...</p>
      ) : (
        <div className="table-scroll">
          <TablePager what="activity posts" page={paging.page} total={data.total} shown={posts.length} onPage={paging.setPage} />
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">All activity posts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date Posted</th>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Content</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post._id}>
                  <td>{formatDate(post.date_posted)}</td>
                  <th scope="row">{post.title}</th>
                  <td>{post.category}</td>
                  <td>{contentPreview(post.content)}</td>
                  <td className="admin-table__actions">
                    <Link to={`/admin/overview/${post._id}`} aria-label={`View ${post.title}`}>
                      View
                    </Link>
                    <Link to={`/admin/updateActivities/${post._id}`} aria-label={`Edit ${post.title}`}>
                      Edit
                    </Link>
                    <button
                      type="button"
                      className="link-button link-button--danger"
                      aria-label={`Delete ${post.title}`}
                      disabled={deleting}
                      onClick={() => void deletePost(post._id)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
