import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startTestServerProcess, type TestServerProcess } from '../kit/testServerProcess.ts';
import { setupStore } from '../../store/index.ts';
import { renderApp } from './renderApp.tsx';
import { siteContentAnswers } from './siteContentAnswers.ts';

type SiteContentAnswer = { siteContent: { section: string } };

// A page reached by a link finds its section among no answers of its own: it asks the server.
let server: TestServerProcess;

const LOGIN = 'mutation ($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }';
const SECTION = 'query ($section: String!) { siteSection(section: $section) { version published } }';
const PUBLISH =
  'mutation ($section: String!, $content: String!, $version: Int!) { publishSiteSection(section: $section, content: $content, version: $version) { version } }';

beforeAll(async () => {
  server = await startTestServerProcess();
  const token = (await server.gql<{ login_user: { token: string } }>(LOGIN, server.admin)).data!.login_user.token;
  const { version, published } = (await server.gql<{ siteSection: { version: number; published: string } }>(SECTION, { section: 'donate' }, token)).data!.siteSection;
  const content = { ...(JSON.parse(published) as Record<string, unknown>), mobileMoneyNumber: '+250 788 000 111' };
  const answer = await server.gql(PUBLISH, { section: 'donate', content: JSON.stringify(content), version }, token);
  expect(answer.errors).toBeUndefined();
});
afterAll(() => server?.stop());

test('following a link to the Donate page, the page asks the server for its section and shows what is published', async () => {
  // The home page's first answers carry its own section and the footer's, not the Donate page's.
  const homeAnswers = [...siteContentAnswers('/')].filter(([, answer]) => ['home', 'contact'].includes((answer as SiteContentAnswer).siteContent.section));
  const graphqlUrl = `${server.url}/graphql`;
  const store = setupStore(undefined, { graphqlUrl, startPath: '/', preloadedAnswers: new Map(homeAnswers) });
  const errors = vi.spyOn(console, 'error');
  const { history } = renderApp('/', { store });
  await screen.findByRole('main');
  history.navigate('/DonatePage');
  // Each of the four cards names it.
  expect(await screen.findAllByText('+250 788 000 111', {}, { timeout: 15_000 })).toHaveLength(4);
  expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
  // React said nothing of how the page waited for it.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
