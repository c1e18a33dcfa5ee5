import { useNavigate } from 'react-router-dom';
import { array, mixed, object, string } from 'yup';
import { LIMITS, MESSAGES, POST_CATEGORIES, isValidHttpUrl, type PostCategory } from '../../../../shared/rules.ts';
import { OVERVIEW_PATH, usePostEditor } from './postEditorWiring.ts';
import { ImagesField, SelectField, TextField } from '../common/fields.tsx';
import { PostEditorForm } from './forms/PostEditorForm.tsx';
import { FORM_MESSAGES, draftInput } from './forms/postForm.ts';
import { useDialogFocus } from '../common/useDialogFocus.ts';

const required = (what: string) => `${what} is Required, can not be empty`;

export const newPostSchema = object({
  postTitle: string().trim().required(required('Title')).max(LIMITS.titleMax),
  contentTitle: string().trim().required(required('Content')).max(LIMITS.contentMax),
  postCategory: string().required(required('Category')).oneOf(POST_CATEGORIES, required('Category')),
  contentSection1: string().trim().required(required('Section 1')).max(LIMITS.paragraphMax),
  contentSection2: string().trim().max(LIMITS.paragraphMax),
  contentSection3: string().trim().max(LIMITS.paragraphMax),
  youtube_Url: string()
    .trim()
    .required(required('YouTube URL'))
    .test('youtube-url', MESSAGES.youtubeInvalid, (value) => !value || isValidHttpUrl(value)),
  arrayOfImages: array(mixed<File>().required()).min(1, FORM_MESSAGES.imagesRequired).max(LIMITS.imagesMax),
});

interface NewPostValues {
  postTitle: string;
  contentTitle: string;
  postCategory: PostCategory | '';
  contentSection1: string;
  contentSection2: string;
  contentSection3: string;
  arrayOfImages: File[];
  youtube_Url: string;
}

const emptyValues = (): NewPostValues => ({
  postTitle: '',
  contentTitle: '',
  postCategory: '',
  contentSection1: '',
  contentSection2: '',
  contentSection3: '',
  arrayOfImages: [],
  youtube_Url: '',
});

/** The older form's three paragraphs become sections (titled 'Section {n}' by the server); empty ones are left out. */
const draftFrom = ({ contentSection1, contentSection2, contentSection3, ...values }: NewPostValues) =>
  draftInput({
    ...values,
    contentSections: [contentSection1, contentSection2, contentSection3]
      .filter((paragraph) => paragraph.trim() !== '')
      .map((paragraph1) => ({ sectionTitle: '', paragraph1, paragraph2: '' })),
  });

/** The newPost route (shared/routes.ts): the older create form, in a modal, driven by the same machine as addNewActivitie. */
export function NewPostModal() {
  const navigate = useNavigate();
  const editor = usePostEditor({ mode: 'create' }, 'addPost');
  const close = () => void navigate(OVERVIEW_PATH);
  const dialog = useDialogFocus<HTMLDivElement>(close, !editor.snapshot.hasTag('busy'));

  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby="new-post-heading" tabIndex={-1}>
        <div className="modal__head">
          <h1 id="new-post-heading">Create a new post</h1>
          <button type="button" className="button button--ghost" onClick={close}>
            Close
          </button>
        </div>
        <PostEditorForm editor={editor} initialValues={emptyValues()} schema={newPostSchema} toDraft={draftFrom} submitLabel="Submit">
          <TextField name="postTitle" label="Title" required />
          <TextField name="contentTitle" label="Main content" multiline required />
          <SelectField name="postCategory" label="Category" options={POST_CATEGORIES} required />
          <TextField name="contentSection1" label="Section 1" multiline required />
          <TextField name="contentSection2" label="Section 2 (optional)" multiline />
          <TextField name="contentSection3" label="Section 3 (optional)" multiline />
          <ImagesField name="arrayOfImages" label="Images" required />
          <TextField name="youtube_Url" label="YouTube URL" type="url" required />
        </PostEditorForm>
      </div>
    </div>
  );
}
