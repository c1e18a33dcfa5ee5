import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { errorCode } from '../../kit/graphql.ts';
import { TestSmtpServer } from '../../kit/smtp.ts';
import { startTestServerProcess, type TestServerProcess, type TestServerProcessOptions } from '../../kit/testServerProcess.ts';
import { renderApp as renderWholeApp, type AppOptions } from '../renderApp.tsx';

// These pages wait on a real server and on lazily loaded chunks, the first of which has vitest
// transform its whole module graph: twice the usual wait of tests/setup-client.ts.
export const SLOW = { timeout: 30_000 };

/** The app at `path` (tests/src/renderApp.tsx), its requests going nowhere unless a server is given. */
export function renderApp(path: string, options: AppOptions = {}) {
  return renderWholeApp(path, { graphqlUrl: 'http://127.0.0.1:9/graphql', ...options });
}

/** A JWT-shaped token whose exp claim is `secondsFromNow` away (its signature means nothing). */
export function fakeToken(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp })}.c2lnbmF0dXJl`;
}

/**
 * The file's test server, in a process of its own (`startTestServerProcess(options)`), started
 * before its tests with the admin's pages loaded (so no test pays for their first import), and
 * stopped after them.
 */
export function withAdminServer(options: TestServerProcessOptions = {}): TestServerProcess {
  const server = {} as TestServerProcess;
  beforeAll(async () => {
    await import('../../../src/pages/admin/routes.tsx');
    Object.assign(server, await startTestServerProcess(options));
  });
  afterAll(() => server.stop?.());
  return server;
}

/**
 * withAdminServer's server with e-mail on: a test SMTP server is started first and the server
 * mails through it; both are stopped after the block's tests.
 */
export function withAdminMailServer(options: TestServerProcessOptions = {}): { server: TestServerProcess; smtp: TestSmtpServer } {
  const smtp = new TestSmtpServer();
  const server = {} as TestServerProcess;
  beforeAll(async () => {
    await import('../../../src/pages/admin/routes.tsx');
    await smtp.start();
    Object.assign(server, await startTestServerProcess({ ...options, smtpUrl: smtp.url }));
  });
  afterAll(async () => {
    await server.stop?.();
    await smtp.stop();
  });
  return { server, smtp };
}

const LOGIN = 'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }';

/** A new session of `server`'s Owner, signed in with `password` (theirs unless given): its token, or null when the sign-in is refused. */
export async function newSession(server: TestServerProcess, password = server.admin.password): Promise<string | null> {
  const result = await server.gql<{ login_user: { token: string } }>(LOGIN, { email: server.admin.email, password });
  return result.data?.login_user.token ?? null;
}

/** Whether `server` answers `document`, asked with `token`, as it answers someone with no session (UNAUTHENTICATED). */
export async function sessionRefused(server: TestServerProcess, token: string, document: string): Promise<boolean> {
  return errorCode(await server.gql(document, {}, token)) === 'UNAUTHENTICATED';
}

/**
 * The files the page saves, caught instead of saved: each one's Blob and its name (the link's
 * download attribute), in order. vi.restoreAllMocks() lets downloads through again.
 */
export function catchDownloads(): { blobs: Blob[]; names: string[] } {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), `blob:download-${blobs.length}`));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/**
 * Opens `path` for a staff member whose role may not have it (signed in with `token`): they are
 * sent to the overview, no heading `page` shows, and the Admin menu has no link `page` once it
 * shows `theirs`, a link of their own (so that the menu read is theirs, not one still loading).
 */
export async function expectSentAway(path: string, token: string, graphqlUrl: string, page: string, theirs: string): Promise<void> {
  const app = renderApp(path, { token, graphqlUrl });
  await expect.poll(() => app.history.location.pathname, SLOW).toBe('/admin/overview');
  const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
  expect(await menu.findByRole('link', { name: theirs }, SLOW)).toBeInTheDocument();
  expect(menu.queryByRole('link', { name: page })).toBeNull();
  expect(screen.queryByRole('heading', { name: page })).toBeNull();
}

/** A post's input for addPost titled `title`: a text, a section of two paragraphs, a picture and a video. */
export const postInput = (title: string) => ({
  title,
  content: 'Students and mentors planted two hundred trees around the school.',
  category: 'Events',
  contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: 'Rain came at ten.' }],
  image_urls: [{ url: '/uploads/aaa.webp', filename: 'first.jpg' }],
  youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
});
