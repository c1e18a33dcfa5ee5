// The public pages' own texts in Kinyarwanda and French: each page drawn at its /rw/ and /fr/ path
// shows its catalogue's text in that language and not English's; links stay in the page's language;
// the contact form says what is wrong, and thanks or refuses, in the page's language.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import * as en from '../../../shared/locales/en.ts';
import * as fr from '../../../shared/locales/fr.ts';
import * as rw from '../../../shared/locales/rw.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { setupStore } from '../../../store/index.ts';
import { joinApi } from '../../../store/api/base.ts';
import { FooterGallery } from '../../../src/components/FooterGallery.tsx';
import { Toasts } from '../../../src/components/toasts/Toasts.tsx';
import { loadCatalogue } from '../../../src/i18n/messages.ts';
import { ContactPage } from '../../../src/pages/public/ContactPage.tsx';
import { DonatePage } from '../../../src/pages/public/DonatePage.tsx';
import { FaqPage } from '../../../src/pages/public/FaqPage.tsx';
import { HomePage } from '../../../src/pages/public/HomePage.tsx';
import { HowDoesGivingWorkPage } from '../../../src/pages/public/HowDoesGivingWorkPage.tsx';
import { ImpactPage } from '../../../src/pages/public/ImpactPage.tsx';
import { NotFoundPage } from '../../../src/pages/public/NotFoundPage.tsx';
import { PaymentByVissaPage } from '../../../src/pages/public/PaymentByVissaPage.tsx';
import { WhoWeArePage } from '../../../src/pages/public/WhoWeArePage.tsx';
import { memoryStorage } from '../../machines/helpers.ts';
import { defaultContent, siteContentAnswers } from '../siteContentAnswers.ts';
import { FakeGraphqlServer, data, graphqlError } from '../../kit/fakeGraphqlServer.ts';

type Catalogue = Translation<typeof en>;
const CATALOGUES: Record<Exclude<Language, 'en'>, Catalogue> = { rw, fr };

const stub = new FakeGraphqlServer();
beforeAll(async () => {
  await Promise.all([loadCatalogue('rw'), loadCatalogue('fr'), stub.start()]);
});
afterAll(() => stub.stop());
beforeEach(() => stub.reset());

const content = defaultContent;

/** One page alone at `path`, with a store that can call the server and the toasts' host. */
function renderAt(path: string, Page: ComponentType) {
  const store = setupStore(undefined, { storage: memoryStorage(), graphqlUrl: stub.url, startPath: path, preloadedAnswers: siteContentAnswers(path) });
  joinApi(store);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <Page />
        </main>
      </MemoryRouter>
      <Toasts />
    </Provider>,
  );
  return { user };
}

const mainText = () => screen.getByRole('main').textContent ?? '';

/** Each converted page: where it is in English, and texts of its own a visitor sees there (its catalogue's and its content's). */
const PAGES: { name: string; Page: ComponentType; path: string; texts: (c: Catalogue, l: Language) => string[] }[] = [
  { name: 'Home', Page: HomePage, path: ROUTES.home.path, texts: (c, l) => [c.home.headline, content(l, 'home').notice, content(l, 'home').cards[1].text] },
  {
    name: 'Who We Are',
    Page: WhoWeArePage,
    path: ROUTES.whoWeAre.path,
    texts: (c, l) => [content(l, 'whoWeAre').mission, content(l, 'whoWeAre').offerings[0].text, content(l, 'team').management[1].bio, c.about.managementTeam],
  },
  {
    name: 'Impact',
    Page: ImpactPage,
    path: ROUTES.impact.path,
    texts: (c, l) => [c.impact.heading, content(l, 'impact').areas[3].items[0].text, c.impact.resultsTitle, content(l, 'impact').counters[2].label],
  },
  { name: 'Giving', Page: HowDoesGivingWorkPage, path: ROUTES.giving.path, texts: (c) => [c.giving.heading, c.giving.reasons[3]!] },
  { name: 'Donate', Page: DonatePage, path: ROUTES.donate.path, texts: (c) => [c.donate.intro, c.donate.options.bank] },
  { name: 'Donate by card', Page: PaymentByVissaPage, path: ROUTES.donateByCard.path, texts: (c) => [c.cardForm.note, c.cardForm.fields.code] },
  { name: 'FAQ', Page: FaqPage, path: ROUTES.faq.path, texts: (c, l) => [c.faq.heading, content(l, 'faq').items[4].question] },
  { name: 'Contact', Page: ContactPage, path: ROUTES.contact.path, texts: (c) => [c.contact.intro, c.contact.fields.name, c.contact.submit] },
  { name: 'Not found', Page: NotFoundPage, path: '/no/such/page', texts: (c) => [c.notFound.lead, c.notFound.home] },
];

