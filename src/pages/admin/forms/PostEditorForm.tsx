import type { ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import type { PostDraft } from '../../../../shared/postDraft.ts';
import type { usePostEditor } from '../postEditorWiring.ts';
import { PostFlowStatus } from '../PostFlowStatus.tsx';
import { FocusFirstError } from './fields.tsx';

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
}: PostEditorFormProps<Values>) {
  const { snapshot, formKey, submit, cancel } = editor;
  return (
    <Formik<Values>
      // A new form after each saved post: empty fields, no previews.
      key={formKey}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => submit(toDraft(values), values.arrayOfImages)}
    >
      <Form noValidate className="post-form">
        <FocusFirstError />
        {children}
        <PostFlowStatus snapshot={snapshot} onCancel={cancel} />
        <p className="form-actions">
          <button type="submit" className="button" disabled={!snapshot.hasTag('form')}>
            {submitLabel}
          </button>
          {actions}
        </p>
      </Form>
    </Formik>
  );
}
