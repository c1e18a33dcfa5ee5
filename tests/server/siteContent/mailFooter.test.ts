// The foundation's postal address in every e-mail's footer is the published Contact section's:
// FOUNDATION_POSTAL_ADDRESS is only what a new database starts with.
import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { MAKE_SUBSCRIBE } from '../../kit/documents.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { withMailServer } from '../../kit/withServer.ts';

const PUBLISH = `mutation ($section: String!, $content: String!, $version: Int!) {
  publishSiteSection(section: $section, content: $content, version: $version) { version } }`;
const SECTION = 'query { siteSection(section: "contact") { version published } }';

describe.each(databasesOf(import.meta.url))('the e-mails’ postal address on $name', (kind) => {
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL }, { postalAddress: 'P.O. Box 1, Kigali' });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  const confirmationTo = async (email: string) => {
    expect((await server.gql(MAKE_SUBSCRIBE, { input: { subscriptionWithEmail: email } })).errors).toBeUndefined();
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
    return smtp.to(email)[0]!.mail;
  };

  test('a new database starts with FOUNDATION_POSTAL_ADDRESS; once staff publish another, e-mails carry theirs, as text', async () => {
    expect((await confirmationTo('first@example.rw')).text).toContain('P.O. Box 1, Kigali');
    const { data } = await server.gql<{ siteSection: { version: number; published: string } }>(SECTION, {}, token);
    const contact = { ...(JSON.parse(data!.siteSection.published) as Record<string, unknown>), postalAddress: 'KG 7 Ave <b>12</b> & Co, Kigali' };
    const published = await server.gql(PUBLISH, { section: 'contact', content: JSON.stringify(contact), version: data!.siteSection.version }, token);
    expect(published.errors).toBeUndefined();
    const mail = await confirmationTo('second@example.rw');
    expect(mail.text).toContain('KG 7 Ave <b>12</b> & Co, Kigali');
    expect(mail.text).not.toContain('P.O. Box 1, Kigali');
    expect(mail.html).toContain('KG 7 Ave &lt;b&gt;12&lt;/b&gt; &amp; Co, Kigali');
    expect(mail.html).not.toContain('<b>12</b>');
  });
});
