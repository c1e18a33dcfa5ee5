// The foundation's own words (shared/siteContent/): seeded with today's texts, edited by staff as
// drafts, published with a revision, refused when stale or out of bounds, and never shown to
// visitors before they are published.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, localizedPath } from '../../../shared/i18n/languages.ts';
import { pathTo } from '../../../shared/routes.ts';
import { PRELOADED_QUERIES_ID } from '../../../shared/preloadedQueries.ts';
import { SITE_CONTENT } from '../../../shared/siteContent/documents.ts';
import { SECTIONS, SECTION_NAMES, type ContentRecord, type Fields, type ListField, type SectionName } from '../../../shared/siteContent/schema.ts';
import { SECTION_PAGES } from '../../../shared/siteContent/pages.ts';
import { DEFAULT_CONTENT } from '../../../server/siteContent/defaults/index.ts';
import { FOUNDATION_POSTAL_ADDRESS } from '../../../server/mail/layout.ts';
import { databasesOf } from '../../kit/databases.ts';

import { standInSite } from '../../kit/builtSite.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { withMailServer, withSiteServer } from '../../kit/withServer.ts';
import { sectionOf, writeSection } from './sections.ts';

const EDIT = 'section version published draft changedAt changedBy';
const SAVE = `mutation ($section: String!, $content: String!, $version: Int!) { saveSiteDraft(section: $section, content: $content, version: $version) { ${EDIT} } }`;
const PUBLISH = `mutation ($section: String!, $content: String!, $version: Int!) { publishSiteSection(section: $section, content: $content, version: $version) { ${EDIT} } }`;
const DISCARD = `mutation ($section: String!, $version: Int!) { discardSiteDraft(section: $section, version: $version) { ${EDIT} } }`;
const RESTORE = `mutation ($section: String!, $id: ID!, $version: Int!) { restoreSiteRevision(section: $section, id: $id, version: $version) { ${EDIT} } }`;
const SECTION = `query ($section: String!) { siteSection(section: $section) { ${EDIT} } }`;
const REVISIONS = 'query ($section: String!) { siteRevisions(section: $section) { id kind author changes content } }';
const PUBLIC_SECTION = 'query ($section: String!, $language: Language) { siteContent(section: $section, language: $language) { content } }';
const PREVIEW = 'query ($section: String!, $language: Language) { siteSectionPreview(section: $section, language: $language) { content } }';

interface Edit {
  version: number;
  published: string;
  draft: string | null;
  changedBy: string | null;
}
type EditAnswer = GraphqlResponse<Record<string, Edit>>;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const faqWith = (question: string, answer = 'An answer.'): ContentRecord => {
  const content = copy(DEFAULT_CONTENT.faq);
  (content.items as ContentRecord[]).push({ key: 'added', question: { en: question, rw: '', fr: '' }, answer: { en: answer, rw: '', fr: '' } });
  return content;
};

