import { Form, Formik } from 'formik';
import { useMachine } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { useGetOnePostQuery } from '../../../store/api/posts.ts';
import { editPostMachine } from '../../../machines/editPost.ts';
import type { Post } from '../../../shared/types.ts';
import { responsiveImage } from '../../../shared/responsiveImage.ts';
import { usePostFlowActions, useAppStore } from './flowActions.ts';
import { FocusFirstError } from './forms/fields.tsx';
import { PostFields } from './forms/PostFields.tsx';
import { draftFromValues, editPostSchema, valuesFromPost, type PostFormValues } from './forms/postForm.ts';
import { inspect } from './inspection.ts';
import { PostFlowStatus } from './PostFlowStatus.tsx';

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
  const store = useAppStore();
  const [snapshot, send] = useMachine(editPostMachine.provide({ actions: usePostFlowActions() }), {
    input: { store, postId },
    inspect,
  });

  return (
    <Formik<PostFormValues>
      initialValues={valuesFromPost(post)}
      validationSchema={editPostSchema}
      onSubmit={(values) => {
        send({ type: 'SUBMIT', draft: draftFromValues(values), files: values.arrayOfImages });
      }}
    >
      <Form noValidate className="post-form">
        <FocusFirstError />
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
        <PostFlowStatus snapshot={snapshot} onCancel={() => send({ type: 'CANCEL' })} />
        <p className="form-actions">
          <button type="submit" className="button" disabled={!snapshot.hasTag('form')}>
            Update post
          </button>
          <Link to="/admin/overview" className="button button--ghost">
            Back to overview
          </Link>
        </p>
      </Form>
    </Formik>
  );
}
