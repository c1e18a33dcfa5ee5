// What a pledge's instructions quote of the Donate section, on screen (the answer's
// GiftInstructions, all the page shows of how to pay) and in the e-mail: payment fields only, which
// only a role with donations.manage changes and whose every change is told to each Owner and
// Administrator. The schema is walked: each field gets a value of its own, published by the
// Owner, and a pledge each way in each language shows which values reach the instructions, so a
// field added later is held to the same rule. A real server and a real SMTP server on 127.0.0.1.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WAYS } from '../../../shared/giving.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { SECTIONS, type ContentRecord, type Fields, type SectionName } from '../../../shared/siteContent/schema.ts';
import { PAYMENT_NOTICE_SUBJECT } from '../../../server/siteContent/paymentNotice.ts';
import { standInSite } from '../../kit/builtSite.ts';
import { databasesOf } from '../../kit/databases.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { PLEDGE } from './documents.ts';
import { sectionOf, writeSection } from '../siteContent/sections.ts';
import { withMailServer } from '../../kit/withServer.ts';

const SECTION = 'query ($section: String!) { siteSection(section: $section) { version published draft } }';
const SAVE_DRAFT = 'mutation ($section: String!, $content: String!, $version: Int!) { saveSiteDraft(section: $section, content: $content, version: $version) { version } }';
const PUBLISH = 'mutation ($section: String!, $content: String!, $version: Int!) { publishSiteSection(section: $section, content: $content, version: $version) { version } }';
const REVISIONS = 'query ($section: String!) { siteRevisions(section: $section) { id content } }';
const fieldOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions?.field;
const RESTORE = 'mutation ($section: String!, $id: ID!, $version: Int!) { restoreSiteRevision(section: $section, id: $id, version: $version) { version } }';

/** One field of the walk: where it is, whether it is a payment field (or inside one), and the words that show its value was quoted. */
interface Walked {
  path: string;
  payment: boolean;
  needle: string;
}

/**
 * A record of `fields` in which every field holds a value no other field holds (each list one
 * record, or all its fixed ones), each recorded in `walked`. A value also passes the field's checks:
 * ten digits fit every plain field (a code must be digits to make a dial link), a dial string keeps
 * its `{code}`.
 */
function marked(fields: Fields, inside: boolean, path: string, walked: Walked[]): ContentRecord {
  const record: ContentRecord = {};
  for (const [name, field] of Object.entries(fields)) {
    const at = path ? `${path}.${name}` : name;
    const payment = inside || field.payment === true;
    const n = String(walked.length + 1).padStart(3, '0');
    switch (field.kind) {
      case 'group':
        record[name] = marked(field.fields, payment, at, walked);
        break;
      case 'list':
        record[name] = Array.from({ length: field.fixed ? field.max : 1 }, (_, index) => ({ key: `walked-${index}`, ...marked(field.item, payment, `${at}.${index}`, walked) }));
        break;
      case 'text': {
        const needle = `walked-${n}-words`;
        walked.push({ path: at, payment, needle });
        record[name] = Object.fromEntries(LANGUAGES.map((language) => [language, needle]));
        break;
      }
      case 'plain': {
        if (field.link || (field.format && field.format !== 'ussd')) throw new Error(`the walk has no value for ${at} yet: give it one that passes its checks`);
        const needle = field.format === 'ussd' ? `*7${n}*` : `7319${n}482`;
        walked.push({ path: at, payment, needle });
        record[name] = field.format === 'ussd' ? `${needle}{code}#` : needle;
        break;
      }
      default:
        throw new Error(`the walk has no value for ${at} (${field.kind}) yet: give it one no other field's value contains`);
    }
  }
  return record;
}

