import { Link } from 'react-router-dom';
import { useGetAllPostsQuery } from '../../../store/api/posts.ts';
import { useDeletePost } from './deletions.ts';
import { EmptyState } from './EmptyState.tsx';
import { contentPreview, formatDate } from './format.ts';

/** overview: every post, with its actions. */
export function OverviewPage() {
  const { data: posts, isLoading, isError, refetch } = useGetAllPostsQuery();
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
      {isLoading || !posts ? (
        <p role="status">Loading activity posts...</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
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
