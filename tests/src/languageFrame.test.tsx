import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { OFFER_ANSWERED_KEY, preferredLanguage } from '../../src/components/LanguageOffer.tsx';
import { openPage } from './renderApp.tsx';

// The site's frame in each language: the header's and footer's links, the switcher, <html lang>,
// the tab's title, and the offer of the browser's language (never a redirect).
const switcher = (within_: HTMLElement) => within(within_).getByRole('group', { name: /Language|Ururimi|Langue/ });

/**
 * Once the offer's own chunk has loaded (the page asks for it the moment it decides to offer), an
 * offer that was going to show is on screen.
 */
const offerSettled = () =>
  act(async () => {
    await import('../../src/components/LanguageOfferPanel.tsx');
  });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the frame in Kinyarwanda and French', () => {
  test('/rw/ContactPage: links, title and lang in Kinyarwanda; the switcher links the same page in each language', async () => {
    await openPage('/rw/ContactPage');
    const header = screen.getByRole('banner');
    const main = within(header).getByRole('navigation', { name: 'Inzira z’ingenzi' });
    expect(within(main).getByRole('link', { name: 'Abo Turi Bo' }).getAttribute('href')).toBe('/rw/WhoWeArePage');
    expect(within(main).getByRole('link', { name: 'TANGA INKUNGA' }).getAttribute('href')).toBe('/rw/DonatePage');
    expect(within(main).queryByRole('link', { name: 'Who We Are' })).toBeNull();

    const languages = switcher(header);
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['Ikinyarwanda', '/rw/ContactPage', 'rw'],
      ['English', '/ContactPage', 'en'],
      ['Français', '/fr/ContactPage', 'fr'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();

    expect(document.documentElement.lang).toBe('rw');
    expect(document.title).toBe('Twandikire | Build Career Foundation');
    expect(screen.getByRole('link', { name: 'Jya ku bikubiyemo' })).toBeTruthy();

    // The footer: its links in Kinyarwanda, the staff's login in English only, and a switcher too.
    const footer = await screen.findByRole('contentinfo');
    const footerNav = within(footer).getByRole('navigation', { name: 'Hasi ku rupapuro' });
    expect(within(footerNav).getByRole('link', { name: 'Ibibazo Bikunze Kubazwa' }).getAttribute('href')).toBe('/rw/FrequentAskedQuestions');
    expect(within(footerNav).getByRole('link', { name: 'Kwinjira nk’Umuyobozi' }).getAttribute('href')).toBe('/LoginIn');
    expect(within(switcher(footer)).getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/ContactPage');
  });

  test('/fr/ (the home page): French links, French title, the switcher keeps the page', async () => {
    await openPage('/fr/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Activités' }).getAttribute('href')).toBe('/fr/ActivitiesPage');
    expect(within(switcher(header)).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
    expect(within(switcher(header)).getByRole('link', { name: 'Ikinyarwanda' }).getAttribute('href')).toBe('/rw/');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Build Career Foundation : des choix guidés, un avenir plus lumineux');
  });

  test('English is unchanged, at the replaced site’s paths, with a switcher', async () => {
    await openPage('/ContactPage');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'How Does BCF works' }).getAttribute('href')).toBe('/HowDoesGivingWorkPage');
    expect(within(switcher(header)).getByRole('link', { name: 'Ikinyarwanda' }).getAttribute('href')).toBe('/rw/ContactPage');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Contact | Build Career Foundation');
  });

  test('the staff’s login is English only: no switcher there', async () => {
    await openPage('/LoginIn');
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });

  test('a path under a prefix that is not a translated page is that language’s not-found page', async () => {
    await openPage('/rw/LoginIn');
    expect(document.title).toBe('Urupapuro ntirwabonetse | Build Career Foundation');
    expect(document.documentElement.lang).toBe('rw');
  });
});

describe('the offer of the browser’s language', () => {
  test('preferredLanguage: the first of the browser’s languages the site has, when it is not English', () => {
    expect(preferredLanguage(['rw-RW', 'en'])).toBe('rw');
    expect(preferredLanguage(['kin', 'fr'])).toBe('rw');
    expect(preferredLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(preferredLanguage(['en-US', 'fr'])).toBeNull();
    expect(preferredLanguage(['de', 'sw'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });

  test('a French browser on an English page is offered French in French, not sent there; dismissed, it stays away', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']);
    const first = await openPage('/ContactPage');
    const offer = await screen.findByRole('complementary', { name: 'Ce site existe aussi en français.' });
    expect(offer.getAttribute('lang')).toBe('fr');
    expect(within(offer).getByRole('link', { name: 'Le lire en français' }).getAttribute('href')).toBe('/fr/ContactPage');
    expect(first.history.location.pathname).toBe('/ContactPage');

    await first.user.click(within(offer).getByRole('button', { name: 'Non merci' }));
    expect(screen.queryByRole('complementary', { name: 'Ce site existe aussi en français.' })).toBeNull();
    expect(localStorage.getItem(OFFER_ANSWERED_KEY)).not.toBeNull();
    first.unmount();

    // A later visit: remembered.
    await openPage('/WhoWeArePage', { storage: localStorage });
    await screen.findByRole('contentinfo');
    await offerSettled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  test('no offer on a page already in the browser’s language, nor for an English browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['rw']);
    const view = await openPage('/rw/ContactPage');
    await screen.findByRole('contentinfo');
    await offerSettled();
    expect(screen.queryByRole('complementary')).toBeNull();
    view.unmount();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'rw']);
    await openPage('/ContactPage');
    await screen.findByRole('contentinfo');
    await offerSettled();
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});

describe('an address made to lead elsewhere', () => {
  // Each link of the page is read as the browser reads it, against the page's own address.
  for (const address of ['/fr//evil.example/', '/rw//evil.example', '/fr/%2F%2Fevil.example/', '/rw/%5C%5Cevil.example']) {
    test(`every link on ${address} stays on the site`, async () => {
      await openPage(address);
      await screen.findByRole('contentinfo');
      const origin = 'https://site.example';
      const links = [...document.querySelectorAll('a[href]')];
      expect(within(switcher(screen.getByRole('banner'))).getAllByRole('link')).toHaveLength(3);
      expect(links.length).toBeGreaterThan(10);
      for (const link of links) {
        const href = link.getAttribute('href')!;
        expect(new URL(href, origin + address).origin, href).toBe(origin);
        expect(href, href).not.toMatch(/^[/\\]{2}/);
      }
    });
  }
});
