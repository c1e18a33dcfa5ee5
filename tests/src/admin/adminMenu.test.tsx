import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SLOW, renderApp, withAdminServer } from './render.tsx';

// The admin menu on a phone's width (below the medium breakpoint, 768 px): it starts closed, "Menu"
// opens it as a drawer over the page with the keyboard on its first link and the page behind out
// of reach; Escape, a choice, the backdrop or "Menu" again close it, the keyboard back on "Menu".
// At a desktop's width it is beside the page again, and back on the phone it is closed.
const server = withAdminServer();
const graphqlUrl = () => `${server.url}/graphql`;

const PHONE = 375;
const DESKTOP = 1280;

// jsdom lays nothing out and answers no media query: the window's width is set here, and
// matchMedia answers the width queries from it as a browser does, telling its listeners when a
// query's answer changes.
let width = DESKTOP;
const listening = new Set<{ query: string; listener: () => void }>();
const widthAnswers = (query: string, at: number) => {
  const max = /^\(max-width: ([\d.]+)px\)$/.exec(query);
  const min = /^\(min-width: ([\d.]+)px\)$/.exec(query);
  if (max) return at <= Number(max[1]);
  if (min) return at >= Number(min[1]);
  return false;
};
/** The window becomes `to` pixels wide. */
function resizeTo(to: number) {
  const before = width;
  width = to;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: to });
  for (const entry of [...listening]) if (widthAnswers(entry.query, before) !== widthAnswers(entry.query, to)) entry.listener();
  window.dispatchEvent(new Event('resize'));
}
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return widthAnswers(query, width);
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listening.add({ query, listener }),
    removeEventListener: (_type: string, listener: () => void) => {
      for (const entry of listening) if (entry.query === query && entry.listener === listener) listening.delete(entry);
    },
    dispatchEvent: () => false,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  listening.clear();
  width = DESKTOP;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

/** The Owner's admin area at `path` on a screen `at` pixels wide, once its heading `heading` shows. */
async function openAt(at: number, path: string, heading: string) {
  resizeTo(at);
  const app = renderApp(path, { token: server.token, graphqlUrl: graphqlUrl() });
  expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Admin' });
  return { ...app, nav, menu: within(nav).getByRole('button', { name: 'Menu' }) };
}
/** The page beside the menu: out of reach (inert) while the drawer is open. */
const pageBehind = () => screen.getByRole('main').closest('[inert]');

describe('on a phone', () => {
  test('the menu starts closed; "Menu" opens it over the page, the keyboard on its first link, Tab kept inside; Escape closes it, the keyboard back on "Menu"', async () => {
    const { user, nav, menu } = await openAt(PHONE, '/admin/overview', 'Activities Overview');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(pageBehind()).toBeNull();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav);
    expect(await links.findByRole('link', { name: 'Users' }, SLOW)).toBeVisible();
    await waitFor(() => expect(links.getByRole('link', { name: 'Activities Overview' })).toHaveFocus());
    expect(pageBehind()).not.toBeNull();

    // The page behind takes no focus: Tab goes from the last link back to "Menu", Shift+Tab from "Menu" to the last link.
    const last = links.getAllByRole('link').at(-1)!;
    act(() => last.focus());
    await user.tab();
    expect(menu).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    // Between the first and the last, Tab goes on as ever.
    act(() => links.getByRole('link', { name: 'Activities Overview' }).focus());
    await user.tab();
    expect(links.getByRole('link', { name: 'Users' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(menu).toHaveFocus();
    expect(pageBehind()).toBeNull();
  });

  test('a choice closes the menu and opens the page chosen; the backdrop and "Menu" again close it too; the keyboard is back on "Menu" each time', async () => {
    const { user, nav, menu, history } = await openAt(PHONE, '/admin/overview', 'Activities Overview');
    const links = within(nav);

    await user.click(menu);
    await user.click(await links.findByRole('link', { name: 'Subscriptions' }, SLOW));
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/subscriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' }, SLOW)).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(links.queryAllByRole('link')).toHaveLength(0);
    expect(menu).toHaveFocus();

    // The backdrop is the page's darkened rest beside the drawer: a tap there, not a control a
    // screen reader meets (it is hidden from them), so it has no role to find it by.
    await user.click(menu);
    expect(await links.findByRole('link', { name: 'Users' }, SLOW)).toBeVisible();
    const backdrop = nav.querySelector<HTMLElement>('.admin__backdrop')!;
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await user.click(backdrop);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(links.queryAllByRole('link')).toHaveLength(0);
    expect(nav.querySelector('.admin__backdrop')).toBeNull();
    expect(menu).toHaveFocus();
    expect(history.location.pathname).toBe('/admin/subscriptions');

    await user.click(menu);
    expect(await links.findByRole('link', { name: 'Users' }, SLOW)).toBeVisible();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(links.queryAllByRole('link')).toHaveLength(0);
    expect(menu).toHaveFocus();
  });
});

describe('between a phone and a desktop', () => {
  test('an open drawer becomes the menu beside the page at a desktop’s width, where "Menu" collapses it; back on the phone the menu is closed', async () => {
    const { user, nav, menu, store } = await openAt(PHONE, '/admin/overview', 'Activities Overview');
    const links = within(nav);
    await user.click(menu);
    expect(await links.findByRole('link', { name: 'Users' }, SLOW)).toBeVisible();
    expect(pageBehind()).not.toBeNull();

    act(() => resizeTo(DESKTOP));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(links.getByRole('link', { name: 'Users' })).toBeVisible();
    expect(pageBehind()).toBeNull();
    expect(nav.querySelector('.admin__backdrop')).toBeNull();
    // A choice there leaves the menu where it is.
    await user.click(links.getByRole('link', { name: 'Subscriptions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' }, SLOW)).toBeInTheDocument();
    expect(links.getByRole('link', { name: 'Users' })).toBeVisible();
    // "Menu" collapses it, kept in the store, with no drawer.
    await user.click(menu);
    expect(store.getState().adminUi.sidebarCollapsed).toBe(true);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(pageBehind()).toBeNull();
    await user.click(menu);
    expect(store.getState().adminUi.sidebarCollapsed).toBe(false);

    act(() => resizeTo(PHONE));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(links.queryAllByRole('link')).toHaveLength(0);
    expect(pageBehind()).toBeNull();
  });
});
