import { FieldArray, useField } from 'formik';
import { defaultSectionTitle } from '../../../../../shared/rules.ts';
import { emptySection, type SectionValues } from './postForm.ts';
import { TextField } from '../../common/fields.tsx';

/**
 * The list of content sections: add as many as needed, remove any but the first `minimum` (a
 * post's English text has one at least; a language version may have none).
 */
export function SectionsField({ name, minimum = 1 }: { name: string; minimum?: number }) {
  const [field] = useField<SectionValues[]>(name);
  const sections = field.value;
  return (
    <fieldset className="sections">
      <legend>Content sections</legend>
      <FieldArray name={name}>
        {({ push, remove }) => (
          <>
            {sections.map((_, index) => (
              <fieldset key={index} className="sections__item">
                <legend>{defaultSectionTitle(index)}</legend>
                <TextField
                  name={`${name}.${index}.sectionTitle`}
                  label={`Section ${index + 1} title`}
                  placeholder={defaultSectionTitle(index)}
                  hint={`Left empty, the title is "${defaultSectionTitle(index)}".`}
                />
                <TextField name={`${name}.${index}.paragraph1`} label={`Section ${index + 1} paragraph 1`} multiline required />
                <TextField name={`${name}.${index}.paragraph2`} label={`Section ${index + 1} paragraph 2 (optional)`} multiline />
                {index >= minimum && (
                  <button type="button" className="button button--ghost" onClick={() => remove(index)}>
                    Remove section {index + 1}
                  </button>
                )}
              </fieldset>
            ))}
            <button type="button" className="button button--ghost" onClick={() => push(emptySection())}>
              Add section
            </button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
