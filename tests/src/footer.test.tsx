import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from './renderApp.tsx';

const footer = () => screen.getByRole('contentinfo');
const footerNav = () => screen.getByRole('navigation', { name: 'Footer' });

describe('footer', () => {
  const scrollBy = vi.fn();
  beforeEach(() => {
    // jsdom lays nothing out, so it has no element scrolling to call.
    HTMLElement.prototype.scrollBy = scrollBy;
  });
  afterEach(() => {
    scrollBy.mockReset();
    vi.restoreAllMocks();
  });

  test("shows 'Building Career in action' with a keyboard-scrollable strip of ten photos", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo'); // it joins just after the page's first commit
    expect(within(footer()).getByRole('heading', { name: 'Building Career in action' })).toBeTruthy();
    const strip = within(footer()).getByRole('region', { name: 'Photos of our students' });
    expect(strip.tabIndex).toBe(0);
    const photos = within(strip).getAllByRole('img');
    expect(photos).toHaveLength(10);
    for (const photo of photos) {
      expect(photo.getAttribute('alt')).not.toBe('');
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect(photo.getAttribute('width')).toBe('400');
      expect(photo.getAttribute('height')).toBe('300');
    }
  });

  test('the arrow buttons scroll the strip by 300 px smoothly', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo'); // it joins just after the page's first commit
    await user.click(screen.getByRole('button', { name: 'Scroll photos right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Photos of our students' }));
    await user.click(screen.getByRole('button', { name: 'Scroll photos left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  });

  test('lists the footer links and the copyright line with the current year', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo'); // it joins just after the page's first commit
    const links = within(footerNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Who We Are', '/WhoWeArePage'],
      ['Impact', '/ImpactPage'],
      ['Activities', '/ActivitiesPage'],
      ['How Does BCF works', '/HowDoesGivingWorkPage'],
      ['FAQ', '/FrequentAskedQuestions'],
      ['Contact', '/ContactPage'],
      ['Login as Admin', '/LoginIn'],
    ]);
    expect(within(footer()).getByText(`© ${new Date().getFullYear()} Build Career Foundation`)).toBeTruthy();
  });

  test('choosing a footer link highlights it and scrolls smoothly to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo'); // it joins just after the page's first commit
    await user.click(within(footerNav()).getByRole('link', { name: 'FAQ' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(within(footerNav()).getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });
});
