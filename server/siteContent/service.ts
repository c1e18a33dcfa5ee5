// The foundation's own words (shared/siteContent/): what visitors read of each section, and how
// staff change it. A section has a published version and at most one draft; saving keeps the
// draft, publishing makes what was sent public (and keeps a revision), discarding drops the
// draft, restoring makes a revision the draft. Every write names the version it was made on: one
// made on an older version is refused with who changed the section and when, never applied.
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { kigaliTimeStamp } from '../../shared/kigaliTime.ts';
import { isSectionName, type ContentRecord, type SectionName } from '../../shared/siteContent/schema.ts';
import { can, rolesWith } from '../../shared/roles.ts';
import { checkSection, describeChanges, localizeSection, paymentChanges, type PaymentChange, type ShownRecord } from '../../shared/siteContent/values.ts';
import { AppError, badInput } from '../core/errors.ts';
import type { MailService } from '../mail/service.ts';
import type { Repositories } from '../db/repositories.ts';
import type { StaffRecord } from '../staff/index.ts';
import { parseJsonText } from '../core/wellFormedText.ts';
import type { SiteRevisionRecord, SiteSectionRecord } from './repository.ts';
import { DEFAULT_CONTENT } from './defaults/index.ts';
import { PAYMENT_CHANGED_ACTION, paymentNoticeMessage } from './paymentNotice.ts';

export const SITE_CONTENT_TEXTS = {
  unknownSection: 'Unknown section',
  revisionNotFound: 'Revision not found',
  noDraft: 'This section has no draft',
  paymentsLocked: 'Only an Owner or Administrator may change how donors pay (the mobile money number and code, the dial strings, the bank account, the hours).',
} as const;

/** Who writes, and from where (the activity log and the payment notice say so). */
export interface SiteEditor {
  person: StaffRecord;
  client: { ip: string; userAgent: string };
}

/** What the read cache offers: a value kept until the published content (or a post) changes. */
interface KeptReads {
  remember<T>(key: string, read: () => Promise<T>): Promise<T>;
  afterWrite<T>(write: () => Promise<T>, changed?: () => boolean): Promise<T>;
}

/** A section as its editors see it. */
export interface SiteSectionEdit {
  section: SectionName;
  version: number;
  published: ContentRecord;
  draft: ContentRecord | null;
  publishedAt: number;
  publishedBy: string | null;
  changedAt: number;
  changedBy: string | null;
}

export interface SiteRevision extends SiteRevisionRecord {
  /** What this revision changed from the one before it; none for the oldest kept. */
  changes: string[];
}

/** The section named, or BAD_USER_INPUT. */
export function sectionNamed(name: unknown): SectionName {
  if (!isSectionName(name)) throw badInput(SITE_CONTENT_TEXTS.unknownSection, 'section');
  return name;
}


function changedMeanwhile(row: SiteSectionRecord): AppError {
  const who = row.changedBy ?? 'someone';
  return new AppError(`${who} changed this section on ${kigaliTimeStamp(row.changedAt)}; reload it to see their changes before you save yours.`, 'CONFLICT', {
    field: 'version',
    changedBy: row.changedBy,
    changedAt: row.changedAt,
    version: row.version,
  });
}

function checked(section: SectionName, value: unknown): ContentRecord {
  const { content, problems } = checkSection(section, value);
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new AppError(first.message, 'BAD_USER_INPUT', { field: first.path, problems });
  }
  return content;
}

/** Content sent as JSON text, parsed; BAD_USER_INPUT when it is not JSON or holds text that is not well-formed. */
export const parseContent = (text: string): unknown => parseJsonText(text, 'content', 'Content must be JSON');

const edit = ({ content, ...row }: SiteSectionRecord): SiteSectionEdit => ({ ...row, published: content, section: row.section as SectionName });

/**
 * The payment destinations `after` changes from `before`: refused (FORBIDDEN, naming the first
 * one's field) unless the editor's role has `donations.manage`.
 */
function allowedPaymentChanges(section: SectionName, before: unknown, after: unknown, editor: SiteEditor): PaymentChange[] {
  const changes = paymentChanges(section, before, after);
  if (changes.length > 0 && !can(editor.person.role, 'donations.manage')) {
    throw new AppError(SITE_CONTENT_TEXTS.paymentsLocked, 'FORBIDDEN', { field: changes[0]!.path });
  }
  return changes;
}

