import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { SLOW, fakeToken, renderApp, withAdminServer } from './render.tsx';

// The post editor's language tabs against a real server: English is today's form, the
// Ikinyarwanda and Français tabs edit that version's title, content and sections, and saving
// writes them; the tabs are a tab list the keyboard moves through.
const server = withAdminServer();


const ENGLISH = {
  title: 'Choir evening',
  content: 'The choir sang for the families.',
  category: 'Celebrations',
  contentSections: [{ sectionTitle: 'Evening', paragraph1: 'It began at six.' }],
};

async function publishedPost(translations: unknown[]): Promise<string> {
  const saved = await server.gql<{ saveDraft: { _id: string } }>('mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }', {
    input: { ...ENGLISH, translations },
  }, server.token);
  const id = saved.data!.saveDraft._id;
  await server.gql('mutation ($id: ID!) { publishPost(id: $id) { _id } }', { id }, server.token);
  return id;
}

const readIn = async (id: string, language: string) =>
  (
    await server.gql<{ getOnePost: { title: string; content: string; language: string; contentSections: { paragraph1: string }[] } }>(
      'query ($id: ID!, $language: Language) { getOnePost(id: $id, language: $language) { title content language contentSections { paragraph1 } } }',
      { id, language },
    )
  ).data!.getOnePost;

describe('the post editor’s language tabs', () => {
  test('English | Ikinyarwanda | Français, a tab list the arrow keys move through; English is today’s form', async () => {
    const user = userEvent.setup();
    renderApp('/admin/addNewActivitie', { token: fakeToken(3600) });
    const list = await screen.findByRole('tablist', { name: 'Post language' }, SLOW);
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'Ikinyarwanda', 'Français']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'English' })).toContainElement(screen.getByRole('combobox', { name: 'Category' }));
    // One tab in the tab order; the arrows choose and focus the next and wrap round.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ikinyarwanda' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ikinyarwanda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Ikinyarwanda' })).toBeInTheDocument();
    // The version has no category, images or video of its own.
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the Ikinyarwanda tab writes the post’s rw version; English and French stay as they are', async () => {
    const user = userEvent.setup();
    const id = await publishedPost([{ language: 'rw', title: 'Umugoroba wa korari', content: 'Korari yaririmbiye imiryango.' }]);
    renderApp(`/admin/updateActivities/${id}`, { token: server.token, graphqlUrl: `${server.url}/graphql` });
    await user.click(await screen.findByRole('tab', { name: /^Ikinyarwanda/ }, SLOW));
    const panel = screen.getByRole('tabpanel', { name: /^Ikinyarwanda/ });
    const title = within(panel).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Umugoroba wa korari');
    await user.clear(title);
    await user.type(title, 'Umugoroba mwiza wa korari');
    await user.click(within(panel).getByRole('button', { name: 'Add section' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Section 1 paragraph 1' }), 'Byatangiye saa kumi n’ebyiri.');
    await user.click(screen.getByRole('button', { name: 'Update post' }));
    expect(await screen.findByText('Post updated successfully!', undefined, SLOW)).toBeInTheDocument();

    expect(await readIn(id, 'rw')).toEqual({
      title: 'Umugoroba mwiza wa korari',
      content: 'Korari yaririmbiye imiryango.',
      language: 'rw',
      contentSections: [{ paragraph1: 'Byatangiye saa kumi n’ebyiri.' }],
    });
    expect(await readIn(id, 'en')).toMatchObject({ title: ENGLISH.title, language: 'en' });
    expect(await readIn(id, 'fr')).toMatchObject({ title: ENGLISH.title, language: 'en' });
  });

  test('a version started but not finished is refused beside its field, in its tab', async () => {
    const user = userEvent.setup();
    const id = await publishedPost([]);
    renderApp(`/admin/updateActivities/${id}`, { token: server.token, graphqlUrl: `${server.url}/graphql` });
    await user.click(await screen.findByRole('tab', { name: 'Français' }, SLOW));
    await user.type(within(screen.getByRole('tabpanel', { name: 'Français' })).getByRole('textbox', { name: 'Title' }), 'Soirée de la chorale');
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    await user.click(screen.getByRole('button', { name: 'Update post' }));
    // Shown in its tab, the missing content named beside its field.
    const panel = await screen.findByRole('tabpanel', { name: /^Français/ });
    expect(within(panel).getByRole('textbox', { name: 'Main content' })).toHaveAccessibleDescription(/Content is required/);
    expect(await readIn(id, 'fr')).toMatchObject({ language: 'en' });
  });
});
