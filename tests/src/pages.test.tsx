import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from './renderApp.tsx';

const mainText = () => screen.getByRole('main').textContent ?? '';

describe('home page', () => {
  test('shows the hero, the notice, the subscribe section and the two cards', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
    expect(mainText()).toContain('Did you care today?');
    // Visible text as the replaced site wrote it; the accessible name says where it leads (Lighthouse link-text).
    const learnMore = screen.getByRole('link', { name: 'Learn More about who we are' });
    expect(learnMore.getAttribute('href')).toBe('/WhoWeArePage');
    expect(learnMore.firstChild?.textContent?.trim()).toBe('Learn More');
    expect(learnMore.querySelector('.visually-hidden')?.textContent).toBe('about who we are');
    expect(screen.getByRole('link', { name: 'CONTACT US' }).getAttribute('href')).toBe('/ContactPage');
    expect(screen.getByRole('heading', { name: 'IMPORTANT NOTICE' })).toBeTruthy();
    expect(mainText()).toContain('academic excellence from disadvantaged backgrounds');
    expect(screen.getByRole('heading', { name: 'Get in Touch With Us' })).toBeTruthy();
    const cards = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('.home-card'));
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/WhoWeArePage',
      '/ImpactPage',
    ]);
    expect(cards.map((card) => card.textContent)).toEqual(['Who We Are', 'Impact']);
  });

  test('gives every picture a size, and loads those below the hero lazily', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const [hero, ...rest] = within(screen.getByRole('main')).getAllByRole('img');
    expect(hero!.getAttribute('loading')).toBeNull();
    expect(hero!.getAttribute('srcset')).toBe('/images/home-hero.webp 640w, /images/home-hero-1280.webp 1280w');
    for (const image of [hero!, ...rest]) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
    for (const image of rest) expect(image.getAttribute('loading')).toBe('lazy');
  });
});

describe('static pages', () => {
  test('Who We Are shows the statistics, both teams and Our Story', async () => {
    renderApp('/WhoWeArePage');
    await screen.findByRole('heading', { level: 1, name: 'Who We Are' });
    for (const figure of ['90%', '97%', '13.5%']) expect(mainText()).toContain(figure);
    expect(screen.getByRole('heading', { name: 'Advisory Team' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Management Team' })).toBeTruthy();
    expect(mainText()).toContain('Chief Excecutive Officer');
    expect(screen.getAllByRole('link', { name: /^LinkedIn profile of / }).length).toBe(5);
    const story = screen.getByRole('heading', { name: 'Our Story' }).parentElement!;
    expect(story.textContent).toContain('2011');
    expect(story.textContent).toContain('2022');
    expect(within(story).getAllByRole('listitem')).toHaveLength(4);
  });

  test('Impact shows its four areas with lists and pictures', async () => {
    renderApp('/ImpactPage');
    await screen.findByRole('heading', { level: 1, name: 'Impact: What do YOU care about?' });
    for (const title of [
      'Empowering Exceptional Students',
      'Empowering Careers',
      'Students Growth and Leadership',
      'Community Impacts and Social Innovation',
    ]) {
      const area = screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
      expect(within(area).getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(within(area).getByRole('img')).toBeTruthy();
    }
    expect(mainText()).not.toContain('$');
  });

  test('the giving page explains workplace giving with a list of reasons', async () => {
    renderApp('/HowDoesGivingWorkPage');
    await screen.findByRole('heading', { level: 1, name: 'How Does Giving to the BCF Work?' });
    expect(mainText()).toContain('payroll');
    expect(mainText()).toContain('several charities');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  test('Activities has its title until the activities issue fills it', async () => {
    renderApp('/ActivitiesPage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeTruthy();
  });

  test('PhoneNavbar lists links to the public pages', async () => {
    renderApp('/PhoneNavbar');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    const links = within(screen.getByRole('navigation', { name: 'All pages' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('DONATE');
    expect(links.map((link) => link.textContent)).toContain('FAQ');
  });

  test('an unknown path shows a friendly page with a link home', async () => {
    const { user } = renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
  });
});

describe('forms', () => {
  test('Contact has Name, Email of type email and Message, all required (the message area without the attribute)', async () => {
    renderApp('/ContactPage');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(name).toBeRequired();
    expect(email.getAttribute('type')).toBe('email');
    expect(email).toBeRequired();
    expect(message.hasAttribute('required')).toBe(false);
    expect(message).toBeRequired();
  });

  test('the card form has the replaced site’s labels with card autocomplete, and its button leads home', async () => {
    const { user } = renderApp('/paymentByVissa');
    await screen.findByRole('heading', { level: 1, name: 'Donate by card' });
    const expected: [string, string][] = [
      ['Credit Card number', 'cc-number'],
      ['Date/year (MM / YY)', 'cc-exp'],
      ['Card Validation Code', 'cc-csc'],
      ['Card Full Names', 'cc-name'],
      ['How Much do you want to donate?', 'transaction-amount'],
    ];
    for (const [label, autocomplete] of expected) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field.getAttribute('autocomplete')).toBe(autocomplete);
      expect(field.getAttribute('name')).toBeNull();
    }
    await user.type(screen.getByRole('textbox', { name: 'Credit Card number' }), '4111111111111111{Enter}');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Donate by card');
    await user.click(screen.getByRole('link', { name: 'Send your Donation' }));
    await screen.findByRole('heading', { level: 1, name: 'Guided choices, brighter futures.' });
  });
});