describe.each(Object.entries(CATALOGUES))('the public pages in %s', (language, catalogue) => {
  test.each(PAGES)('$name shows its own texts in the language, and not in English', async ({ Page, path, texts }) => {
    renderAt(localizedPath(language as Language, path), Page);
    await screen.findByRole('heading', { level: 1 });
    const shown = mainText();
    for (const text of texts(catalogue, language as Language)) expect(shown).toContain(text);
    for (const english of texts(en, 'en')) expect(shown).not.toContain(english);
  });

  test('the home page’s links and pictures are in the language', async () => {
    renderAt(localizedPath(language as Language, '/'), HomePage);
    await screen.findByRole('heading', { level: 1, name: catalogue.home.headline });
    const learnMore = screen.getByRole('link', { name: `${catalogue.home.learnMore} ${catalogue.home.learnMoreAbout}` });
    expect(learnMore.getAttribute('href')).toBe(`/${language}/WhoWeArePage`);
    expect(screen.getByRole('link', { name: catalogue.home.contactUs }).getAttribute('href')).toBe(`/${language}/ContactPage`);
    expect(screen.getByRole('link', { name: content(language as Language, 'home').cards[1].title }).getAttribute('href')).toBe(`/${language}/ImpactPage`);
    expect(screen.getByRole('list', { name: catalogue.home.photosLabel })).toBeTruthy();
    const alts = within(screen.getByRole('main')).getAllByRole('img').map((image) => image.getAttribute('alt'));
    expect(alts.slice(0, 5)).toEqual([catalogue.home.heroAlt, ...catalogue.home.gridAlts]);
    expect(alts.slice(5)).toEqual(catalogue.gallery.alts.slice(0, 6));
  });

  test('the team cards, the counters and the impact pictures are in the language', async () => {
    renderAt(localizedPath(language as Language, ROUTES.whoWeAre.path), WhoWeArePage);
    await screen.findByRole('heading', { level: 1, name: catalogue.about.heading });
    expect(screen.getByRole('link', { name: catalogue.team.linkedInOf.replace('{name}', 'Aline Uwase') })).toBeTruthy();
    expect(screen.getByRole('img', { name: catalogue.team.portraitOf.replace('{name}', 'Eric Niyonzima') })).toBeTruthy();
    expect(mainText()).toContain(content(language as Language, 'team').management[0].position);
    expect(mainText()).not.toContain(content('en', 'team').management[0].position);
  });

  test('the impact counters group thousands as the language writes numbers', async () => {
    renderAt(localizedPath(language as Language, ROUTES.impact.path), ImpactPage);
    await screen.findByRole('heading', { level: 1, name: catalogue.impact.heading });
    // jsdom has no IntersectionObserver: the counters show their final values at once.
    const label = screen.getByText(content(language as Language, 'impact').counters[0].label);
    expect(label.previousElementSibling?.textContent).toBe(language === 'fr' ? '1\u202f000' : '1.000');
    expect(screen.getByRole('img', { name: content(language as Language, 'impact').areas[2].imageAlt })).toBeTruthy();
  });

  test('the donate page’s links lead to the card form in the language', async () => {
    renderAt(localizedPath(language as Language, ROUTES.donate.path), DonatePage);
    await screen.findByRole('heading', { level: 1, name: catalogue.donate.heading });
    const toForm = screen.getByRole('link', { name: catalogue.donate.imageAlt });
    expect(toForm.getAttribute('href')).toBe(`/${language}/paymentByVissa`);
  });

  test('the card form and the not-found page lead home in the language', async () => {
    renderAt(localizedPath(language as Language, ROUTES.donateByCard.path), PaymentByVissaPage);
    await screen.findByRole('heading', { level: 1, name: catalogue.cardForm.heading });
    expect(screen.getByRole('link', { name: catalogue.cardForm.send }).getAttribute('href')).toBe(`/${language}/`);
    expect(screen.getByRole('textbox', { name: catalogue.cardForm.fields.expiry }).getAttribute('placeholder')).toBe(
      catalogue.cardForm.expiryPlaceholder,
    );
  });

  test('the footer’s gallery is in the language', () => {
    renderAt(localizedPath(language as Language, ROUTES.faq.path), FooterGallery);
    expect(screen.getByRole('heading', { name: catalogue.gallery.title })).toBeTruthy();
    const strip = screen.getByRole('region', { name: catalogue.gallery.strip });
    expect(within(strip).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(catalogue.gallery.alts);
    expect(screen.getByRole('button', { name: catalogue.gallery.scrollLeft })).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogue.gallery.scrollRight })).toBeTruthy();
  });
});

