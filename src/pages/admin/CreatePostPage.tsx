import { usePostEditor } from './postEditorWiring.ts';
import { PostEditorForm } from './forms/PostEditorForm.tsx';
import { PostFields } from './forms/PostFields.tsx';
import { createPostSchema, draftFromValues, emptyPostValues } from './forms/postForm.ts';

/** addNewActivitie: publish a post with photos from the disk. */
export function CreatePostPage() {
  const editor = usePostEditor({ mode: 'create' });
  return (
    <section className="admin-page" aria-labelledby="create-post-heading">
      <h1 id="create-post-heading">Add New Activity</h1>
      <PostEditorForm editor={editor} initialValues={emptyPostValues()} schema={createPostSchema} toDraft={draftFromValues} submitLabel="Save post">
        <PostFields />
      </PostEditorForm>
    </section>
  );
}
