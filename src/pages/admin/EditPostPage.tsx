import { Link, useParams } from 'react-router-dom';
import { useGetOnePostQuery } from '../../../store/api/posts.ts';
import type { Post } from '../../../shared/types.ts';
import { responsiveImage } from '../../../shared/responsiveImage.ts';
import { OVERVIEW_PATH, usePostEditor } from './postEditorWiring.ts';
import { PostEditorForm } from './forms/PostEditorForm.tsx';
import { PostFields } from './forms/PostFields.tsx';
import { draftFromValues, editPostSchema, valuesFromPost } from './forms/postForm.ts';

/** updateActivities/{id}: the post's form, preloaded. */
export function EditPostPage() {
  const { id = '' } = useParams();
  const { data: post, isLoading, isError } = useGetOnePostQuery(id);
  let body;
  if (isLoading) body = <p role="status">Loading activity...</p>;
  else if (isError) body = <p role="alert">Error loading activity.</p>;
  else if (!post) body = <p role="alert">Post not found.</p>;
  else body = <EditPostForm postId={id} post={post} />;
  return (
    <section className="admin-page" aria-labelledby="edit-post-heading">
      <h1 id="edit-post-heading">Edit Activity</h1>
      {body}
    </section>
  );
}

function EditPostForm({ postId, post }: { postId: string; post: Post }) {
  const editor = usePostEditor({ mode: 'edit', postId });
  const backLink = (
    <Link to={OVERVIEW_PATH} className="button button--ghost">
      Back to overview
    </Link>
  );
  return (
    <PostEditorForm
      editor={editor}
      initialValues={valuesFromPost(post)}
      schema={editPostSchema}
      toDraft={draftFromValues}
      submitLabel="Update post"
      actions={backLink}
    >
      <PostFields forEdit />
      {post.image_urls && post.image_urls.length > 0 && (
        <figure className="current-images">
          <figcaption>Current images</figcaption>
          <ul className="image-previews">
            {post.image_urls.map((image) => (
              <li key={image.url}>
                <img {...responsiveImage(image.url, '8rem')} alt={image.filename} />
              </li>
            ))}
          </ul>
        </figure>
      )}
    </PostEditorForm>
  );
}
