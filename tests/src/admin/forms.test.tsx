import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { SLOW, fakeToken, renderApp } from './render.tsx';

const token = fakeToken(3600);

beforeAll(async () => {
  // The admin chunk is loaded once here, so no test pays for its first import.
  await import('../../../src/pages/admin/routes.tsx');
});

describe('the create form (addNewActivitie)', () => {
  test('says what is missing, beside each field, when submitted empty', async () => {
    const user = userEvent.setup();
    renderApp('/admin/addNewActivitie', { token });
    await user.click(await screen.findByRole('button', { name: 'Save post' }));

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(screen.getByRole('textbox', { name: 'Main content' })).toHaveAccessibleDescription('Content is required');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Category is required');
    expect(screen.getByRole('textbox', { name: 'YouTube URL' })).toHaveAccessibleDescription('YouTube URL is required');
    expect(screen.getByRole('textbox', { name: 'Section 1 paragraph 1' })).toHaveAccessibleDescription('Paragraph 1 is required');
    expect(screen.getByLabelText(/^Images/)).toHaveAccessibleDescription(
      'The first image is the main one. At least one image is required',
    );
    // Focus goes to the first field in error, so its message is read out.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  test('refuses a YouTube link that is not a web address when the post is saved, not when the field is left', async () => {
    const user = userEvent.setup();
    renderApp('/admin/addNewActivitie', { token });
    const field = await screen.findByRole('textbox', { name: 'YouTube URL' });
    await user.type(field, 'not a link');
    await user.tab();
    expect(field).not.toHaveAccessibleDescription();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid YouTube URL'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('adds sections; any but the first can be removed', async () => {
    const user = userEvent.setup();
    renderApp('/admin/addNewActivitie', { token });
    await screen.findByRole('textbox', { name: 'Section 1 title' });
    expect(screen.queryByRole('button', { name: 'Remove section 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const second = screen.getByRole('group', { name: 'Section 2' });
    expect(within(second).getByRole('textbox', { name: 'Section 2 title' })).toHaveAttribute('placeholder', 'Section 2');
    await user.click(within(second).getByRole('button', { name: 'Remove section 2' }));
    expect(screen.queryByRole('group', { name: 'Section 2' })).not.toBeInTheDocument();
  });

  test('shows a preview of each chosen image', async () => {
    const user = userEvent.setup();
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => {};
    renderApp('/admin/addNewActivitie', { token });
    const input = await screen.findByLabelText(/^Images/);
    await user.upload(input, [new File(['a'], 'one.jpg', { type: 'image/jpeg' }), new File(['b'], 'two.png', { type: 'image/png' })]);
    expect(screen.getByRole('img', { name: 'Preview of one.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of two.png' })).toBeInTheDocument();
  });
});

describe('the older create modal (/newPost)', () => {
  test('says what is missing with its own messages', async () => {
    const user = userEvent.setup();
    renderApp('/newPost', { token });
    const dialog = await screen.findByRole('dialog', { name: 'Create a new post' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title is Required, can not be empty',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Main content' })).toHaveAccessibleDescription(
      'Content is Required, can not be empty',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Section 1' })).toHaveAccessibleDescription(
      'Section 1 is Required, can not be empty',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Section 2 (optional)' })).not.toHaveAccessibleDescription();
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Category is Required, can not be empty',
    );
    expect(within(dialog).getByRole('textbox', { name: 'YouTube URL' })).toHaveAccessibleDescription(
      'YouTube URL is Required, can not be empty',
    );
    expect(within(dialog).getByLabelText(/^Images/)).toHaveAccessibleDescription('At least one image is required');
  });

  test('Escape closes it and goes to the overview', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/newPost', { token });
    await screen.findByRole('dialog', { name: 'Create a new post' });
    await user.keyboard('{Escape}');
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/overview');
  });
});

describe('the login form', () => {
  test('requires both fields, each with its own message', async () => {
    const user = userEvent.setup();
    renderApp('/LoginIn');
    expect(await screen.findByRole('heading', { name: 'Welcome to Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is Required, can not be empty',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is Required, can not be empty');
  });
});
