import { describe, expect, test } from 'vitest';
import { ROUTE_LIST, SECTIONS, isConcrete, matchRoute, pathTo, postPath } from '../../shared/routes.ts';
import { footerLinks, headerLinks } from '../../src/content/navigation.ts';
import { pageModules, publicRoutes, routes } from '../../src/routes.tsx';

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
    expect(publicRoutes.map((route) => (route.index ? '/' : `/${route.path}`))).toEqual(
      site.map((route) => (route.path === '*' ? '/*' : route.path)),
    );
    expect(routes.slice(1).map((route) => route.path)).toEqual(['admin/*']);
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

test('the navigation links are the table’s paths and sections', () => {
  for (const link of [...headerLinks, ...footerLinks]) {
    const { route } = matchRoute(link.to);
    expect(route.path, link.label).toBe(link.to);
    expect(link.section, link.label).toBe(route.section);
  }
  expect(SECTIONS).toEqual(expect.arrayContaining(['landing', 'activities', 'activitiesDetail', 'donate']));
});
