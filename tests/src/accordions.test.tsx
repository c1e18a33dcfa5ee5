import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from './renderApp.tsx';

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');
const openRegions = () => screen.queryAllByRole('region').filter((region) => region.id.endsWith('-panel'));

describe('FAQ accordion', () => {
  test('opens one item at a time, and a second click closes it', async () => {
    const { user } = renderApp('/FrequentAskedQuestions');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const titles = screen.getAllByRole('button', { expanded: false }).filter((button) => button.closest('.accordion'));
    expect(titles).toHaveLength(5);
    expect(openRegions()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'How can I become a mentor?' }));
    expect(expanded('How can I become a mentor?')).toBe('true');
    expect(screen.getByRole('region', { name: 'How can I become a mentor?' }).textContent).toContain('Contact page');

    await user.click(screen.getByRole('button', { name: 'How can I donate?' }));
    expect(expanded('How can I donate?')).toBe('true');
    expect(expanded('How can I become a mentor?')).toBe('false');
    expect(openRegions()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'How can I donate?' }));
    expect(expanded('How can I donate?')).toBe('false');
    expect(openRegions()).toHaveLength(0);
  });
});

describe('donate cards', () => {
  const cards = ['Donate_by_Bank', 'By Cash', 'By vissaCard', 'By MTN Momo'];

  test('shows the four cards, each opening the same details, one at a time', async () => {
    const { user } = renderApp('/DonatePage');
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    for (const card of cards) expect(expanded(card)).toBe('false');

    for (const card of cards) {
      await user.click(screen.getByRole('button', { name: card }));
      const details = screen.getByRole('region', { name: card });
      expect(details.textContent).toContain('menstrual sanitary products');
      expect(details.textContent).toContain('Monday to Friday, 8am to 5pm (Kigali time)');
      expect(within(details).getByRole('link', { name: 'Fill donation form here' }).getAttribute('href')).toBe('/DonatePage#give');
      expect(cards.filter((other) => expanded(other) === 'true')).toEqual([card]);
    }
  });

  test('the picture beside the cards links to the card donation form', async () => {
    const { user } = renderApp('/DonatePage');
    await user.click(await screen.findByRole('link', { name: 'Open the card donation form' }));
    await screen.findByRole('heading', { level: 1, name: 'Donate by card' });
  });
});