describe('the contact form in French', () => {
  async function openFrenchContactPage() {
    const { user } = renderAt('/fr/ContactPage', ContactPage);
    await screen.findByRole('heading', { level: 1, name: fr.contact.heading });
    return {
      user,
      name: screen.getByRole('textbox', { name: 'Nom' }),
      email: screen.getByRole('textbox', { name: 'E-mail' }),
      message: screen.getByRole('textbox', { name: 'Message' }),
      submit: screen.getByRole('button', { name: 'Envoyer' }),
    };
  }

  test('submitted empty, it says under each field what is missing, in French, and sends nothing', async () => {
    const { user, name, email, message, submit } = await openFrenchContactPage();
    expect(screen.getByRole('form', { name: 'Nous contacter' })).toBeTruthy();
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Le nom est obligatoire'));
    expect(email).toHaveAccessibleDescription('L’adresse e-mail est obligatoire !');
    expect(message).toHaveAccessibleDescription('Le message est obligatoire');
    expect(stub.requests).toEqual([]);
  });

  test('limits are written as French writes numbers', async () => {
    const { user, name, email, message, submit } = await openFrenchContactPage();
    await user.type(name, 'n'.repeat(101));
    await user.type(email, 'aline@example');
    await user.type(message, 'Bonjour');
    await user.click(submit);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Le nom ne doit pas dépasser 100 caractères'));
    expect(email).toHaveAccessibleDescription('Saisissez une adresse e-mail valide !');
    expect(message).toHaveAccessibleDescription('Le message doit contenir au moins 10 caractères');
    await user.clear(message);
    // Pasted rather than typed: 5001 keystrokes would take the test's whole time.
    await user.click(message);
    await user.paste('m'.repeat(5_001));
    await user.click(submit);
    await waitFor(() => expect(message).toHaveAccessibleDescription('Le message ne doit pas dépasser 5\u202f000 caractères'));
    expect(stub.requests).toEqual([]);
  });

  test('a sent message is thanked in French, a refused one explained in French', async () => {
    stub.on('sendContactMessage', () => data({ sendContactMessage: { received: true, message: en.contact.sent } }));
    const { user, name, email, message, submit } = await openFrenchContactPage();
    await user.type(name, 'Aline');
    await user.type(email, 'aline@example.rw');
    await user.type(message, 'Je voudrais devenir mentor.');
    await user.click(submit);
    expect(await screen.findByText(fr.contact.sent, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText(en.contact.sent)).toBeNull();

    stub.on('sendContactMessage', () => graphqlError('You have sent too many messages: at most 5 are accepted in an hour.', 'RATE_LIMITED'));
    await user.type(name, 'Aline');
    await user.type(email, 'aline@example.rw');
    await user.type(message, 'Je voudrais devenir mentor.');
    await user.click(submit);
    expect(await screen.findByText(`❌ ${fr.contact.tooMany}`, {}, { timeout: 15_000 })).toBeVisible();
    expect(name).toHaveValue('Aline');
  });
});

describe('English stays as the replaced site wrote it', () => {
  test('the contact form at /ContactPage keeps its English labels and messages', async () => {
    const { user } = renderAt('/ContactPage', ContactPage);
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required!');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
    expect(mainText()).not.toContain(fr.contact.intro);
  });

  test('an unknown language prefix is not a language: the page stays in English', async () => {
    renderAt('/de/ContactPage', ContactPage);
    await screen.findByRole('heading', { level: 1, name: en.contact.heading });
    expect(mainText()).toContain(en.contact.intro);
    expect(screen.getByRole('button', { name: en.contact.submit })).toBeTruthy();
  });
});
