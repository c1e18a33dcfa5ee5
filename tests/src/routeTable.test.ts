import { describe, expect, test } from 'vitest';
import { ADMIN_PAGES, ROUTES, ROUTE_LIST, SECTIONS, isConcrete, matchRoute, pathTo, postPath, type RouteEntry } from '../../shared/routes.ts';
import { LANGUAGES, localizedPath } from '../../shared/i18n/languages.ts';
import { navigation } from '../../shared/locales/en.ts';
import { siteLinks } from '../../src/content/navigation.ts';
import { adminPages } from '../../src/pages/admin/routes.tsx';
import { languageRoutes, pageModules, publicRoutes, routes } from '../../src/routes.tsx';

// The route table (shared/routes.ts) is the one place a route is written: these tests fail when an
// entry lacks what the app and the server derive from it.

describe('every entry of the route table', () => {
  test.each(ROUTE_LIST.map((route) => [route.id, route] as const))('%s has a title, a description and a page that loads', async (_, route) => {
    expect(route.title.trim()).not.toBe('');
    expect(route.description.trim()).not.toBe('');
    const load = pageModules[route.page];
    expect(load, `src/routes.tsx maps the page ${route.page}`).toBeTypeOf('function');
    const { Component } = await load();
    expect(Component).toBeTypeOf('function');
  });

  test('paths and titles are each written once', () => {
    const paths = ROUTE_LIST.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    const titles = ROUTE_LIST.filter(isConcrete).map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the router gets every route, in the table’s order, the admin area on its own', () => {
    const site = ROUTE_LIST.filter((route) => route.layout === 'site');
    const asRouted = (path: string) => (path === '*' ? '/*' : path);
    const paths = (list: typeof publicRoutes) => list.map((route) => (route.index ? '/' : `/${route.path}`));
    expect(paths(publicRoutes)).toEqual(site.map((route) => asRouted(route.path)));
    // Each other language has the translated routes under its prefix, in the same frame.
    const translated = site.filter((route) => route.translated).map((route) => asRouted(route.path));
    expect(languageRoutes.map((route) => route.path)).toEqual(['rw', 'fr']);
    for (const language of languageRoutes) expect(paths(language.children![0]!.children!)).toEqual(translated);
    expect(routes.slice(1).map((route) => route.path)).toEqual(['rw', 'fr', 'admin/*']);
  });
});

describe('every admin page of the route table', () => {
  const below = ROUTES.admin.path.replace(/\*$/, '');
  /** The page's path with each parameter filled in. */
  const concrete = (path: string) => path.replace(/:\w+/g, 'some-id');

  test.each(ADMIN_PAGES.map((page) => [page.id, page] as const))('%s has a page, lies in the admin area and has a menu label or none', (id, page) => {
    expect(adminPages[id], `src/pages/admin/routes.tsx maps ${id}`).toBeTypeOf('function');
    expect(page.path.startsWith(below), page.path).toBe(true);
    // The server answers it with the app, as the admin area's.
    expect(matchRoute(concrete(page.path)).route.id).toBe('admin');
    expect(page.menu === null || page.menu.trim() !== '', `menu of ${id}: a label, or null for none`).toBe(true);
  });

  test('paths and menu labels are each written once, and the page map names no other page', () => {
    const paths = ADMIN_PAGES.map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    const labels = ADMIN_PAGES.flatMap((page) => (page.menu === null ? [] : [page.menu]));
    expect(new Set(labels).size).toBe(labels.length);
    expect(Object.keys(adminPages).sort()).toEqual(ADMIN_PAGES.map((page) => page.id).sort());
  });

  test('the area opens on one of its pages that has no parameter', () => {
    const start = ADMIN_PAGES.find((page) => page.id === ROUTES.admin.start);
    expect(start?.path).toMatch(/^[^:*]+$/);
  });

  test('every staff route but the signed-out ones (login, forgotten password, reset, accepting an invitation) is behind the token guard', () => {
    const signedOut = ['login', 'forgotPassword', 'resetPassword', 'acceptInvitation'];
    const staff = ROUTE_LIST.filter((route) => route.adminOnly && !signedOut.includes(route.id));
    expect(staff.map((route) => route.id)).toEqual(expect.arrayContaining(['newPost', 'admin']));
    for (const route of staff) expect(route.guard, route.id).toBe('token');
    // The invitation's and the reset's links are opened by someone not signed in; their token is the check.
    for (const id of signedOut) expect((ROUTES[id as 'login'] as RouteEntry).guard, id).toBeUndefined();
    expect(ROUTES.acceptInvitation.adminOnly).toBe(true);
    expect(ROUTES.acceptInvitation.indexed).toBe(false);
  });

  test('pathTo fills in an admin page’s parameters', () => {
    expect(pathTo('adminEdit', { id: 'p 1' })).toBe('/admin/updateActivities/p%201');
    expect(pathTo('adminOverview')).toBe('/admin/overview');
    expect(() => pathTo('adminPost')).toThrow(/id/);
  });
});

describe('matching a path to its route, as the router does', () => {
  test.each(ROUTE_LIST.filter(isConcrete).map((route) => [route.path, route.id] as const))('%s is %s', (path, id) => {
    expect(matchRoute(path).route.id).toBe(id);
    expect(matchRoute(`${path.toLowerCase()}/`).route.id).toBe(id);
  });

  test('a details page carries its post id, decoded', () => {
    expect(matchRoute(postPath('a b/c'))).toMatchObject({ route: { id: 'activityDetails' }, params: { postId: 'a b/c' } });
    expect(matchRoute('/ActivityDetailsPage/%E0%A4%A').route.id).toBe('notFound');
    expect(matchRoute('/ActivityDetailsPage').route.id).toBe('notFound');
    expect(matchRoute('/ActivityDetailsPage/1/2').route.id).toBe('notFound');
  });

  test('the admin area takes every path below it; anything else is not found', () => {
    expect(matchRoute('/admin').route.id).toBe('admin');
    expect(matchRoute('/admin/overview').route.id).toBe('admin');
    expect(matchRoute('/adminx').route.id).toBe('notFound');
    expect(matchRoute('/ActivitiesPageX').route.id).toBe('notFound');
  });

  test('pathTo fills the parameters in and refuses a missing one', () => {
    expect(pathTo('contact')).toBe('/ContactPage');
    expect(() => pathTo('activityDetails')).toThrow(/postId/);
  });
});

test.each(LANGUAGES)('the navigation links in %s are the table’s paths and sections, in that language where the page has it', (language) => {
  const { header, footer } = siteLinks(language, navigation);
  for (const link of [...header, ...footer]) {
    const match = matchRoute(link.to);
    expect(link.to, link.label).toBe(match.route.translated ? localizedPath(language, match.route.path) : match.route.path);
    expect(match.language, link.label).toBe(match.route.translated ? language : 'en');
    expect(match.route.id, link.label).not.toBe('notFound');
    expect(link.section, link.label).toBe(match.route.section);
  }
  expect(SECTIONS).toEqual(expect.arrayContaining(['landing', 'activities', 'activitiesDetail', 'donate']));
});
