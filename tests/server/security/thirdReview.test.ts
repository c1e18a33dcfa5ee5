// What an attacker tried against giving and the site content, each kept as a test: JSON inside a
// GraphQL string carrying a lone surrogate; an Editor publishing where donors pay; a donor's e-mail
// and phone read without a recent password check; a figure staff keep private read from the public
// answer or the served page. Against the real server on each database, e-mail through a real SMTP
// server on 127.0.0.1.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, localizedPath } from '../../../shared/i18n/languages.ts';
import { pathTo } from '../../../shared/routes.ts';
import { PASSWORD_CHECK_DURATION } from '../../../shared/twoFactor.ts';
import { SECTIONS, SECTION_NAMES, type ContentRecord, type Fields, type ListField, type SectionName } from '../../../shared/siteContent/schema.ts';
import { SECTION_PAGES } from '../../../shared/siteContent/pages.ts';
import { PAYMENT_NOTICE_SUBJECT } from '../../../server/siteContent/paymentNotice.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { TestServer } from '../../kit/server.ts';
import { STALE_PASSWORD_CHECK_SECONDS } from '../../kit/settings.ts';
import { PUBLIC_URL, TestSmtpServer, mailSettings } from '../../kit/smtp.ts';
import { GIFTS, PLEDGE, SAVE_CAMPAIGN, type GiftAnswer } from '../giving/documents.ts';

const SECTION = 'query ($section: String!) { siteSection(section: $section) { version published draft } }';
const PUBLIC_SECTION = 'query ($section: String!, $language: Language) { siteContent(section: $section, language: $language) { content } }';
const SAVE_DRAFT = 'mutation ($section: String!, $content: String!, $version: Int!) { saveSiteDraft(section: $section, content: $content, version: $version) { version } }';
const PUBLISH = 'mutation ($section: String!, $content: String!, $version: Int!) { publishSiteSection(section: $section, content: $content, version: $version) { version } }';
const REVISIONS = 'query ($section: String!) { siteRevisions(section: $section) { id content } }';
const RESTORE = 'mutation ($section: String!, $id: ID!, $version: Int!) { restoreSiteRevision(section: $section, id: $id, version: $version) { version } }';

const fieldOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions?.field;

