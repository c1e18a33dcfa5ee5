import type { ReactNode } from 'react';
import { Form, type FormikValues } from 'formik';
import { CheckedFormik } from '../../../../lib/formChecks.tsx';
import type { Schema } from 'yup';
import type { PostDraft } from '../../../../../shared/postDraft.ts';
import type { usePostEditor } from '../postEditorWiring.ts';
import { PostFlowStatus } from '../PostFlowStatus.tsx';
import { FocusFirstError } from '../../common/fields.tsx';
import { DraftKeeper } from './DraftKeeper.tsx';

interface PostEditorFormProps<Values extends FormikValues & { arrayOfImages: File[] }> {
  editor: ReturnType<typeof usePostEditor>;
  initialValues: Values;
  schema: Schema<unknown>;
  toDraft: (values: Values) => PostDraft;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
  /** More actions beside the submit button. */
  actions?: ReactNode;
  /** Keeps the work as it is typed (a draft on the server and a copy here): the post's id (null for a new one) and when the server's version last changed. */
  keep?: { postId: string | null; serverUpdatedAt: number };
}

/**
 * A post form driven by the post editor machine: every create and edit form (the current pages and
 * the older modal) is this one, with its own values, schema and fields.
 */
export function PostEditorForm<Values extends FormikValues & { arrayOfImages: File[] }>({
  editor,
  initialValues,
  schema,
  toDraft,
  submitLabel,
  children,
  actions,
  keep,
}: PostEditorFormProps<Values>) {
  const { snapshot, formKey, submit, cancel, session } = editor;
  return (
    <CheckedFormik<Values>
      // A new form after each saved post: empty fields, no previews.
      key={formKey}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => submit(toDraft(values), values.arrayOfImages)}
    >
      <Form noValidate className="post-form">
        <FocusFirstError />
        {keep ? <DraftKeeper session={session} postId={keep.postId} serverUpdatedAt={keep.serverUpdatedAt} paused={!snapshot.hasTag('form')} /> : null}
        {children}
        <PostFlowStatus snapshot={snapshot} onCancel={cancel} />
        <p className="form-actions">
          <button type="submit" className="button" disabled={!snapshot.hasTag('form')}>
            {submitLabel}
          </button>
          {actions}
        </p>
      </Form>
    </CheckedFormik>
  );
}
