import { usePostEditor } from './postEditorWiring.ts';
import { PostEditorForm } from './forms/PostEditorForm.tsx';
import { PostFields } from './forms/PostFields.tsx';
import { PostLanguageTabs } from './forms/PostLanguageTabs.tsx';
import { createPostSchema, draftInput, emptyPostValues } from './forms/postForm.ts';
import { useCan } from '../common/permissions.tsx';
import { LIFECYCLE_LABELS, PublishAndSend } from './PostLifecycle.tsx';

/**
 * addNewActivitie: a new post with photos from the disk. It is kept as a draft while it is written;
 * "Save post" publishes it (those who may publish), "Submit for review" sends it to an Editor.
 */
export function CreatePostPage() {
  const allowed = useCan();
  const mayPublish = allowed('posts.own');
  const editor = usePostEditor({ mode: 'create' }, mayPublish ? 'addPost' : 'submit');
  return (
    <section className="admin-page" aria-labelledby="create-post-heading">
      <h1 id="create-post-heading">Add New Activity</h1>
      <PostEditorForm
        editor={editor}
        initialValues={emptyPostValues()}
        schema={createPostSchema}
        toDraft={draftInput}
        submitLabel={mayPublish ? 'Save post' : LIFECYCLE_LABELS.submit}
        keep={{ postId: null, serverUpdatedAt: 0 }}
        actions={mayPublish && allowed('newsletter.send') ? <PublishAndSend editor={editor} /> : null}
      >
        <PostLanguageTabs>
          <PostFields />
        </PostLanguageTabs>
      </PostEditorForm>
    </section>
  );
}
