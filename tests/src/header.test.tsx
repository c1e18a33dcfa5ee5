import { act, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from './renderApp.tsx';

const menuButton = () => screen.getByRole('button', { name: /menu/i });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  test('shows the logo and two-line name linking home, and the five header links', async () => {
    renderApp('/ImpactPage');
    await screen.findByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' });
    const home = screen.getByRole('link', { name: 'Build Career Foundation' });
    expect(home.getAttribute('href')).toBe('/');
    const labels = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Who We Are', 'Impact', 'Activities', 'How Does BCF works', 'DONATE']);
  });

  test('a direct load highlights the link of its section with aria-current', async () => {
    renderApp('/DonatePage');
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    expect(within(mainNav()).getByRole('link', { name: 'DONATE' }).getAttribute('aria-current')).toBe('page');
    expect(within(mainNav()).getByRole('link', { name: 'Impact' }).getAttribute('aria-current')).toBeNull();
  });

  test('choosing a link moves the highlight; the logo clears it', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    await user.click(within(mainNav()).getByRole('link', { name: 'How Does BCF works' }));
    await screen.findByRole('heading', { level: 1, name: 'How Does Giving to the BCF Work?' });
    expect(within(mainNav()).getByRole('link', { name: 'How Does BCF works' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('link', { name: 'Build Career Foundation' }));
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    expect(screen.queryAllByRole('link', { current: 'page' })).toEqual([]);
  });

  test('back and forward navigation moves the highlight with the route', async () => {
    const { user, history } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Impact' }));
    await screen.findByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Who We Are' }));
    await screen.findByRole('heading', { level: 1, name: 'Who We Are' });

    await act(() => history.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' });
    expect(within(mainNav()).getByRole('link', { name: 'Impact' }).getAttribute('aria-current')).toBe('page');
    expect(within(mainNav()).getByRole('link', { name: 'Who We Are' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('mobile menu', () => {
  test('the menu button opens the slide-in menu and turns into a close button', async () => {
    const { user, store } = renderApp('/');
    await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    await user.click(menuButton());
    expect(store.getState().navigation.menuOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Who We Are', 'Impact', 'Activities', 'How Does BCF works', 'DONATE']);
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Who We Are' }));

    await user.click(menuButton());
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  test('choosing a link closes the menu and highlights the link', async () => {
    const { user, store } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    await user.click(menuButton());
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Activities' }));
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(store.getState().navigation.menuOpen).toBe(false);
    expect(store.getState().navigation.flags.activities).toBe(true);

    await user.click(menuButton());
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Activities' }).getAttribute('aria-current')).toBe('page');
  });

  test('Escape closes the menu and gives focus back to the menu button', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  test('keeps keyboard focus inside while open', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    await user.click(menuButton());
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const donate = within(menu).getByRole('link', { name: 'DONATE' });

    donate.focus();
    await user.tab();
    expect(document.activeElement).toBe(menuButton());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(donate);
  });
});
