import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, setIn, type FormikErrors } from 'formik';
import { describe, expect, test } from 'vitest';
import { object, string } from 'yup';
import { CheckedFormik } from '../../src/lib/formChecks.tsx';
import { FocusFirstError, TextField } from '../../src/pages/admin/common/fields.tsx';

// A form of the admin's kind: a title in two languages (English required), a goal, and a code the
// server may refuse. Checked by a Yup schema, or by a function as the site content editor's is.
interface Values {
  title: { en: string; fr: string };
  goal: string;
  code: string;
}

const start: Values = { title: { en: '', fr: '' }, goal: '', code: '' };
const MESSAGES = { title: 'The English title is required', long: 'At most 10 characters', goal: 'The goal is a whole number' };

const schema = object({
  title: object({ en: string().trim().required(MESSAGES.title).max(10, MESSAGES.long), fr: string().max(10, MESSAGES.long) }),
  goal: string().matches(/^\d+$/, MESSAGES.goal),
});

function checkFunction(values: Values): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  if (!values.title.en.trim()) errors = setIn(errors, 'title.en', MESSAGES.title);
  else if (values.title.en.length > 10) errors = setIn(errors, 'title.en', MESSAGES.long);
  if (values.title.fr.length > 10) errors = setIn(errors, 'title.fr', MESSAGES.long);
  if (!/^\d+$/.test(values.goal)) errors = setIn(errors, 'goal', MESSAGES.goal);
  return errors;
}

function TestForm({ checkedBy, refuse }: { checkedBy: 'schema' | 'function'; refuse?: string }) {
  return (
    <CheckedFormik<Values>
      initialValues={start}
      {...(checkedBy === 'schema' ? { validationSchema: schema } : { validate: checkFunction })}
      onSubmit={async (_values, { setFieldError }) => {
        if (refuse) setFieldError('code', refuse);
      }}
    >
      <Form noValidate>
        <FocusFirstError />
        <TextField name="title.en" label="English title" required />
        <TextField name="title.fr" label="French title" />
        <TextField name="goal" label="Goal" required />
        <TextField name="code" label="Code" />
        <button type="submit">Save</button>
      </Form>
    </CheckedFormik>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe.each(['schema', 'function'] as const)('a form checked by a %s', (checkedBy) => {
  test('says nothing when a wrong field is left; Save flags it and takes the keyboard there', async () => {
    const user = userEvent.setup();
    render(<TestForm checkedBy={checkedBy} />);
    await user.type(field('Goal'), '12.5');
    await user.click(field('Code'));
    await user.type(field('Code'), 'A1');
    expect(field('Code')).toHaveFocus();
    expect(field('Goal')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.goal)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('English title')).toHaveFocus());
    expect(field('English title')).toHaveAccessibleDescription(MESSAGES.title);
    expect(field('Goal')).toHaveAccessibleDescription(MESSAGES.goal);
    expect(field('French title')).not.toHaveAttribute('aria-invalid');
  });

  test('a flagged field’s message follows it as it changes and goes once it is right; a field that was right is not flagged before the next Save', async () => {
    const user = userEvent.setup();
    render(<TestForm checkedBy={checkedBy} />);
    await user.type(field('English title'), 'a title far too long');
    await user.type(field('Goal'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('English title')).toHaveAccessibleDescription(MESSAGES.long));

    await user.clear(field('English title'));
    await waitFor(() => expect(field('English title')).toHaveAccessibleDescription(MESSAGES.title));
    await user.type(field('French title'), 'far too long for it');
    await user.type(field('Goal'), '.5');
    await user.type(field('English title'), 'Fees');
    await waitFor(() => expect(field('English title')).not.toHaveAttribute('aria-invalid'));
    expect(field('French title')).not.toHaveAttribute('aria-invalid');
    expect(field('Goal')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('French title')).toHaveAccessibleDescription(MESSAGES.long));
    expect(field('Goal')).toHaveAccessibleDescription(MESSAGES.goal);
    expect(field('French title')).toHaveFocus();
  });

  test('a refusal the server puts beside a field shows, and goes once that field is changed', async () => {
    const user = userEvent.setup();
    render(<TestForm checkedBy={checkedBy} refuse="This code is taken" />);
    await user.type(field('English title'), 'Fees');
    await user.type(field('Goal'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Code')).toHaveAccessibleDescription('This code is taken'));
    expect(field('Code')).toHaveFocus();
    await user.type(field('Code'), 'B2');
    await waitFor(() => expect(field('Code')).not.toHaveAttribute('aria-invalid'));
  });
});
