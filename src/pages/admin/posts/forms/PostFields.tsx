import { POST_CATEGORIES } from '../../../../../shared/rules.ts';
import { ImagesField, SelectField, TextField } from '../../common/fields.tsx';
import { SectionsField } from './SectionsField.tsx';

/** The fields of the current create form and of the edit form. */
export function PostFields({ forEdit = false }: { forEdit?: boolean }) {
  return (
    <>
      <TextField name="postTitle" label="Title" required />
      <TextField name="contentTitle" label="Main content" multiline required />
      <SectionsField name="contentSections" />
      <SelectField name="postCategory" label="Category" options={POST_CATEGORIES} required />
      <ImagesField
        name="arrayOfImages"
        label={forEdit ? 'New images' : 'Images'}
        required={!forEdit}
        hint={forEdit ? 'Leave empty to keep the current images; new ones replace them all.' : 'The first image is the main one.'}
      />
      <TextField name="youtube_Url" label="YouTube URL" type="url" required={!forEdit} placeholder="https://www.youtube.com/watch?v=..." />
    </>
  );
}
