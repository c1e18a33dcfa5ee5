// A newsletter send goes out only with the content someone who may send newsletters approved, on
// PGlite and PostgreSQL, through a real SMTP server: an Author who rewrites their post after an
// Editor scheduled it "with send" cannot e-mail the new text to every subscriber, whether they
// publish it themself, leave it to the scheduler, save it with updatePost or restore an old
// revision; an Editor's own change approves the send anew; the activity log names the approver
// and the revision that went out.
import { beforeAll, describe, expect, test } from 'vitest';
import type { StaffRecord } from '../../../server/staff/repository.ts';
import { databasesOf } from '../../kit/databases.ts';
import { PUBLIC_URL } from '../../kit/smtp.ts';
import { errorCode } from '../../kit/graphql.ts';
import { withMailServer } from '../../kit/withServer.ts';

const SAVE_DRAFT = 'mutation ($input: PostDraftInput!) { saveDraft(input: $input) { _id } }';
const SUBMIT = 'mutation ($id: ID!) { submitForReview(id: $id) { status } }';
const SCHEDULE = 'mutation ($id: ID!, $at: Timestamp!, $send: Boolean) { schedulePost(id: $id, at: $at, sendToSubscribers: $send) { status } }';
const PUBLISH = 'mutation ($id: ID!, $send: Boolean) { publishPost(id: $id, sendToSubscribers: $send) { status } }';
const SEEN_SCHEDULE =
  'mutation ($id: ID!, $at: Timestamp!, $send: Boolean, $seen: Timestamp) { schedulePost(id: $id, at: $at, sendToSubscribers: $send, seen: $seen) { status } }';
const SEEN_PUBLISH = 'mutation ($id: ID!, $send: Boolean, $seen: Timestamp) { publishPost(id: $id, sendToSubscribers: $send, seen: $seen) { status } }';
const SEND = 'mutation ($id: ID!, $seen: Timestamp) { sendPostToSubscribers(input: $id, seen: $seen) { total } }';
const UPDATE = 'mutation ($input: PostInputUpdate!) { updatePost(input: $input) { status } }';
const REVISIONS = 'query ($id: ID!) { postRevisions(id: $id) { id title kind } }';
const RESTORE = 'mutation ($id: ID!) { restoreRevision(id: $id) { title status } }';
const STAFF_POST = 'query ($id: ID!) { staffPost(id: $id) { post { status } sendPending sendCancelledAt } }';

const PHISHING = { title: 'URGENT: verify your donation', content: 'Your donation failed. Verify your card at https://bcf-donations.example/verify today.' };
const IN_AN_HOUR = () => Date.now() + 3_600_000;