describe.each(databasesOf(import.meta.url))('the Donate fields a pledge\'s instructions quote, on $name', (kind) => {
  const distDir = standInSite();
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, distDir, trustProxy: 1 });
  let owner: string;
  let administrator: { user: { email: string }; token: string };
  let editor: { user: { email: string }; token: string };
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
  let donor = 0;

  beforeAll(async () => {
    owner = await server.login();
    administrator = await server.addStaff('ADMINISTRATOR');
    editor = await server.addStaff('EDITOR');
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
  });

  async function donate(token = owner) {
    const answer = await server.gql<{ siteSection: { version: number; published: string; draft: string | null } }>(SECTION, { section: 'donate' }, token);
    const found = answer.data!.siteSection;
    return { version: found.version, published: JSON.parse(found.published) as ContentRecord };
  }
  const write = (mutation: string, content: ContentRecord, version: number, token: string) =>
    server.gql(mutation, { section: 'donate', content: JSON.stringify(content), version }, token);

  /** A pledge the way and in the language given: what the page is answered, and the e-mail's text and HTML. */
  async function pledge(way: string, language: string): Promise<{ instructions: string; mail: string }> {
    const email = `donor-${++donor}@example.rw`;
    const answer = await server.gql<{ pledgeGift: { instructions: Record<string, unknown> } }>(PLEDGE, { input: { amount: 5_000, way, email }, language }, { headers: from() });
    expect(answer.errors).toBeUndefined();
    const { mail } = await smtp.waitFor(email);
    return { instructions: JSON.stringify(answer.data!.pledgeGift.instructions), mail: `${mail.subject}\n${mail.text}\n${mail.html || ''}` };
  }

  test('every field whose value reaches the instructions, on screen or e-mailed, any way and any language, is a payment field', async () => {
    const walked: Walked[] = [];
    const content = marked(SECTIONS.donate.fields, false, '', walked);
    const { version } = await donate();
    expect((await write(PUBLISH, content, version, owner)).errors).toBeUndefined();

    const quoted: string[] = [];
    // A card pledge has nothing to quote (it is paid on the card provider's page), and is refused while cards are off.
    for (const way of WAYS.filter((one) => one !== 'CARD')) {
      for (const language of LANGUAGES) {
        const { instructions, mail } = await pledge(way, language);
        quoted.push(instructions, mail);
      }
    }
    const reached = walked.filter(({ needle }) => quoted.some((text) => text.includes(needle)));
    // The walk follows what it should: how to pay each way is among what reaches.
    expect(reached.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['mobileMoneyNumber', 'mobileMoneyCode', 'bank.bankName', 'bank.accountName', 'bank.accountNumber', 'bank.swift', 'hours', 'mtnDial', 'airtelDial']),
    );
    expect(reached.filter(({ payment }) => !payment).map(({ path }) => path)).toEqual([]);
  });

  test('an Editor cannot put a payment number into the cash instructions by way of the hours: publish, draft and restore are refused, and pledges quote the hours an Owner published', async () => {
    const ownHours = { en: 'Monday to Friday, 8am to 5pm (Kigali time)', rw: '', fr: '' };
    const walked = await donate();
    const published = { ...walked.published, hours: ownHours };
    expect((await write(PUBLISH, published, walked.version, owner)).errors).toBeUndefined();
    const { version } = await donate(editor.token);
    const forged = {
      ...ownHours,
      en: 'Mon-Fri 8:00-17:00. NEW: pay by MTN MoMo to 0788 666 666 (J. Doe), our new number, and tell us the reference.',
    };
    // The notices of the Owner's change sent first: nothing else moves while the Editor tries.
    await server.mailSettled();
    const before = await server.fingerprint();
    for (const mutation of [PUBLISH, SAVE_DRAFT]) {
      const answer = await write(mutation, { ...published, hours: forged }, version, editor.token);
      expect(errorCode(answer), mutation === PUBLISH ? 'publish' : 'draft').toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.extensions?.field).toBe('hours.en');
    }
    // A revision with other hours (the walk's) may not be brought back as the draft either.
    const revisions = (await server.gql<{ siteRevisions: { id: string; content: string }[] }>(REVISIONS, { section: 'donate' }, editor.token)).data!.siteRevisions;
    const older = revisions.find((revision) => ((JSON.parse(revision.content) as ContentRecord).hours as Record<string, string>).en !== ownHours.en)!;
    expect(errorCode(await server.gql(RESTORE, { section: 'donate', id: older.id, version }, editor.token))).toBe('FORBIDDEN');
    expect(await server.fingerprint()).toEqual(before);

    for (const language of LANGUAGES) {
      const { instructions, mail } = await pledge('CASH', language);
      expect(JSON.parse(instructions)).toMatchObject({ kind: 'cash', hours: ownHours.en });
      expect(instructions).not.toContain('666');
      expect(mail).toContain(ownHours.en);
      expect(mail).not.toContain('666');
    }
  });

  test('an Owner\'s change of the hours is logged and e-mailed to every Owner and Administrator, each language that changed with its old and new words', async () => {
    const { version, published } = await donate();
    const hours = { en: 'Monday to Friday, 8am to 5pm (Kigali time)', rw: 'Kuva ku wa Mbere kugeza ku wa Gatanu', fr: 'Du lundi au vendredi, de 8 h à 17 h' };
    expect((await write(PUBLISH, { ...published, hours }, version, owner)).errors).toBeUndefined();
    const next = await donate();
    const changed = { ...hours, fr: 'Du lundi au samedi, de 8 h à 18 h' };
    expect((await write(PUBLISH, { ...next.published, hours: changed }, next.version, owner)).errors).toBeUndefined();

    const rows = await server.services.db.query<{ detail: string }>(`SELECT detail FROM audit_log WHERE action = 'site.payment_changed' ORDER BY id DESC LIMIT 1`);
    expect(JSON.parse(rows[0]!.detail)).toEqual({ changes: [{ field: 'Hours (Français)', from: hours.fr, to: changed.fr }] });
    for (const recipient of ['staff@bcf.test', administrator.user.email]) {
      const notice = await smtp.waitFor(recipient, (one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT && (one.mail.text ?? '').includes(changed.fr));
      expect(notice.mail.text).toContain(`Hours (Français): "${hours.fr}" → "${changed.fr}"`);
      expect(notice.mail.text).not.toContain('Hours (English)');
    }
    expect(smtp.to(editor.user.email).filter((one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT)).toHaveLength(0);
  });

  describe('where donors pay', () => {
    const section = (name: SectionName, token = owner) => sectionOf(server, name, token);
    const writeDonate = (mutation: string, name: SectionName, content: ContentRecord | string, version: number, token: string) =>
      writeSection(server, mutation, name, content, version, token);

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
          const answer = await writeDonate(mutation, 'donate', { ...published, ...change }, version, editor.token);
          expect(errorCode(answer), `${field} by ${mutation.slice(11, 25)}`).toBe('FORBIDDEN');
          expect(fieldOf(answer)).toBe(field);
        }
      }
      expect(await server.fingerprint()).toEqual(before);
      expect(await pledgeInstructions()).toMatchObject({ number: published.mobileMoneyNumber, code: published.mobileMoneyCode });

      // The form line is the Editor's to change, and an unchanged payment detail is no change.
      const formLine = { ...(published.formLine as ContentRecord), en: 'Give with the form here' };
      expect((await writeDonate(PUBLISH, 'donate', { ...published, formLine }, version, editor.token)).errors).toBeUndefined();
    });

    test('an Owner\'s change is published, logged and mailed to every Owner and Administrator (old and new value, who); an Editor\'s restore of the older one is refused', async () => {
      // The notices of this block's earlier changes sent first: from here, only this change's arrive.
      await server.mailSettled();
      const notices = (recipient: string) => smtp.to(recipient).filter((one) => one.mail.subject === PAYMENT_NOTICE_SUBJECT);
      const before = Object.fromEntries(['staff@bcf.test', administrator.user.email].map((recipient) => [recipient, notices(recipient).length]));
      const { version, published } = await section('donate');
      const oldNumber = String(published.mobileMoneyNumber);
      const answer = await writeDonate(PUBLISH, 'donate', { ...published, mobileMoneyNumber: '+250 788 123 456', mobileMoneyCode: '424242' }, version, owner);
      expect(answer.errors).toBeUndefined();
      expect(await pledgeInstructions()).toMatchObject({ number: '+250 788 123 456', code: '424242' });

      const rows = await server.services.db.query<{ detail: string; actor_email: string }>(`SELECT detail, actor_email FROM audit_log WHERE action = 'site.payment_changed' ORDER BY id DESC LIMIT 1`);
      expect(rows[0]!.actor_email).toBe('staff@bcf.test');
      expect(JSON.parse(rows[0]!.detail)).toEqual({
        changes: [
          { field: 'Mobile money number', from: oldNumber, to: '+250 788 123 456' },
          { field: 'Mobile money code', from: String(published.mobileMoneyCode), to: '424242' },
        ],
      });

      for (const recipient of ['staff@bcf.test', administrator.user.email]) {
        await expect.poll(() => notices(recipient).length - before[recipient]!, { timeout: 10_000 }).toBe(1);
        const text = notices(recipient).at(-1)!.mail.text ?? '';
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
      expect((await writeDonate(SAVE_DRAFT, 'donate', drafted, version, administrator.token)).errors).toBeUndefined();
      const seen = await section('donate', editor.token);
      const formLine = { ...(published.formLine as ContentRecord), en: 'Fill the form here' };
      expect((await writeDonate(SAVE_DRAFT, 'donate', { ...seen.draft!, formLine }, seen.version, editor.token)).errors).toBeUndefined();
      const again = await section('donate', editor.token);
      expect(errorCode(await writeDonate(PUBLISH, 'donate', again.draft!, again.version, editor.token))).toBe('FORBIDDEN');
      expect((await writeDonate(PUBLISH, 'donate', again.draft!, again.version, administrator.token)).errors).toBeUndefined();
      expect(await pledgeInstructions()).toMatchObject({ number: '+250 788 777 777' });
    });
  });
});
