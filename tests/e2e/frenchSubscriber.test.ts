import { expect, test } from 'vitest';
import { fill } from '../../shared/i18n/message.ts';
import * as fr from '../../shared/locales/fr.ts';
import { SITE_NAME } from '../../shared/routes.ts';
import { PUBLIC_URL, linkIn } from '../kit/smtp.ts';
import { ADMIN, PHONE, withMailE2E } from './harness.ts';

// A subscriber's language, as a visitor lives it: someone subscribes on a French page of the site, in Chromium
// against the real server; the confirmation, the welcome and a newsletter reach a real SMTP server
// (started here, on 127.0.0.1) in French, the newsletter in the post's French version.
const { e2e, smtp } = withMailE2E({ notifyOnSubscribe: true });

const local = (link: string) => link.replace(PUBLIC_URL, e2e.baseUrl.replace(/\/$/, ''));

test('subscribed on /fr/: the confirmation, the welcome and the newsletter come in French', async () => {
  const email = 'lectrice@example.org';
  const page = await e2e.newPage(PHONE);
  await e2e.open(page, '/fr/');
  const form = fr.subscription.form;
  // The form loads as it nears the screen: scroll down to it, as a reader would.
  const field = page.getByLabel(form.label);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1500);
      return field.isVisible();
    }, { timeout: 15_000 })
    .toBe(true);
  await field.fill(email);
  await page.getByRole('button', { name: form.submit }).click();
  await page.getByText(form.subscribed).first().waitFor();

  // The confirmation: French subject and words, <html lang="fr">, its link to the French pages.
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const confirmation = smtp.to(email)[0]!.mail;
  expect(confirmation.subject).toBe(fill('fr', fr.mail.confirmation.subject, { site: SITE_NAME }));
  expect(String(confirmation.html)).toMatch(/<html[^>]*\blang="fr"/);
  expect(confirmation.text).toContain(fr.mail.confirmation.button);
  const link = linkIn(confirmation.text, `${PUBLIC_URL}/fr/subscription/confirm?token=`);

  // Confirming in the browser lands on the French page that says so.
  await e2e.open(page, new URL(local(link)).pathname + new URL(local(link)).search);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/SubscriptionConfirmed');
  await page.getByRole('heading', { level: 1, name: fr.subscription.confirmed.heading }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(2);
  const welcome = smtp.to(email)[1]!.mail;
  expect(welcome.subject).toBe(fill('fr', fr.mail.welcome.subject, { site: SITE_NAME }));
  expect(String(welcome.html)).toMatch(/<html[^>]*\blang="fr"/);
  expect(welcome.text).toContain(fr.mail.welcome.heading);

  // The staff's notice of the new subscriber stays in English.
  const others = () => smtp.received.filter((message) => message.to !== email);
  await expect.poll(() => others().length, { timeout: 15_000 }).toBeGreaterThan(0);
  for (const notice of others()) expect(String(notice.mail.html)).toMatch(/<html[^>]*\blang="en"/);

  // A post with a French version, sent to the subscribers: the newsletter is its French text.
  const { login_user } = await e2e.graphql<{ login_user: { token: string } }>(
    'mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const version = { title: 'Remise des bourses d’études 2026', content: 'Vingt élèves ont reçu leur bourse d’études ce samedi à Kigali.' };
  const { addPost } = await e2e.graphql<{ addPost: { _id: string } }>(
    'mutation addPost($input: PostInput) { addPost(input: $input) { _id } }',
    {
      input: {
        title: 'Scholarship day 2026',
        content: 'Twenty students received their scholarships this Saturday in Kigali.',
        contentSections: [],
        category: 'Celebrations',
        image_urls: [],
        translations: [{ language: 'fr', ...version, contentSections: [] }],
      },
    },
    login_user.token,
  );
  await e2e.graphql('mutation send($input: ID!) { sendPostToSubscribers(input: $input) { id } }', { input: addPost._id }, login_user.token);
  await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBe(3);
  const newsletter = smtp.to(email)[2]!.mail;
  expect(newsletter.subject).toBe(version.title);
  expect(String(newsletter.html)).toMatch(/<html[^>]*\blang="fr"/);
  expect(newsletter.text).toContain(version.content);
  expect(newsletter.text).not.toContain('Twenty students received');
  expect(newsletter.text).toContain(fr.mail.newsletter.readMore);
  expect(newsletter.text).not.toContain(fr.mail.newsletter.englishOnly);
  expect(linkIn(newsletter.text, `${PUBLIC_URL}/fr/ActivityDetailsPage/`)).toContain(addPost._id);
}, 120_000);