describe.each(databasesOf(import.meta.url))('site content on $name', (kind) => {
  const server = withSiteServer(kind, { seed: false });
  let token: string;
  let editor: string;
  let author: string;

  const read = async (section: SectionName, language?: string) => {
    const answer = await server.gql<{ siteContent: { content: string } }>(SITE_CONTENT, { section, ...(language ? { language } : {}) });
    expect(answer.errors).toBeUndefined();
    return JSON.parse(answer.data!.siteContent.content) as Record<string, unknown>;
  };
  const edit = async (section: SectionName, as = token) => {
    const answer = await server.gql<{ siteSection: Edit }>(SECTION, { section }, as);
    return answer.data!.siteSection;
  };
  const write = async (document: string, variables: Record<string, unknown>, as = token) => (await server.gql(document, variables, as)) as EditAnswer;
  const html = async (path: string) => (await server.request(path)).text();

  beforeAll(async () => {
    token = await server.login();
    editor = (await server.addStaff('EDITOR')).token;
    author = (await server.addStaff('AUTHOR')).token;
  });

  test('every section is seeded with today’s texts, in each language', async () => {
    for (const section of SECTION_NAMES) {
      // The contact's postal address is FOUNDATION_POSTAL_ADDRESS's at first start, else the built-in one.
      const seeded = section === 'contact' ? { ...DEFAULT_CONTENT.contact, postalAddress: FOUNDATION_POSTAL_ADDRESS } : DEFAULT_CONTENT[section];
      expect(JSON.parse((await edit(section)).published), section).toEqual(seeded);
    }
    const faq = (await read('faq')) as { items: { question: string }[] };
    expect(faq.items.map((item) => item.question)).toContain('Who can receive support from the foundation?');
    const rw = (await read('team', 'rw')) as { management: { name: string; position: string }[] };
    expect(rw.management[0]).toMatchObject({ name: 'Eric Niyonzima' });
    expect(rw.management[0]!.position).not.toBe('Chief Excecutive Officer');
    expect(((await read('home')) as { noticeTitle: string }).noticeTitle).toBe('IMPORTANT NOTICE');
    expect(((await read('donate')) as { formLine: string }).formLine).toBe('Fill donation form here');
  });

  test('a draft is the editors’ alone: no public read or page shows it until it is published', async () => {
    const before = await edit('faq');
    const saved = await write(SAVE, { section: 'faq', content: JSON.stringify(faqWith('Draft-only question?')), version: before.version });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSiteDraft!.version).toBe(before.version + 1);
    for (const language of [undefined, 'rw', 'fr']) expect(JSON.stringify(await read('faq', language))).not.toContain('Draft-only question?');
    for (const path of ['/FrequentAskedQuestions', '/fr/FrequentAskedQuestions', '/rw/FrequentAskedQuestions']) expect(await html(path)).not.toContain('Draft-only');
    const preview = await server.gql<{ siteSectionPreview: { content: string } }>(PREVIEW, { section: 'faq', language: 'fr' }, editor);
    expect(preview.data!.siteSectionPreview.content).toContain('{"en":"Draft-only question?"}');
    // Anyone without site.edit is refused the preview.
    const refused = await server.gql(PREVIEW, { section: 'faq' }, author);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const discarded = await write(DISCARD, { section: 'faq', version: before.version + 1 });
    expect(discarded.data!.discardSiteDraft!.draft).toBeNull();
  });

  test('publishing makes the form public in every language (English marked where a language has none) and keeps a revision', async () => {
    const { version } = await edit('faq');
    const published = await write(PUBLISH, { section: 'faq', content: JSON.stringify(faqWith('How do I volunteer?', 'Write to us.')), version }, editor);
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishSiteSection!.draft).toBeNull();
    const english = (await read('faq')) as { items: { question: unknown }[] };
    expect(english.items.at(-1)!.question).toBe('How do I volunteer?');
    const french = (await read('faq', 'fr')) as { items: { question: unknown }[] };
    expect(french.items.at(-1)!.question).toEqual({ en: 'How do I volunteer?' });
    expect(french.items[0]!.question).toBe('Qui peut recevoir le soutien de la fondation ?');
    expect(await html('/fr/FrequentAskedQuestions')).toContain('How do I volunteer?');
    const revisions = await server.gql<{ siteRevisions: { kind: string; author: string; changes: string[] }[] }>(REVISIONS, { section: 'faq' }, token);
    expect(revisions.data!.siteRevisions[0]).toMatchObject({ kind: 'PUBLISH' });
    expect(revisions.data!.siteRevisions[0]!.author).toMatch(/editor-/);
    const log = await server.gql<{ activityLog: { items: { action: string; target: string }[] } }>('query { activityLog { items { action target } } }', {}, token);
    expect(log.data!.activityLog.items).toContainEqual({ action: 'site.published', target: 'faq' });
  });

  test('a revision restored becomes the draft; publishing it says what changed', async () => {
    const start = await edit('faq');
    await write(PUBLISH, { section: 'faq', content: JSON.stringify(faqWith('Second version?')), version: start.version });
    const { data } = await server.gql<{ siteRevisions: { id: string; content: string; changes: string[] }[] }>(REVISIONS, { section: 'faq' }, token);
    expect(data!.siteRevisions[0]!.changes.join('\n')).toContain('Question 6 (Second version?) › Question changed (English)');
    const older = data!.siteRevisions[1]!;
    const current = await edit('faq');
    const restored = await write(RESTORE, { section: 'faq', id: older.id, version: current.version });
    expect(restored.errors).toBeUndefined();
    expect(JSON.parse(restored.data!.restoreSiteRevision!.draft!)).toEqual(JSON.parse(older.content));
    // Still the draft only: the public read shows the newer version.
    expect(JSON.stringify(await read('faq'))).toContain('Second version?');
    const unknown = await write(RESTORE, { section: 'faq', id: 'no-such-revision', version: current.version + 1 });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  test('a write over a newer version is refused with who changed the section and when; nothing is overwritten', async () => {
    const { version } = await edit('contact');
    const stored = copy(DEFAULT_CONTENT.contact);
    const first = await write(SAVE, { section: 'contact', content: JSON.stringify({ ...stored, phone: '+250 788 000 001' }), version }, editor);
    expect(first.errors).toBeUndefined();
    for (const document of [SAVE, PUBLISH]) {
      const late = await write(document, { section: 'contact', content: JSON.stringify({ ...stored, phone: '+250 788 999 999' }), version }, token);
      expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', changedBy: expect.stringMatching(/editor-/) });
      expect(late.errors?.[0]?.message).toMatch(/changed this section on \d{4}-\d\d-\d\d \d\d:\d\d \(Kigali time\)/);
    }
    expect(JSON.parse((await edit('contact')).draft!).phone).toBe('+250 788 000 001');
    expect(((await read('contact')) as { phone: string }).phone).toBe('');
  });

  test('saving one language never writes another: a French text saved leaves English and Kinyarwanda as they were', async () => {
    const { version, published } = await edit('home');
    const content = JSON.parse(published) as { notice: Record<string, string> };
    const before = { ...content.notice };
    content.notice.fr = 'Un avis revu.';
    await write(SAVE, { section: 'home', content: JSON.stringify(content), version });
    const draft = JSON.parse((await edit('home')).draft!) as { notice: Record<string, string> };
    expect(draft.notice).toEqual({ en: before.en, rw: before.rw, fr: 'Un avis revu.' });
    // A language left empty stays empty: its readers get English, which is never stored for them.
    content.notice.rw = '';
    const next = await edit('home');
    await write(PUBLISH, { section: 'home', content: JSON.stringify(content), version: next.version });
    const stored = JSON.parse((await edit('home')).published) as { notice: Record<string, string> };
    expect(stored.notice.rw).toBe('');
    expect(((await read('home', 'rw')) as { notice: unknown }).notice).toEqual({ en: before.en });
  });

  test.each(SECTION_NAMES)('%s: a draft saved is nowhere public; discarded, published, its revision restored, it is the draft again', async (section) => {
    const marker = `Draft of ${section} only`;
    const marked = (content: ContentRecord): ContentRecord => {
      const copy = JSON.parse(JSON.stringify(content)) as ContentRecord;
      // The first text of the record, at any depth, carries the marker in English.
      const visit = (record: ContentRecord): boolean =>
        Object.values(record).some((value) => {
          if (Array.isArray(value)) return value.some((item) => visit(item));
          if (value && typeof value === 'object' && 'en' in value && typeof value.en === 'string') return ((value as Record<string, string>).en = marker), true;
          return value !== null && typeof value === 'object' && !('src' in value) && visit(value as ContentRecord);
        });
      // The Contact section has no text in languages: its postal address carries it.
      if (section === 'contact') copy.postalAddress = marker;
      else expect(visit(copy)).toBe(true);
      return copy;
    };
    const start = await edit(section);
    const draft = marked(JSON.parse(start.published) as ContentRecord);
    expect((await write(SAVE, { section, content: JSON.stringify(draft), version: start.version })).errors).toBeUndefined();
    for (const language of [undefined, 'rw', 'fr']) expect(JSON.stringify(await read(section, language)), language).not.toContain(marker);
    for (const path of ['/', '/WhoWeArePage', '/ImpactPage', '/DonatePage', '/FrequentAskedQuestions', '/ContactPage', '/rw/WhoWeArePage']) expect(await html(path), path).not.toContain(marker);
    expect((await write(DISCARD, { section, version: start.version + 1 })).data!.discardSiteDraft!.draft).toBeNull();
    const published = await write(PUBLISH, { section, content: JSON.stringify(draft), version: start.version + 2 });
    expect(published.errors).toBeUndefined();
    expect(JSON.stringify(await read(section))).toContain(marker);
    const { data } = await server.gql<{ siteRevisions: { id: string; content: string }[] }>(REVISIONS, { section }, token);
    const revision = data!.siteRevisions[0]!;
    expect(JSON.parse(revision.content)).toEqual(draft);
    const restored = await write(RESTORE, { section, id: revision.id, version: start.version + 3 });
    expect(JSON.parse(restored.data!.restoreSiteRevision!.draft!)).toEqual(draft);
    // Back as it was, for the other tests.
    await write(PUBLISH, { section, content: start.published, version: start.version + 4 });
  });

  const refusals: [string, SectionName, (content: ContentRecord) => void, string][] = [
    ['a name over 80 characters', 'team', (c) => ((c.advisory as ContentRecord[])[0]!.name = 'N'.repeat(81)), 'advisory.0.name'],
    ['a bio over 600 characters', 'team', (c) => (((c.advisory as ContentRecord[])[0]!.bio as Record<string, string>).rw = 'b'.repeat(601)), 'advisory.0.bio.rw'],
    ['31 people in a team', 'team', (c) => (c.management = Array.from({ length: 31 }, (_, i) => ({ ...(c.advisory as ContentRecord[])[0]!, key: `p${i}` }))), 'management'],
    ['51 questions', 'faq', (c) => (c.items = Array.from({ length: 51 }, (_, i) => ({ ...(c.items as ContentRecord[])[0]!, key: `q${i}` }))), 'items'],
    ['a question over 200 characters', 'faq', (c) => (((c.items as ContentRecord[])[0]!.question as Record<string, string>).en = 'q'.repeat(201)), 'items.0.question.en'],
    ['an answer over 2,000 characters', 'faq', (c) => (((c.items as ContentRecord[])[0]!.answer as Record<string, string>).fr = 'a'.repeat(2001)), 'items.0.answer.fr'],
    ['a question without English', 'faq', (c) => (((c.items as ContentRecord[])[0]!.question as Record<string, string>).en = ' '), 'items.0.question.en'],
    ['a LinkedIn link over http', 'team', (c) => ((c.advisory as ContentRecord[])[0]!.linkedin = 'http://www.linkedin.com/in/aline'), 'advisory.0.linkedin'],
    ['a LinkedIn link to script', 'team', (c) => ((c.advisory as ContentRecord[])[0]!.linkedin = 'javascript:alert(1)'), 'advisory.0.linkedin'],
    ['a LinkedIn link on another host', 'team', (c) => ((c.advisory as ContentRecord[])[0]!.linkedin = 'https://linkedin.com.evil.example/in/aline'), 'advisory.0.linkedin'],
    ['a Facebook link on LinkedIn', 'contact', (c) => (c.facebook = 'https://www.linkedin.com/company/bcf'), 'facebook'],
    ['a photo from another site', 'team', (c) => ((c.advisory as ContentRecord[])[0]!.photo = { src: 'https://evil.example/a.webp', width: 1, height: 1 }), 'advisory.0.photo'],
    ['a counter that is not a whole number', 'impact', (c) => ((c.counters as ContentRecord[])[0]!.target = 10.5), 'counters.0.target'],
    ['a fifth impact area', 'impact', (c) => (c.areas = [...(c.areas as ContentRecord[]), { ...(c.areas as ContentRecord[])[0]!, key: 'fifth' }]), 'areas'],
    ['a field the section does not have', 'contact', (c) => (c.whatsapp = 'https://wa.me/250'), 'whatsapp'],
    ['a line break in a one-line field', 'donate', (c) => (c.mobileMoneyNumber = '+250\n788'), 'mobileMoneyNumber'],
    ['an e-mail address that is not one', 'contact', (c) => (c.email = 'info@bcf.rw <script>'), 'email'],
    ['a phone number with letters', 'contact', (c) => (c.phone = 'call us <b>now</b>'), 'phone'],
    ['two people with one key', 'team', (c) => ((c.advisory as ContentRecord[])[1]!.key = (c.advisory as ContentRecord[])[0]!.key!), 'advisory.1'],
  ];

  test.each(refusals)('%s is refused with a clear error, and nothing is saved', async (_name, section, spoil, field) => {
    const before = await edit(section);
    const content = copy(DEFAULT_CONTENT[section]);
    spoil(content);
    for (const document of [SAVE, PUBLISH]) {
      const answer = await write(document, { section, content: JSON.stringify(content), version: before.version });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors?.[0]?.message.length).toBeGreaterThan(5);
    }
    const after = await edit(section);
    expect(after.version).toBe(before.version);
    expect(after.published).toBe(before.published);
  });

  test('unreadable content, an unknown section and a huge body are refused', async () => {
    const { version } = await edit('faq');
    expect((await write(SAVE, { section: 'faq', content: '{not json', version })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
    expect((await write(SAVE, { section: '__proto__', content: '{}', version })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'section' });
    expect(errorCode(await server.gql(SITE_CONTENT, { section: 'constructor' }))).toBe('BAD_USER_INPUT');
    const huge = await server.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SAVE, variables: { section: 'faq', content: 'x'.repeat(2_000_000), version } }),
    });
    expect(huge.status).toBe(413);
    expect((await edit('faq')).version).toBe(version);
  });

  test('markup in every kind of field is text: the page carries it as data, never as a tag', async () => {
    const hostile = '</script><script>alert("x")</script><img src=x onerror=alert(1)>';
    const team = copy(DEFAULT_CONTENT.team);
    const person = (team.advisory as ContentRecord[])[0]!;
    person.name = hostile.slice(0, 80);
    person.bio = { en: hostile, rw: hostile, fr: hostile };
    const { version } = await edit('team');
    expect((await write(PUBLISH, { section: 'team', content: JSON.stringify(team), version })).errors).toBeUndefined();
    for (const path of ['/WhoWeArePage', '/rw/WhoWeArePage']) {
      const page = await html(path);
      expect(page).not.toContain('<script>alert');
      expect(page).not.toContain('<img src=x');
      const carried = new RegExp(`<script type="application/json" id="${PRELOADED_QUERIES_ID}">([\\s\\S]*?)</script>`).exec(page)![1]!;
      expect(carried).not.toMatch(/[<>]/);
      expect(JSON.stringify(JSON.parse(carried))).toContain('onerror=alert(1)');
    }
  });
});