describe.each(databasesOf(import.meta.url))('the third attack review on $name', (kind) => {
  const smtp = new TestSmtpServer();
  const distDir = standInSite();
  let server: TestServer;
  let owner: string;
  let administrator: { user: { email: string }; token: string };
  let editor: { user: { _id: string; email: string }; token: string };
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

  beforeAll(async () => {
    await smtp.start();
    server = await new TestServer(kind, { seed: false, publicUrl: PUBLIC_URL, mail: mailSettings(smtp), distDir, trustProxy: 1 }).start();
    owner = await server.login();
    administrator = await server.addStaff('ADMINISTRATOR');
    editor = await server.addStaff('EDITOR');
  });
  afterAll(async () => {
    await server.destroy();
    await smtp.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function section(name: SectionName, token = owner) {
    const answer = await server.gql<{ siteSection: { version: number; published: string; draft: string | null } }>(SECTION, { section: name }, token);
    const found = answer.data!.siteSection;
    return { version: found.version, published: JSON.parse(found.published) as ContentRecord, draft: found.draft ? (JSON.parse(found.draft) as ContentRecord) : null };
  }
  const write = (mutation: string, name: SectionName, content: ContentRecord | string, version: number, token: string) =>
    server.gql(mutation, { section: name, content: typeof content === 'string' ? content : JSON.stringify(content), version }, token);

  describe('JSON carried in a GraphQL string', () => {
    // The six characters \ud800 inside the JSON text: the GraphQL string itself is well-formed.
    const campaign = (title: string) => ({ title, description: '{"en":"d"}', goalRwf: 1000, startsOn: '2026-01-01', endsOn: '2026-12-31' });

    test('a campaign whose title JSON holds an escaped lone surrogate: BAD_USER_INPUT naming the text, nothing stored', async () => {
      const before = await server.fingerprint();
      const answer = await server.gql(SAVE_CAMPAIGN, { input: campaign('{"en":"Books \\ud800"}') }, owner);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(fieldOf(answer)).toBe('title.en');
      const key = await server.gql(SAVE_CAMPAIGN, { input: campaign('{"en":"Books","\\udc00":"x"}') }, owner);
      expect(errorCode(key)).toBe('BAD_USER_INPUT');
      expect(fieldOf(key)).toBe('title');
      expect(await server.fingerprint()).toEqual(before);
    });

    test('a site draft and a publish whose JSON holds one: BAD_USER_INPUT naming the field, nothing stored', async () => {
      const { version, published } = await section('faq');
      const text = JSON.stringify({ ...published, items: [{ key: 'q1', question: { en: 'Why?', rw: '', fr: '' }, answer: { en: 'Because', rw: '', fr: '' } }] });
      const poisoned = text.replace('Because', 'Because \\ud800');
      expect(poisoned.isWellFormed()).toBe(true);
      const before = await server.fingerprint();
      for (const mutation of [SAVE_DRAFT, PUBLISH]) {
        const answer = await write(mutation, 'faq', poisoned, version, owner);
        expect(errorCode(answer)).toBe('BAD_USER_INPUT');
        expect(fieldOf(answer)).toBe('content.items[0].answer.en');
      }
      expect(await server.fingerprint()).toEqual(before);
    });
  });

  describe('where donors pay', () => {
    const pledgeInstructions = async () =>
      (await server.gql<{ pledgeGift: { instructions: { number: string; code: string } } }>(PLEDGE, { input: { amount: 5_000, way: 'MTN_MOMO' } }, { headers: from() })).data!.pledgeGift
        .instructions;

    test('an Editor cannot publish, draft or restore a new mobile money number, code, dial string, bank account or hours; the rest of Donate is theirs', async () => {
      const { version, published } = await section('donate', editor.token);
      const bank = published.bank as ContentRecord;
      const changes: [string, ContentRecord][] = [
        ['mobileMoneyNumber', { mobileMoneyNumber: '+250 788 666 666' }],
        ['mobileMoneyCode', { mobileMoneyCode: '666666' }],
        ['mtnDial', { mtnDial: '*182*1*1*{code}#' }],
        ['airtelDial', { airtelDial: '*500*{code}#' }],
        ['bank.accountNumber', { bank: { ...bank, accountNumber: '0000-6666' } }],
        ['hours.en', { hours: { ...(published.hours as ContentRecord), en: 'Mon-Fri 8:00-17:00. NEW: pay by MTN MoMo to 0788 666 666' } }],
      ];
      const before = await server.fingerprint();
      for (const [field, change] of changes) {
        for (const mutation of [PUBLISH, SAVE_DRAFT]) {
          const answer = await write(mutation, 'donate', { ...published, ...change }, version, editor.token);
          expect(errorCode(answer), `${field} by ${mutation.slice(11, 25)}`).toBe('FORBIDDEN');
          expect(fieldOf(answer)).toBe(field);
        }
      }
      expect(await server.fingerprint()).toEqual(before);
      expect(await pledgeInstructions()).toMatchObject({ number: published.mobileMoneyNumber, code: published.mobileMoneyCode });

      // The form line is the Editor's to change, and an unchanged payment detail is no change.
      const formLine = { ...(published.formLine as ContentRecord), en: 'Give with the form here' };
      expect((await write(PUBLISH, 'donate', { ...published, formLine }, version, editor.token)).errors).toBeUndefined();
    });

    test('an Owner\'s change is published, logged and mailed to every Owner and Administrator (old and new value, who); an Editor\'s restore of the older one is refused', async () => {
      const { version, published } = await section('donate');
      const oldNumber = String(published.mobileMoneyNumber);
      const answer = await write(PUBLISH, 'donate', { ...published, mobileMoneyNumber: '+250 788 123 456', mobileMoneyCode: '424242' }, version, owner);
      expect(answer.errors).toBeUndefined();
      expect(await pledgeInstructions()).toMatchObject({ number: '+250 788 123 456', code: '424242' });

      const rows = await server.app.db.query<{ detail: string; actor_email: string }>(`SELECT detail, actor_email FROM audit_log WHERE action = 'site.payment_changed' ORDER BY id DESC LIMIT 1`);
      expect(rows[0]!.actor_email).toBe('staff@bcf.test');
      expect(JSON.parse(rows[0]!.detail)).toEqual({
        changes: [
          { field: 'Mobile money number', from: oldNumber, to: '+250 788 123 456' },
          { field: 'Mobile money code', from: String(published.mobileMoneyCode), to: '424242' },
        ],
      });

      for (const recipient of ['staff@bcf.test', administrator.user.email]) {
        await expect.poll(() => smtp.to(recipient).filter((one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT).length, { timeout: 10_000 }).toBe(1);
        const text = smtp.to(recipient).find((one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT)!.mail.text ?? '';
        expect(text).toContain(`Mobile money number: "${oldNumber}" → "+250 788 123 456"`);
        expect(text).toContain('staff@bcf.test published new payment details');
        expect(text).toMatch(/When: .+\(Kigali time\)/);
      }
      expect(smtp.to(editor.user.email).filter((one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT)).toHaveLength(0);

      // The revision before it holds the old number: an Editor may not bring it back as a draft.
      const revisions = (await server.gql<{ siteRevisions: { id: string; content: string }[] }>(REVISIONS, { section: 'donate' }, editor.token)).data!.siteRevisions;
      const older = revisions.find((revision) => (JSON.parse(revision.content) as ContentRecord).mobileMoneyNumber === oldNumber)!;
      const current = await section('donate', editor.token);
      const restored = await server.gql(RESTORE, { section: 'donate', id: older.id, version: current.version }, editor.token);
      expect(errorCode(restored)).toBe('FORBIDDEN');
    });

    test('an Administrator\'s draft of a new number may be kept by an Editor editing the rest, but only an Owner or Administrator publishes it', async () => {
      const { version, published } = await section('donate', administrator.token);
      const drafted = { ...published, mobileMoneyNumber: '+250 788 777 777' };
      expect((await write(SAVE_DRAFT, 'donate', drafted, version, administrator.token)).errors).toBeUndefined();
      const seen = await section('donate', editor.token);
      const formLine = { ...(published.formLine as ContentRecord), en: 'Fill the form here' };
      expect((await write(SAVE_DRAFT, 'donate', { ...seen.draft!, formLine }, seen.version, editor.token)).errors).toBeUndefined();
      const again = await section('donate', editor.token);
      expect(errorCode(await write(PUBLISH, 'donate', again.draft!, again.version, editor.token))).toBe('FORBIDDEN');
      expect((await write(PUBLISH, 'donate', again.draft!, again.version, administrator.token)).errors).toBeUndefined();
      expect(await pledgeInstructions()).toMatchObject({ number: '+250 788 777 777' });
    });
  });

  describe('donors\' contact details', () => {
    const GIFTS_WITH_COUNT = GIFTS;
    const stale = () =>
      server.app.db.query(
        `UPDATE sessions SET password_checked_at = now() - make_interval(secs => $1) WHERE user_id = (SELECT id FROM users WHERE email = 'staff@bcf.test')`,
        [STALE_PASSWORD_CHECK_SECONDS],
      );
    const gifts = async (variables: Record<string, unknown> = {}) => server.gql<{ gifts: { total: number; items: GiftAnswer[] } }>(GIFTS_WITH_COUNT, variables, owner);

    test(`without a password check from the last ${PASSWORD_CHECK_DURATION}, the gifts show names and amounts but no e-mail or phone, and a search by them finds nothing`, async () => {
      const email = 'donor.private@example.rw';
      const phone = '+250 788 555 101';
      const pledged = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input: { amount: 7_000, way: 'CASH', name: 'Private Donor', email, phone } }, { headers: from() });
      const reference = pledged.data!.pledgeGift.reference;
      await server.mailSettled();

      await stale();
      const hidden = await gifts({ limit: 100 });
      expect(hidden.errors).toBeUndefined();
      const row = hidden.data!.gifts.items.find((gift) => gift.reference === reference)!;
      expect(row).toMatchObject({ donorName: 'Private Donor', amount: 7_000, donorEmail: null, donorPhone: null });
      expect(JSON.stringify(hidden.data)).not.toContain(email);
      expect(JSON.stringify(hidden.data)).not.toContain('555 101');
      for (const search of [email, 'private@', '555 101']) {
        expect((await gifts({ search })).data!.gifts.total, search).toBe(0);
      }
      expect((await gifts({ search: 'Private Donor' })).data!.gifts.total).toBe(1);
      expect((await gifts({ search: reference })).data!.gifts.total).toBe(1);

      const confirmed = await server.gql('mutation ($password: String!) { confirmPassword(password: $password) }', { password: 'correct horse battery staple' }, owner);
      expect(confirmed.errors).toBeUndefined();
      const shown = await gifts({ search: email });
      expect(shown.data!.gifts.items[0]).toMatchObject({ reference, donorEmail: email, donorPhone: phone });
    });
  });

  describe('fields staff keep private', () => {
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
});