export function siteContentService(repos: Repositories, cache: KeptReads, mail: Pick<MailService, 'enqueue' | 'publicUrl' | 'postalAddress' | 'wake'>) {
  /** In `tx`: the activity log's row for a change of where donors pay, and the e-mail to every Owner and Administrator. */
  async function tellPaymentChanges(tx: Repositories, changes: PaymentChange[], editor: SiteEditor): Promise<void> {
    await tx.auditLog.append({
      actorId: editor.person._id,
      actorEmail: editor.person.email,
      action: PAYMENT_CHANGED_ACTION,
      target: 'donate',
      detail: JSON.stringify({ changes: changes.map(({ label, from, to }) => ({ field: label, from, to })) }),
      ...editor.client,
    });
    // Told of every change of where donors pay: those who may make one.
    const recipients = await tx.staff.activeEmailsOf(rolesWith('donations.manage'));
    const message = paymentNoticeMessage(mail.publicUrl, changes, { email: editor.person.email, at: new Date(), ...editor.client }, await mail.postalAddress(tx));
    await mail.enqueue(recipients.map((recipient) => ({ kind: 'security_notice' as const, recipient, ...message })), tx);
  }

  /** The section's row, locked in `tx`, after checking the version the writer saw. */
  async function current(tx: Repositories, section: SectionName, version: number): Promise<SiteSectionRecord> {
    const row = await tx.siteContent.find(section, { forUpdate: true });
    if (!row) throw badInput(SITE_CONTENT_TEXTS.unknownSection, 'section');
    if (row.version !== version) throw changedMeanwhile(row);
    return row;
  }

  async function after(section: SectionName): Promise<SiteSectionEdit> {
    return edit((await repos.siteContent.find(section))!);
  }

  const published = () => cache.remember('site:published', () => repos.siteContent.published());

  return {
    /** The foundation's postal address as its e-mails and receipts print it: the contact section's, else the configured one. */
    postalAddress: () => mail.postalAddress(),
    /** Adds the sections a database lacks, each with its default content (`postalAddress`: the contact's first one). */
    async seed(postalAddress: string): Promise<number> {
      const contact = { ...DEFAULT_CONTENT.contact, postalAddress };
      return repos.siteContent.seed({ ...DEFAULT_CONTENT, contact });
    },

    /** A published section as a reader of `language` reads it (kept in the read cache until the next publish). */
    async read(section: SectionName, language: Language = DEFAULT_LANGUAGE): Promise<ShownRecord> {
      const all = await published();
      return localizeSection(section, all[section] ?? DEFAULT_CONTENT[section], language);
    },

    /** A published section as stored (every language). */
    async stored(section: SectionName): Promise<ContentRecord> {
      return (await published())[section] ?? DEFAULT_CONTENT[section];
    },

    /** The section with its draft applied, as a reader of `language` would read it once published. */
    async preview(section: SectionName, language: Language): Promise<ShownRecord> {
      const row = await repos.siteContent.find(section);
      return localizeSection(section, row?.draft ?? row?.content ?? DEFAULT_CONTENT[section], language);
    },

    async editor(section: SectionName): Promise<SiteSectionEdit> {
      const row = await repos.siteContent.find(section);
      if (!row) throw badInput(SITE_CONTENT_TEXTS.unknownSection, 'section');
      return edit(row);
    },

    /** Keeps `value` as the draft; a draft may change where donors pay only as publishing may. */
    async saveDraft(section: SectionName, value: unknown, version: number, editor: SiteEditor): Promise<SiteSectionEdit> {
      const content = checked(section, value);
      await repos.transaction(async (tx) => {
        const row = await current(tx, section, version);
        allowedPaymentChanges(section, row.draft ?? row.content, content, editor);
        await tx.siteContent.saveDraft(section, content, editor.person._id);
      });
      return after(section);
    },

    /**
     * Makes `value` public (what the form shows, saved first): nothing changes when it is refused.
     * A change of where donors pay is logged and told to every Owner and Administrator with it.
     */
    async publish(section: SectionName, value: unknown, version: number, editor: SiteEditor): Promise<SiteSectionEdit> {
      const content = checked(section, value);
      let changed = false;
      let told = false;
      await cache.afterWrite(
        () =>
          repos.transaction(async (tx) => {
            const row = await current(tx, section, version);
            changed = JSON.stringify(row.content) !== JSON.stringify(content);
            const payments = allowedPaymentChanges(section, row.content, content, editor);
            await tx.siteContent.publish(section, content, editor.person._id);
            if (payments.length > 0) {
              await tellPaymentChanges(tx, payments, editor);
              told = true;
            }
          }),
        () => changed,
      );
      if (told) mail.wake();
      return after(section);
    },

    async discard(section: SectionName, version: number, editor: SiteEditor): Promise<SiteSectionEdit> {
      await repos.transaction(async (tx) => {
        const row = await current(tx, section, version);
        if (!row.draft) throw badInput(SITE_CONTENT_TEXTS.noDraft, 'section');
        await tx.siteContent.saveDraft(section, null, editor.person._id);
      });
      return after(section);
    },

    /** Makes a revision the section's draft (publishing it makes it public again). */
    async restore(section: SectionName, revisionId: string, version: number, editor: SiteEditor): Promise<SiteSectionEdit> {
      await repos.transaction(async (tx) => {
        const row = await current(tx, section, version);
        const revision = await tx.siteContent.revision(revisionId);
        if (!revision || revision.section !== section) throw new AppError(SITE_CONTENT_TEXTS.revisionNotFound, 'NOT_FOUND');
        // Checked again: a revision kept under older rules becomes a draft only as today's rules allow.
        const content = checked(section, revision.content);
        allowedPaymentChanges(section, row.draft ?? row.content, content, editor);
        await tx.siteContent.saveDraft(section, content, editor.person._id);
      });
      return after(section);
    },

    /** A section's revisions, newest first, each with what it changed. */
    async revisions(section: SectionName): Promise<SiteRevision[]> {
      const rows = await repos.siteContent.revisions(section);
      return rows.map((row, index) => {
        const before = rows[index + 1];
        return { ...row, changes: before ? describeChanges(section, before.content, row.content) : [] };
      });
    },
  };
}

export type SiteContentService = ReturnType<typeof siteContentService>;