describe.each(databasesOf(import.meta.url))('a send bound to its approved content on $name', (kind) => {
  // The scheduler ticks only at start: the tests make posts due and run its claim themselves.
  const { server, smtp } = withMailServer(kind, { seed: false, publicUrl: PUBLIC_URL, scheduleTickMs: 30_000 });
  let owner: string;
  let editor: { user: StaffRecord; token: string };
  let author: { user: StaffRecord; token: string };
  const subscriber = `reader-${kind.name}@example.rw`;

  beforeAll(async () => {
    owner = await server.login();
    editor = await server.addStaff('EDITOR');
    author = await server.addStaff('AUTHOR');
    await server.services.db.query(`INSERT INTO subscribers (email, status) VALUES ($1, 'ACTIVE')`, [subscriber]);
  });

  async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const { data, errors } = await server.gql<T>(query, variables, token);
    expect(errors).toBeUndefined();
    return data!;
  }

  /** A new draft of `fields`, saved by `token`'s person: its id. */
  const newDraft = async (fields: Record<string, unknown>, token: string) =>
    (await ok<{ saveDraft: { _id: string } }>(SAVE_DRAFT, { input: fields }, token)).saveDraft._id;

  /** When the post was last changed, as the Editor's page shows it. */
  const lastChangeSeen = async (id: string) =>
    (await ok<{ staffPost: { post: { updated_at: number } } }>('query ($id: ID!) { staffPost(id: $id) { post { updated_at } } }', { id }, editor.token)).staffPost.post.updated_at;

  /** The Author's post, submitted, then scheduled by the Editor "with send" (in an hour). */
  async function approvedForSending(title: string): Promise<string> {
    const id = await newDraft({ title, content: `The approved text of ${title}.`, category: 'Events' }, author.token);
    await ok(SUBMIT, { id }, author.token);
    await ok(SCHEDULE, { id, at: IN_AN_HOUR(), send: true }, editor.token);
    return id;
  }

  const rewrite = (id: string, token = author.token) =>
    server.gql(SAVE_DRAFT, { input: { post_id: id, ...PHISHING, category: 'Events' } }, token);

  /** The scheduler's claim once the post's time has come (its time moved, not waited for). */
  async function fallDue(id: string) {
    await server.services.db.query(`UPDATE posts SET publish_at = now() - interval '1 second' WHERE id = $1`, [id]);
    return (await server.services.postScheduler!.runNow()).map((post) => post._id);
  }

  const sendsOf = async (id: string) =>
    (await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_sends WHERE post_id = $1', [id]))[0]!.n;

  const staffPost = async (id: string) =>
    (await ok<{ staffPost: { post: { status: string }; sendPending: boolean; sendCancelledAt: number | null } }>(STAFF_POST, { id }, author.token)).staffPost;

  const logOf = async (id: string, action: string) =>
    server.services.db.query<{ actor: string | null; detail: string | null }>(
      'SELECT actor_key AS actor, detail FROM audit_log WHERE target = $1 AND action = $2 ORDER BY id',
      [id, action],
    );

  /**
   * No e-mail with the rewritten text reached the SMTP server: a later newsletter (sent by the
   * Owner) arrives, and nothing before it carried the phishing text.
   */
  async function noPhishingDelivered(marker: string) {
    await ok(PUBLISH, { id: await newDraft({ title: marker, content: 'A marker.', category: 'Meetings' }, owner), send: true }, owner);
    await expect.poll(() => smtp.to(subscriber).some((m) => m.mail.subject?.includes(marker)), { timeout: 15_000, interval: 100 }).toBe(true);
    // (Its title may be listed under another newsletter's "Recent stories": it is public. Its
    // text is never e-mailed, nor is it ever a newsletter's subject.)
    const phishing = smtp.received.filter((m) => m.mail.subject?.includes(PHISHING.title) || `${m.mail.text}${m.mail.html}`.includes(PHISHING.content));
    expect(phishing).toHaveLength(0);
    const queued = await server.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_sends WHERE title = $1', [PHISHING.title]);
    expect(queued[0]!.n).toBe(0);
  }

  test('an Author who rewrites the post an Editor scheduled with send, then publishes it, e-mails nobody the new text', async () => {
    const id = await approvedForSending('Graduation Gala');
    expect(await staffPost(id)).toMatchObject({ sendPending: true, sendCancelledAt: null });
    // Unchanged, the Author may neither publish it early nor move it while the Editor's send is kept.
    const early = await server.gql(PUBLISH, { id }, author.token);
    expect(errorCode(early)).toBe('FORBIDDEN');
    expect(early.errors?.[0]?.message).toMatch(/only someone who may send newsletters/);
    const moved = await server.gql(SCHEDULE, { id, at: IN_AN_HOUR() + 60_000 }, author.token);
    expect(errorCode(moved)).toBe('FORBIDDEN');

    // The rewrite is saved (their own scheduled post) and cancels the send; the post's page says so.
    expect((await rewrite(id)).errors).toBeUndefined();
    const page = await staffPost(id);
    expect(page).toMatchObject({ post: { status: 'SCHEDULED' }, sendPending: false });
    expect(page.sendCancelledAt).toBeGreaterThan(Date.now() - 60_000);
    // Then published without the send flag: public, and sent to nobody.
    expect((await ok<{ publishPost: { status: string } }>(PUBLISH, { id }, author.token)).publishPost.status).toBe('PUBLISHED');
    expect(await sendsOf(id)).toBe(0);
    await noPhishingDelivered(`Marker after the publish on ${kind.name}`);
    // The log names who cancelled it and whose approval it was.
    const cancelled = await logOf(id, 'newsletter.send_cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.actor).toBe(author.user._id);
    expect(JSON.parse(cancelled[0]!.detail!)).toMatchObject({ approvedBy: editor.user._id, approvedByEmail: editor.user.email });
    expect(await logOf(id, 'newsletter.queued')).toHaveLength(0);
  });

  test('an Author who rewrites the post while an Editor reads it: the send the Editor asks for is refused, not given to the new text', async () => {
    const id = await newDraft({ title: 'Reading Week', content: 'The text the Editor reads.', category: 'Events' }, author.token);
    await ok(SUBMIT, { id }, author.token);
    // What the Editor's page shows, and when it was last changed.
    const seen = await lastChangeSeen(id);
    expect((await rewrite(id)).errors).toBeUndefined();
    for (const [query, variables] of [
      [SEEN_SCHEDULE, { id, at: IN_AN_HOUR(), send: true, seen }],
      [SEEN_PUBLISH, { id, send: true, seen }],
    ] as const) {
      const refused = await server.gql(query, variables, editor.token);
      expect(refused.errors?.[0]?.message).toBe('This post was changed meanwhile; reload it and try again.');
    }
    expect(await staffPost(id)).toMatchObject({ post: { status: 'IN_REVIEW' }, sendPending: false });
    expect(await sendsOf(id)).toBe(0);
    // Read again, the Editor decides on what is there now.
    const now = await lastChangeSeen(id);
    expect((await ok<{ schedulePost: { status: string } }>(SEEN_SCHEDULE, { id, at: IN_AN_HOUR(), send: true, seen: now }, editor.token)).schedulePost.status).toBe(
      'SCHEDULED',
    );
  });

  test('an Author who updates their published post while an Editor reads it: "Send to subscribers" is refused, nothing queued', async () => {
    const id = await newDraft({ title: 'Library Opening', content: 'The published text.', category: 'Events' }, author.token);
    await ok(PUBLISH, { id }, author.token);
    const seen = (await server.services.repos.posts.find(id))!.updated_at;
    const updated = await server.gql(UPDATE, { input: { post_id: id, ...PHISHING, category: 'Events', contentSections: [] } }, author.token);
    expect(updated.errors).toBeUndefined();
    const refused = await server.gql(SEND, { id, seen }, editor.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'This post was changed meanwhile; reload it and try again.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await sendsOf(id)).toBe(0);
    await noPhishingDelivered(`Marker after the refused send on ${kind.name}`);
  });

  test('an Author who rewrites it and waits for its time: the scheduler publishes it and sends nothing', async () => {
    const id = await approvedForSending('Career Fair');
    expect((await rewrite(id)).errors).toBeUndefined();
    expect(await fallDue(id)).toContain(id);
    expect((await server.services.repos.posts.find(id))!.status).toBe('PUBLISHED');
    expect(await sendsOf(id)).toBe(0);
    await noPhishingDelivered(`Marker after the scheduler on ${kind.name}`);
  });

  test('content changed by any other way before its time: the scheduler cancels the send instead of sending it', async () => {
    const id = await approvedForSending('Alumni Evening');
    // A change no mutation made (no path cancels it on the way): the send path itself refuses it.
    await server.services.db.query('UPDATE posts SET title = $2, content = $3 WHERE id = $1', [id, PHISHING.title, PHISHING.content]);
    expect(await fallDue(id)).toContain(id);
    expect(await sendsOf(id)).toBe(0);
    expect((await staffPost(id)).sendCancelledAt).not.toBeNull();
    const cancelled = await logOf(id, 'newsletter.send_cancelled');
    expect(cancelled).toHaveLength(1);
    // By the scheduler (no person).
    expect(cancelled[0]!.actor).toBeNull();
    await noPhishingDelivered(`Marker after the changed row on ${kind.name}`);
  });

  test('an Author who rewrites it with updatePost: the send is cancelled, at its time nothing is sent', async () => {
    const id = await approvedForSending('Mentor Meetup');
    const updated = await server.gql(UPDATE, { input: { post_id: id, ...PHISHING, category: 'Events', contentSections: [] } }, author.token);
    expect(updated.errors).toBeUndefined();
    expect(await staffPost(id)).toMatchObject({ sendPending: false });
    expect(await fallDue(id)).toContain(id);
    expect(await sendsOf(id)).toBe(0);
    await noPhishingDelivered(`Marker after updatePost on ${kind.name}`);
  });

  test('an Author who restores an earlier revision: the send is cancelled, at its time nothing is sent', async () => {
    // The first save keeps a revision with the phishing text; the clean text is then approved.
    const id = await newDraft({ ...PHISHING, category: 'Events' }, author.token);
    await ok(SAVE_DRAFT, { input: { post_id: id, title: 'Scholarship Day', content: 'The approved text.', category: 'Events' } }, author.token);
    await ok(SUBMIT, { id }, author.token);
    await ok(SCHEDULE, { id, at: IN_AN_HOUR(), send: true }, editor.token);
    const { postRevisions } = await ok<{ postRevisions: { id: string; title: string }[] }>(REVISIONS, { id }, author.token);
    const old = postRevisions.find((revision) => revision.title === PHISHING.title);
    expect(old).toBeDefined();
    expect((await ok<{ restoreRevision: { title: string } }>(RESTORE, { id: old!.id }, author.token)).restoreRevision.title).toBe(PHISHING.title);
    expect(await staffPost(id)).toMatchObject({ sendPending: false });
    expect(await fallDue(id)).toContain(id);
    expect(await sendsOf(id)).toBe(0);
    await noPhishingDelivered(`Marker after restoreRevision on ${kind.name}`);
  });

  test("an Editor's own change approves the send anew: it goes out with their text, the log naming them and the revision", async () => {
    const id = await approvedForSending('Open House');
    const title = `Open House, moved to the hall (${kind.name})`;
    await ok(SAVE_DRAFT, { input: { post_id: id, title, content: 'The Editor rewrote this.', category: 'Events' } }, editor.token);
    expect(await staffPost(id)).toMatchObject({ sendPending: true, sendCancelledAt: null });
    expect(await fallDue(id)).toContain(id);
    expect(await sendsOf(id)).toBe(1);
    await expect.poll(() => smtp.to(subscriber).filter((m) => m.mail.subject?.includes(title)).length, { timeout: 15_000, interval: 100 }).toBe(1);
    const queued = await logOf(id, 'newsletter.queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.actor).toBeNull();
    const detail = JSON.parse(queued[0]!.detail!) as { approvedBy: string; approvedByEmail: string; revision: string };
    expect(detail).toMatchObject({ approvedBy: editor.user._id, approvedByEmail: editor.user.email });
    // The revision named is the content that went out.
    const revision = await server.services.repos.postRevisions.find(detail.revision);
    expect(revision).toMatchObject({ post_id: id, title, content: 'The Editor rewrote this.', kind: 'SCHEDULED' });
  });

  test('an Editor publishing the scheduled post early sends what they approved; the log names them and the revision', async () => {
    const id = await approvedForSending('Robotics Demo');
    expect((await ok<{ publishPost: { status: string } }>(PUBLISH, { id }, editor.token)).publishPost.status).toBe('PUBLISHED');
    expect(await sendsOf(id)).toBe(1);
    await expect.poll(() => smtp.to(subscriber).filter((m) => m.mail.subject?.includes('Robotics Demo')).length, { timeout: 15_000, interval: 100 }).toBe(1);
    const queued = await logOf(id, 'newsletter.queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.actor).toBe(editor.user._id);
    const detail = JSON.parse(queued[0]!.detail!) as { approvedBy: string; revision: string };
    expect(detail.approvedBy).toBe(editor.user._id);
    expect(await server.services.repos.postRevisions.find(detail.revision)).toMatchObject({ post_id: id, title: 'Robotics Demo', kind: 'PUBLISH' });
  });

  test('after a cancelled send, an Editor scheduling it again with send approves the new text (and the page no longer says cancelled)', async () => {
    const id = await approvedForSending('Book Drive');
    await ok(SAVE_DRAFT, { input: { post_id: id, title: 'Book Drive, second week', content: 'The Author added a week.', category: 'Events' } }, author.token);
    expect((await staffPost(id)).sendCancelledAt).not.toBeNull();
    await ok(SCHEDULE, { id, at: IN_AN_HOUR(), send: true }, editor.token);
    expect(await staffPost(id)).toMatchObject({ sendPending: true, sendCancelledAt: null });
    // Approved as it is now, by the Editor (it stays scheduled: nothing is sent here).
    expect(await server.services.repos.posts.find(id)).toMatchObject({ send_approved_by: editor.user._id });
  });
});
