import { Link, useParams } from 'react-router-dom';
import { lifecycleTransition, mayEditDraft, type PostStatus } from '../../../../shared/postLifecycle.ts';
import { useGetStaffPostQuery, type StaffPost } from '../../../../store/api/postLifecycle.ts';
import { useMe } from '../../../../store/api/me.ts';
import { responsiveImage } from '../../../../shared/responsiveImage.ts';
import { OVERVIEW_PATH, usePostEditor, type SubmitAction } from './postEditorWiring.ts';
import { PostEditorForm } from './forms/PostEditorForm.tsx';
import { PostFields } from './forms/PostFields.tsx';
import { PostLanguageTabs } from './forms/PostLanguageTabs.tsx';
import { draftInput, editPostSchema, valuesFromPost } from './forms/postForm.ts';
import { useCan } from '../common/permissions.tsx';
import { PreviewButton } from './PreviewButton.tsx';
import { PostHistory } from './PostHistory.tsx';
import { LIFECYCLE_LABELS, LIFECYCLE_MESSAGES, LifecycleSteps, PendingChangesNote, PublishAndSend, StatusLine, SubmitAs, useSendCancelledBySave } from './PostLifecycle.tsx';

/** updateActivities/{id}: the post's form, preloaded, whatever its status. */
export function EditPostPage() {
  const { id = '' } = useParams();
  const { data: answer, isLoading, isError } = useGetStaffPostQuery(id);
  let body;
  if (isLoading) body = <p role="status">Loading activity...</p>;
  else if (isError) body = <p role="alert">Error loading activity.</p>;
  else if (!answer) body = <p role="alert">Post not found.</p>;
  else body = <EditPostForm postId={id} answer={answer} />;
  return (
    <section className="admin-page" aria-labelledby="edit-post-heading">
      <h1 id="edit-post-heading">Edit Activity</h1>
      {body}
    </section>
  );
}

/** The form's main button for a post in `status`: what it does and what it says. */
function submitFor(status: PostStatus, mayPublish: boolean): { action: SubmitAction; label: string } {
  if (status === 'PUBLISHED') return { action: 'update', label: 'Update post' };
  if (status === 'SCHEDULED') return { action: 'save', label: 'Update post' };
  if (mayPublish) return { action: 'publish', label: LIFECYCLE_LABELS.publish };
  if (status === 'DRAFT') return { action: 'submit', label: LIFECYCLE_LABELS.submit };
  return { action: 'save', label: 'Update post' };
}

function EditPostForm({ postId, answer }: { postId: string; answer: StaffPost }) {
  const { post, draft, sendSkippedAt, sendPending, sendCancelledAt } = answer;
  // A published post opens on its saved changes when it has some (visitors still see the post).
  const opened = draft ?? post;
  const status = post.status ?? 'PUBLISHED';
  const me = useMe();
  const allowed = useCan();
  const actor = { role: me?.role ?? 'CONTRIBUTOR', own: !!me && post.user_id === me._id };
  const mayPublish = !!lifecycleTransition(actor, status, status === 'PUBLISHED' ? { type: 'UNPUBLISH' } : { type: 'PUBLISH' });
  const submit = submitFor(status, mayPublish);
  const editor = usePostEditor({ mode: 'edit', postId }, submit.action);
  const maySend = mayPublish && allowed('newsletter.send');
  // A send approved for the post as it is goes out only with that content: a change by someone who
  // may not send newsletters cancels it (the server's rule; said here before and after the save),
  // and until then they may neither publish the post early nor move its time.
  const cancelsSend = sendPending && !allowed('newsletter.send');
  const cancelledHere = useSendCancelledBySave(editor, cancelsSend);
  const sendKept = cancelsSend && cancelledHere === null;
  const actions = (
    <>
      {status === 'SCHEDULED' && mayPublish && !sendKept ? <SubmitAs editor={editor} action="publish" label={LIFECYCLE_LABELS.publishNow} /> : null}{' '}
      {status !== 'PUBLISHED' && mayPublish && maySend ? <PublishAndSend editor={editor} /> : null}{' '}
      <Link to={OVERVIEW_PATH} className="button button--ghost">
        Back to overview
      </Link>
    </>
  );
  const mayEdit = !!me && mayEditDraft(actor, status);
  return (
    <>
      <StatusLine
        status={status}
        publishAt={post.publish_at ?? null}
        sendSkippedAt={sendSkippedAt}
        sendPending={sendPending && cancelledHere === null}
        sendCancelledAt={cancelledHere ?? sendCancelledAt}
      />
      {sendKept ? (
        <p className="post-status" role="note">
          {LIFECYCLE_MESSAGES.sendCancelledOnChange}
        </p>
      ) : null}
      {draft ? <PendingChangesNote postId={postId} savedAt={draft.updated_at} /> : null}
      <PreviewButton postId={postId} status={status} />
      <PostEditorForm
        // Opened afresh when the server's version changes under it (a revision restored, changes discarded).
        key={opened.updated_at}
        editor={editor}
        initialValues={valuesFromPost(opened)}
        schema={editPostSchema}
        toDraft={draftInput}
        submitLabel={submit.label}
        actions={actions}
        keep={{ postId, serverUpdatedAt: opened.updated_at ?? 0 }}
      >
        <PostLanguageTabs>
          <PostFields forEdit />
          {opened.image_urls && opened.image_urls.length > 0 && (
            <figure className="current-images">
              <figcaption>Current images</figcaption>
              <ul className="image-previews">
                {opened.image_urls.map((image) => (
                  <li key={image.url}>
                    <img {...responsiveImage(image.url, '8rem')} alt={image.filename} />
                  </li>
                ))}
              </ul>
            </figure>
          )}
        </PostLanguageTabs>
        <LifecycleSteps
          editor={editor}
          status={status}
          publishAt={post.publish_at ?? null}
          mayPublish={mayPublish}
          maySend={maySend}
          sendKept={sendKept}
        />
      </PostEditorForm>
      <PostHistory postId={postId} canRestore={mayEdit} />
    </>
  );
}
