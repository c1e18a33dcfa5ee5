import { Form, Formik } from 'formik';
import { useMachine } from '@xstate/react';
import { createPostMachine } from '../../../machines/createPost.ts';
import { usePostFlowActions, useAppStore } from './flowActions.ts';
import { FocusFirstError } from './forms/fields.tsx';
import { PostFields } from './forms/PostFields.tsx';
import { createPostSchema, draftFromValues, emptyPostValues, type PostFormValues } from './forms/postForm.ts';
import { inspect } from './inspection.ts';
import { PostFlowStatus } from './PostFlowStatus.tsx';

/** addNewActivitie: publish a post with photos from the disk. */
export function CreatePostPage() {
  const store = useAppStore();
  const [snapshot, send] = useMachine(createPostMachine.provide({ actions: usePostFlowActions() }), {
    input: { store },
    inspect,
  });
  const canSubmit = snapshot.hasTag('form');

  return (
    <section className="admin-page" aria-labelledby="create-post-heading">
      <h1 id="create-post-heading">Add New Activity</h1>
      <Formik<PostFormValues>
        // A new form after each saved post: empty fields, no previews.
        key={snapshot.context.formGeneration}
        initialValues={emptyPostValues()}
        validationSchema={createPostSchema}
        onSubmit={(values) => {
          send({ type: 'SUBMIT', draft: draftFromValues(values), files: values.arrayOfImages });
        }}
      >
        <Form noValidate className="post-form">
          <FocusFirstError />
          <PostFields />
          <PostFlowStatus snapshot={snapshot} onCancel={() => send({ type: 'CANCEL' })} />
          <button type="submit" className="button" disabled={!canSubmit}>
            Save post
          </button>
        </Form>
      </Formik>
    </section>
  );
}
