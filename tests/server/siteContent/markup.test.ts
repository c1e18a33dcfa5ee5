// Everything staff write is text: markup put in every field of every section is carried as data in
// the pages (their head's carried answers included) and read back as the same text, never as a tag.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRELOADED_QUERIES_ID } from '../../../shared/preloadedQueries.ts';
import { SECTIONS, SECTION_NAMES, type ContentRecord, type Fields } from '../../../shared/siteContent/schema.ts';
import { DEFAULT_CONTENT } from '../../../server/siteContent/defaults/index.ts';
import { databasesOf } from '../../kit/databases.ts';
import { TestServer } from '../../kit/server.ts';
import { standInSite } from '../../kit/builtSite.ts';

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
const PAGES = ['/', '/WhoWeArePage', '/ImpactPage', '/DonatePage', '/FrequentAskedQuestions', '/ContactPage', '/rw/WhoWeArePage', '/fr/DonatePage'];
const EDIT = 'query ($section: String!) { siteSection(section: $section) { version } }';
const PUBLISH = `mutation ($section: String!, $content: String!, $version: Int!) {
  publishSiteSection(section: $section, content: $content, version: $version) { version } }`;

/** Every text and every plain field of free text (not a link, an address or a number), filled with markup as long as the field takes. */
function hostile(fields: Fields, value: ContentRecord): ContentRecord {
  const out: ContentRecord = { ...value };
  for (const [name, field] of Object.entries(fields)) {
    const text = HOSTILE.slice(0, 'max' in field ? field.max : HOSTILE.length);
    if (field.kind === 'text') out[name] = { en: text, rw: text, fr: text };
    else if (field.kind === 'plain' && !field.link && !field.format) out[name] = text;
    else if (field.kind === 'group') out[name] = hostile(field.fields, value[name] as ContentRecord);
    else if (field.kind === 'list') out[name] = (value[name] as ContentRecord[]).map((item) => hostile(field.item, item));
  }
  return out;
}

describe.each(databasesOf(import.meta.url))('markup in site content on $name', (kind) => {
  const server = new TestServer(kind, { seed: false });
  let token: string;

  beforeAll(async () => {
    Object.assign(server.options, { distDir: standInSite(server.dataDir) });
    await server.start();
    token = await server.login();
  });
  afterAll(() => server.destroy());

  test('every field of every section, published with markup, is carried as data and read back as the same text', async () => {
    for (const section of SECTION_NAMES) {
      const content = hostile(SECTIONS[section].fields, DEFAULT_CONTENT[section]);
      const { data } = await server.gql<{ siteSection: { version: number } }>(EDIT, { section }, token);
      const answer = await server.gql(PUBLISH, { section, content: JSON.stringify(content), version: data!.siteSection.version }, token);
      expect(answer.errors, section).toBeUndefined();
    }
    for (const path of PAGES) {
      const page = await (await server.request(path)).text();
      expect(page, path).not.toContain('<script>alert');
      expect(page, path).not.toContain('<img src=x');
      const carried = new RegExp(`<script type="application/json" id="${PRELOADED_QUERIES_ID}">([\\s\\S]*?)</script>`).exec(page)![1]!;
      expect(carried, path).not.toMatch(/[<>]/);
      // Parsed back, the markup is the text that was written.
      const answers = Object.values(JSON.parse(carried) as Record<string, { siteContent?: { content: string } }>);
      const texts = answers.flatMap((answer) => (answer.siteContent ? [answer.siteContent.content] : []));
      expect(texts.length, path).toBeGreaterThan(0);
      for (const text of texts) expect(text, path).toContain(JSON.stringify(HOSTILE.slice(0, 20)).slice(1, -1));
    }
  });
});