describe.each(databasesOf(import.meta.url))('site content staff keep private, on $name', (kind) => {
  const distDir = standInSite();
  const { server } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir, trustProxy: 1 });
  let owner: string;
  beforeAll(async () => {
    owner = await server.login();
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const section = (name: SectionName, token = owner) => sectionOf(server, name, token);
  const write = (mutation: string, name: SectionName, content: ContentRecord | string, version: number, token: string) =>
    writeSection(server, mutation, name, content, version, token);

  /** A value no page would write by chance, for each private field of `fields`, set in `record`. */
  function markPrivate(fields: Fields, record: ContentRecord, marks: string[]): ContentRecord {
    const out: ContentRecord = { ...record };
    for (const [name, field] of Object.entries(fields)) {
      if (field.private) {
        const mark = field.kind === 'number' ? Math.min(field.max, 900_000 + marks.length * 7 + 13) : `private-${marks.length}-mark`;
        marks.push(String(mark));
        out[name] = field.kind === 'number' ? mark : field.kind === 'text' ? { en: String(mark), rw: String(mark), fr: String(mark) } : String(mark);
      } else if (field.kind === 'list' && Array.isArray(record[name])) {
        out[name] = (record[name] as ContentRecord[]).map((item) => markPrivate(field.item, item, marks));
      } else if (field.kind === 'group') {
        out[name] = markPrivate(field.fields, (record[name] ?? {}) as ContentRecord, marks);
      }
    }
    return out;
  }

  test('every field marked private is absent from the public read and the served page of its section, in every language, and kept for staff', async () => {
    let checked = 0;
    for (const name of SECTION_NAMES) {
      const { version, published } = await section(name);
      const marks: string[] = [];
      const marked = markPrivate(SECTIONS[name].fields, published, marks);
      if (marks.length === 0) continue;
      expect((await write(PUBLISH, name, marked, version, owner)).errors).toBeUndefined();
      expect(JSON.stringify((await section(name)).published)).toContain(marks[0]);
      for (const language of LANGUAGES) {
        const read = await server.gql<{ siteContent: { content: string } }>(PUBLIC_SECTION, { section: name, language });
        const html = await (await server.request(localizedPath(language, pathTo(SECTION_PAGES[name])))).text();
        // The page carries its section's first answer: what is not in it is not in the page.
        expect(html).toContain(`"section":"${name}","content"`);
        for (const mark of marks) {
          expect(read.data!.siteContent.content, `${name} ${language}`).not.toContain(mark);
          expect(html, `${name} page ${language}`).not.toContain(mark);
        }
        checked += marks.length;
      }
    }
    // Impact's "Cost in US dollars (not shown)" is one of them.
    expect(checked).toBeGreaterThan(0);
    expect((SECTIONS.impact.fields.areas.item.items as ListField).item.dolars?.private).toBe(true);
  });
});
