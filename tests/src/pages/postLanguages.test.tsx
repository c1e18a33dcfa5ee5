// Posts in the reader's language on the Activities page and a post's page: /rw/ pages
// ask the server in Kinyarwanda, show a post's Kinyarwanda version when it has one and else its
// English marked lang="en" (with a line saying so on its page), their own texts from the rw
// catalogue, links in rw; the English pages ask and show exactly as before.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { activities as rwActivities, postDetails as rwDetails } from '../../../shared/locales/rw.ts';
import { FakeGraphqlServer, data, type GraphqlRequest } from '../../kit/fakeGraphqlServer.ts';
import { post } from '../fixtures.ts';
import { openPage } from '../renderApp.tsx';

const WITH_RW = { _id: 'with-rw', title: 'Tree planting day', content: 'Students planted trees.', rwTitle: 'Umunsi wo gutera ibiti', rwContent: 'Abanyeshuri bateye ibiti.' };
const ENGLISH_ONLY = { _id: 'english-only', title: 'Visit to Huye', content: 'A visit to the campus.' };

/** Answers postCards as the server does for the asked language. */
function cards({ variables }: GraphqlRequest) {
  const rw = variables.language === 'rw';
  const items = [
    { _id: WITH_RW._id, title: rw ? WITH_RW.rwTitle : WITH_RW.title, content: rw ? WITH_RW.rwContent : WITH_RW.content, language: rw ? 'rw' : 'en' },
    { _id: ENGLISH_ONLY._id, title: ENGLISH_ONLY.title, content: ENGLISH_ONLY.content, language: 'en' },
  ].map((card) => ({ ...card, category: 'Events', date_posted: 0, image_url: [] }));
  return data({ postCards: { items, total: 2, nextCursor: null } });
}

function onePost({ variables }: GraphqlRequest) {
  const rw = variables.language === 'rw' && variables.id === WITH_RW._id;
  const source = variables.id === WITH_RW._id ? WITH_RW : ENGLISH_ONLY;
  return data({
    getOnePost: post({
      _id: source._id,
      title: rw ? WITH_RW.rwTitle : source.title,
      content: rw ? WITH_RW.rwContent : source.content,
      contentSections: [{ sectionTitle: rw ? 'Mu gitondo' : 'Morning', paragraph1: rw ? 'Twatangiye kare.' : 'We started early.', paragraph2: null }],
      image_url: [],
      image_urls: [],
      youtube_video_url: null,
      language: rw ? 'rw' : 'en',
    }),
  });
}

const server = new FakeGraphqlServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  server.on('postCards', cards);
  server.on('getOnePost', onePost);
});

const cardOf = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('article')!;

describe('the Activities page in Kinyarwanda', () => {
  test('asks in rw; a card with a rw version shows it, one without shows English marked lang="en"; texts and links in rw', async () => {
    await openPage('/rw/ActivitiesPage', { graphqlUrl: server.url });
    const translated = await cardOf(WITH_RW.rwTitle);
    expect(server.requests.find((request) => request.operationName === 'postCards')?.variables).toEqual({ first: 12, language: 'rw' });

    expect(within(translated).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(within(translated).getByText(WITH_RW.rwContent)).not.toHaveAttribute('lang');
    const english = await cardOf(ENGLISH_ONLY.title);
    expect(within(english).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    expect(within(english).getByText(ENGLISH_ONLY.content)).toHaveAttribute('lang', 'en');

    // The page's own texts from the rw catalogue, links to the rw details pages.
    expect(screen.getByRole('group', { name: rwActivities.filtersLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: rwActivities.filters.All, pressed: true })).toBeInTheDocument();
    expect(within(english).getByText(rwActivities.filters.Events)).toBeInTheDocument();
    expect(screen.getByText('Herekanwa ibikorwa 2 muri 2')).toBeInTheDocument();
    expect(within(translated).getByRole('link', { name: WITH_RW.rwTitle })).toHaveAttribute('href', `/rw/ActivityDetailsPage/${WITH_RW._id}`);
    expect(within(english).getByRole('link', { name: new RegExp(`^${rwActivities.readMore}`) })).toHaveAttribute(
      'href',
      `/rw/ActivityDetailsPage/${ENGLISH_ONLY._id}`,
    );
    expect(screen.queryByText(/Showing|Load more/)).not.toBeInTheDocument();
  });

  test('the English page asks without a language and marks nothing', async () => {
    await openPage('/ActivitiesPage', { graphqlUrl: server.url });
    await cardOf(WITH_RW.title);
    expect(server.requests.find((request) => request.operationName === 'postCards')?.variables).toEqual({ first: 12 });
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Showing 2 of 2 activities')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WITH_RW.title })).toHaveAttribute('href', `/ActivityDetailsPage/${WITH_RW._id}`);
  });
});

describe('a post’s page in Kinyarwanda', () => {
  test('a post with a rw version shows it, without the English-only line', async () => {
    await openPage(`/rw/ActivityDetailsPage/${WITH_RW._id}`, { graphqlUrl: server.url });
    const heading = await screen.findByRole('heading', { level: 1, name: WITH_RW.rwTitle });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText(WITH_RW.rwContent)).not.toHaveAttribute('lang');
    expect(screen.queryByText(rwDetails.englishOnly)).not.toBeInTheDocument();
    expect(server.requests.find((request) => request.operationName === 'getOnePost')?.variables).toEqual({ id: WITH_RW._id, language: 'rw' });
  });

  test('a post without one shows its English marked lang="en" and the line saying so, in rw', async () => {
    await openPage(`/rw/ActivityDetailsPage/${ENGLISH_ONLY._id}`, { graphqlUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: ENGLISH_ONLY.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByText(ENGLISH_ONLY.content)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Morning' }).closest('section')).toHaveAttribute('lang', 'en');
    const line = screen.getByText(rwDetails.englishOnly);
    expect(line).not.toHaveAttribute('lang');
    expect(line.closest('[lang="en"]')).toBeNull();
    expect(screen.getByText(rwDetails.noImage)).toBeInTheDocument();
  });

  test('in English nothing is marked and no line is shown', async () => {
    await openPage(`/ActivityDetailsPage/${ENGLISH_ONLY._id}`, { graphqlUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: ENGLISH_ONLY.title })).not.toHaveAttribute('lang');
    expect(screen.queryByText('This post is available in English only.')).not.toBeInTheDocument();
    expect(server.requests.find((request) => request.operationName === 'getOnePost')?.variables).toEqual({ id: ENGLISH_ONLY._id });
  });

  test('a rw page reached from the rw Activities page stays in rw', async () => {
    const user = userEvent.setup();
    await openPage('/rw/ActivitiesPage', { graphqlUrl: server.url });
    await user.click(within(await cardOf(ENGLISH_ONLY.title)).getByRole('link', { name: ENGLISH_ONLY.title }));
    expect(await screen.findByText(rwDetails.englishOnly)).toBeInTheDocument();
  });
});
