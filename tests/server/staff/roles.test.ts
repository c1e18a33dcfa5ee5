// Every admin operation as each of the five roles and without a token, against the roles table
// (shared/roles.ts): the expectation of each call is read from the table, so the test fails as
// soon as the server's enforcement and the table disagree.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { openDb } from '../../../server/db/index.ts';
import { listMigrations, migrate } from '../../../server/db/migrate.ts';
import { databasesOf } from '../../kit/databases.ts';
import { preparePgliteDir } from '../../kit/pgliteTemplate.ts';
import { TestServer } from '../../kit/server.ts';
import { withServer } from '../../kit/withServer.ts';
import { errorCode, type GraphqlResponse } from '../../kit/graphql.ts';
import { ADD_POST, DELETE_CONTACT_MESSAGE, DELETE_POST, DELETE_SUBSCRIBER, PUBLIC_OPERATIONS, GET_ALL_CONTACT_MESSAGES, GET_ALL_SUBSCRIPTIONS, MARK_CONTACT_MESSAGE_READ, UPDATE_POST, samplePostInput } from '../../kit/documents.ts';
import { ADMIN } from '../../kit/settings.ts';
import { MAIL_TEXTS } from '../../../shared/mailPages.ts';
import { ROLES, can, type Capability, type Role } from '../../../shared/roles.ts';
import { STAFF_MESSAGES } from '../../../shared/staff.ts';
import { buildSchema } from 'graphql';
import { validatePost } from '../../../server/posts/validation.ts';
import { photo, upload } from '../../kit/imageFixtures.ts';
import { GIVING_OPERATIONS } from '../giving/roleOperations.ts';
import { INSIGHTS_OPERATIONS } from '../insights/roleOperations.ts';
import { SITE_CONTENT_OPERATIONS } from '../siteContent/roleOperations.ts';

type Caller = Role | 'nobody';
// What a call answers: a GraphQL answer, or the upload route's in its shape.
type Answer = Omit<GraphqlResponse, 'headers'>;
const CALLERS: Caller[] = [...ROLES, 'nobody'];

interface Operation {
  name: string;
  /** The schema's root field it calls (none for the upload route). */
  field?: string;
  /** What the table says a person needs for it. */
  needs: Capability;
  /** Fresh rows for the call to work on (a delete deletes something): their ids. */
  prepare?(server: TestServer, caller: { userId?: string }): Promise<string>;
  call(server: TestServer, token: string | undefined, id: string): Promise<Answer>;
  /** What a call let through answers, when it is not a clean answer. */
  allowed?(answer: Answer): void;
}

const postFields = () => validatePost(samplePostInput() as Parameters<typeof validatePost>[0]);

async function ownerPost(server: TestServer): Promise<string> {
  const owner = await server.services.repos.staff.findWithHashByEmail(ADMIN.email);
  return (await server.services.repos.posts.insert(postFields(), owner!._id))._id;
}

/** A post written by the caller (or by nobody, for the caller without a token). */
async function ownPost(server: TestServer, userId: string | undefined): Promise<string> {
  return (await server.services.repos.posts.insert(postFields(), userId ?? null))._id;
}

type PostStatus = 'PUBLISHED' | 'DRAFT' | 'SCHEDULED';

/** A post in `status` written by `userId` (the Owner when not given): a published one, a draft, or a scheduled one an hour ahead. */
async function postIn(server: TestServer, status: PostStatus, userId?: string | null): Promise<string> {
  const author = userId === undefined ? (await server.services.repos.staff.findWithHashByEmail(ADMIN.email))!._id : userId;
  const post = await server.services.repos.posts.insert(postFields(), author, undefined, status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT');
  if (status === 'SCHEDULED') await server.services.repos.posts.moveStatus(post._id, 'DRAFT', 'SCHEDULED', { publishAt: Date.now() + 3_600_000 });
  return post._id;
}

/** A revision of the post (its content as written), for restoreRevision: its id. */
async function revisionOf(server: TestServer, postId: string): Promise<string> {
  return server.services.repos.postRevisions.record(postId, postFields(), null, 'PUBLISH');
}

/** A call of `document` with the prepared row's id as `$id`. */
const withId = (document: string) => (server: TestServer, token: string | undefined, id: string) => server.gql(document, { id }, token);

const lifecycle = (field: string, args = '') => withId(`mutation ($id: ID!) { ${field}(id: $id${args}) { _id status } }`);

/**
 * One operation on a post of the caller's own, which needs `own`, and on one of the Owner's, which
 * needs posts.any: `posts` says the status of each and what the tests' names call them; `target`
 * turns the post into what the call takes (its id, or a revision of it).
 */
function onOwnAndOthers(
  field: string,
  own: Capability,
  [ownStatus, othersStatus, ownNoun, othersNoun = ownNoun]: [PostStatus, PostStatus, string, string?],
  call: Operation['call'],
  target = async (_server: TestServer, postId: string) => postId,
): Operation[] {
  return [
    { name: `${field} of their own ${ownNoun}`, field, needs: own, prepare: async (server, { userId }) => target(server, await postIn(server, ownStatus, userId ?? null)), call },
    { name: `${field} of someone else's ${othersNoun}`, field, needs: 'posts.any', prepare: async (server) => target(server, await postIn(server, othersStatus)), call },
  ];
}

const updateInput = (post_id: string) => {
  const { user_id: _ignored, ...input } = samplePostInput({ title: 'Changed by the matrix' });
  return { post_id, ...input };
};

const query = (document: string) => (server: TestServer, token: string | undefined) => server.gql(document, {}, token);

const contactMessage = async (server: TestServer) =>
  (await server.services.repos.contactMessages.insert({ name: 'Ana', email: 'ana@example.com', message: 'Hello there' })).id;

const OPERATIONS: Operation[] = [
  { name: 'me', field: 'me', needs: 'admin.enter', call: query('query { me { _id role } }') },
  { name: 'mySessions', field: 'mySessions', needs: 'admin.enter', call: query('query { mySessions { id } }') },
  {
    name: 'endSession',
    field: 'endSession',
    needs: 'admin.enter',
    call: (server, token) => server.gql('mutation { endSession(id: "no-such-session") }', {}, token),
  },
  // Each caller has one session, so there is no other to end: the answer is 0 and nothing changes.
  { name: 'endOtherSessions', field: 'endOtherSessions', needs: 'admin.enter', call: query('mutation { endOtherSessions }') },
  // Everyone manages their own second factor. Past the role check, a malformed code or a factor
  // that is not on is refused as bad input, before anything is written.
  { name: 'startTwoFactorSetup', field: 'startTwoFactorSetup', needs: 'admin.enter', call: query('mutation { startTwoFactorSetup { secret } }') },
  {
    name: 'confirmTwoFactorSetup', field: 'confirmTwoFactorSetup',
    needs: 'admin.enter',
    call: query('mutation { confirmTwoFactorSetup(code: "not-a-code") }'),
    allowed: (answer) => expect(errorCode(answer)).toBe('BAD_USER_INPUT'),
  },
  {
    name: 'disableTwoFactor', field: 'disableTwoFactor',
    needs: 'admin.enter',
    call: query('mutation { disableTwoFactor(password: "not the password", code: "not-a-code") }'),
    allowed: (answer) => expect(errorCode(answer)).toBe('BAD_USER_INPUT'),
  },
  // Each person changes their own password: past the role check, a wrong current password is bad input.
  {
    name: 'changePassword', field: 'changePassword',
    needs: 'admin.enter',
    call: query('mutation { changePassword(current: "not the password", next: "a long enough new password") }'),
    allowed: (answer) => expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'current' }),
  },
  // Everyone may prove their own password; past the role check, a wrong one is bad input.
  {
    name: 'confirmPassword', field: 'confirmPassword',
    needs: 'admin.enter',
    call: query('mutation { confirmPassword(password: "not the password") }'),
    allowed: (answer) => expect(answer.errors?.[0]).toMatchObject({ message: 'Invalid password', extensions: { code: 'BAD_USER_INPUT' } }),
  },
  { name: 'twoFactorRequirement', field: 'twoFactorRequirement', needs: 'security.policy', call: query('query { twoFactorRequirement }') },
  {
    name: 'setTwoFactorRequirement', field: 'setTwoFactorRequirement',
    needs: 'security.policy',
    call: query('mutation { setTwoFactorRequirement(scope: OFF) }'),
  },
  { name: 'postRows', field: 'postRows', needs: 'admin.enter', call: query('query { postRows { total } }') },
  {
    name: 'upload an image',
    needs: 'admin.enter',
    async call(server, token) {
      const bytes = await (await photo(64, 48)).jpeg().toBuffer();
      const { status, body } = await upload(server, [{ bytes, name: 'matrix.jpg', type: 'image/jpeg' }], token);
      // The upload route's answer as a GraphQL-like one, so that one check reads both.
      const error = (body as { error?: { code: string; message: string } }).error;
      return { status, data: error ? null : (body as Record<string, unknown>), ...(error ? { errors: [{ message: error.message, extensions: { code: error.code } }] } : {}) };
    },
  },
  {
    name: 'addPost', field: 'addPost',
    needs: 'posts.own',
    call: (server, token) => server.gql(ADD_POST, { input: samplePostInput() }, token),
  },
  ...onOwnAndOthers('updatePost', 'posts.own', ['PUBLISHED', 'PUBLISHED', 'post'], (server, token, id) => server.gql(UPDATE_POST, { input: updateInput(id) }, token)),
  ...onOwnAndOthers('deletePost', 'posts.own', ['PUBLISHED', 'PUBLISHED', 'post'], withId(DELETE_POST)),
  // The post lifecycle (machines/postLifecycle.ts): Contributors write and submit their own
  // drafts; Authors publish, schedule and unpublish their own; Editors and up anyone's.
  {
    name: 'saveDraft of a new post', field: 'saveDraft',
    needs: 'posts.draft',
    call: (server, token) => server.gql('mutation { saveDraft(input: { title: "A matrix draft" }) { _id status } }', {}, token),
  },
  ...onOwnAndOthers('saveDraft', 'posts.draft', ['DRAFT', 'DRAFT', 'draft'], withId('mutation ($id: ID) { saveDraft(input: { post_id: $id, title: "Changed" }) { _id } }')),
  { name: 'deletePost of their own draft', field: 'deletePost', needs: 'posts.draft', prepare: (server, { userId }) => postIn(server, 'DRAFT', userId ?? null), call: withId(DELETE_POST) },
  ...onOwnAndOthers('submitForReview', 'posts.draft', ['DRAFT', 'DRAFT', 'draft'], lifecycle('submitForReview')),
  ...onOwnAndOthers('publishPost', 'posts.own', ['DRAFT', 'DRAFT', 'draft'], lifecycle('publishPost')),
  // Publishing with the send asks for the newsletter too; with e-mail off, past the role check, it is bad input.
  {
    name: 'publishPost of their own draft with its send', field: 'publishPost',
    needs: 'newsletter.send',
    prepare: (server, { userId }) => postIn(server, 'DRAFT', userId ?? null),
    call: lifecycle('publishPost', ', sendToSubscribers: true'),
    allowed: (answer) => expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sendToSubscribers' }),
  },
  ...onOwnAndOthers('schedulePost', 'posts.own', ['DRAFT', 'DRAFT', 'draft'], (server, token, id) =>
    server.gql('mutation ($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }', { id, at: Date.now() + 3_600_000 }, token)),
  ...onOwnAndOthers('unschedulePost', 'posts.own', ['SCHEDULED', 'SCHEDULED', 'post'], lifecycle('unschedulePost')),
  ...onOwnAndOthers('unpublishPost', 'posts.own', ['PUBLISHED', 'PUBLISHED', 'post'], lifecycle('unpublishPost')),
  { name: "staffPost of someone else's post", field: 'staffPost', needs: 'posts.draft', prepare: ownerPost, call: withId('query ($id: ID!) { staffPost(id: $id) { post { _id status } sendSkippedAt } }') },
  // Revisions and a published post's pending changes: anyone with posts.draft reads the history;
  // restoring and discarding are editing the draft (mayEditDraft).
  { name: "postRevisions of someone else's post", field: 'postRevisions', needs: 'posts.draft', prepare: ownerPost, call: withId('query ($id: ID!) { postRevisions(id: $id) { id author date kind } }') },
  ...onOwnAndOthers('restoreRevision', 'posts.draft', ['DRAFT', 'PUBLISHED', 'draft', 'post'], lifecycle('restoreRevision'), revisionOf),
  ...onOwnAndOthers('discardDraft', 'posts.own', ['PUBLISHED', 'PUBLISHED', 'published post'], withId('mutation ($id: ID!) { discardDraft(id: $id) { post { _id } draft { title } } }')),
  // Preview links: whoever may write the post's drafts.
  ...onOwnAndOthers('previewLink', 'posts.draft', ['DRAFT', 'SCHEDULED', 'draft'], withId('mutation ($id: ID!) { previewLink(id: $id) { url expiresAt } }')),
  ...onOwnAndOthers('revokePreviewLinks', 'posts.draft', ['DRAFT', 'DRAFT', 'draft'], withId('mutation ($id: ID!) { revokePreviewLinks(id: $id) }')),
  { name: 'overdueScheduledPosts', field: 'overdueScheduledPosts', needs: 'posts.draft', call: query('query { overdueScheduledPosts }') },
  { name: 'postRows by status', field: 'postRows', needs: 'admin.enter', call: query('query { postRows(status: DRAFT) { total items { status } } }') },
  {
    name: 'sendPostToSubscribers', field: 'sendPostToSubscribers',
    needs: 'newsletter.send',
    prepare: ownerPost,
    call: withId('mutation ($id: ID!) { sendPostToSubscribers(input: $id) { id } }'),
    // Past the gate, the send meets the test server's e-mail, which is off.
    allowed(answer) {
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toBe(MAIL_TEXTS.mailOff);
    },
  },
  { name: 'getNewsletterSends', field: 'getNewsletterSends', needs: 'newsletter.send', call: query('query { getNewsletterSends { id } }') },
  { name: 'getEmailSettings', field: 'getEmailSettings', needs: 'newsletter.send', call: query('query { getEmailSettings { enabled } }') },
  { name: 'activeSubscriberCount', field: 'activeSubscriberCount', needs: 'newsletter.send', call: query('query { activeSubscriberCount }') },
  { name: 'getAllContactMessages', field: 'getAllContactMessages', needs: 'messages.manage', call: query(GET_ALL_CONTACT_MESSAGES) },
  { name: 'contactMessageRows', field: 'contactMessageRows', needs: 'messages.manage', call: query('query { contactMessageRows { total } }') },
  { name: 'unreadContactMessageCount', field: 'unreadContactMessageCount', needs: 'messages.manage', call: query('query { unreadContactMessageCount }') },
  { name: 'markContactMessageRead', field: 'markContactMessageRead', needs: 'messages.manage', prepare: contactMessage, call: (server, token, id) => server.gql(MARK_CONTACT_MESSAGE_READ, { input: { id } }, token) },
  { name: 'deleteContactMessage', field: 'deleteContactMessage', needs: 'messages.manage', prepare: contactMessage, call: withId(DELETE_CONTACT_MESSAGE) },
  { name: 'activityLog', field: 'activityLog', needs: 'activity.read', call: query('query { activityLog { total items { id action } } }') },
  { name: 'activityActions', field: 'activityActions', needs: 'activity.read', call: query('query { activityActions }') },
  { name: 'activityActors', field: 'activityActors', needs: 'activity.read', call: query('query { activityActors { _id email } }') },
  { name: 'getAllSubscriptions (the CSV export)', field: 'getAllSubscriptions', needs: 'subscribers.manage', call: query(GET_ALL_SUBSCRIPTIONS) },
  { name: 'subscriptionRows', field: 'subscriptionRows', needs: 'subscribers.manage', call: query('query { subscriptionRows { total } }') },
  {
    name: 'deleteSubscriber', field: 'deleteSubscriber',
    needs: 'subscribers.manage',
    prepare: async (server) => (await server.services.repos.subscribers.insert(`reader-${Math.random().toString(36).slice(2)}@example.com`))!.id,
    call: withId(DELETE_SUBSCRIBER),
  },
  {
    name: 'mailSubscriberAgain', field: 'mailSubscriberAgain',
    needs: 'subscribers.manage',
    prepare: async (server) => {
      const subscriber = (await server.services.repos.subscribers.insert(`bounced-${Math.random().toString(36).slice(2)}@example.com`))!;
      await server.services.repos.subscribers.markBounced(subscriber.id, { email: 'newsletter', reason: '5.1.1 user unknown' });
      return subscriber.id;
    },
    call: withId('mutation ($id: ID!) { mailSubscriberAgain(id: $id) { id status } }'),
    allowed: (answer) => expect(answer.data).toMatchObject({ mailSubscriberAgain: { status: 'ACTIVE' } }),
  },
  // Staff accounts. The prepared person is of the lowest role, so whoever may manage anyone may
  // manage them; what one may do to whom is tests/server/staff/accounts.test.ts.
  { name: 'get_all_users', field: 'get_all_users', needs: 'users.invite', call: query('query { get_all_users { _id status lastSignInAt } }') },
  { name: 'invitations', field: 'invitations', needs: 'users.invite', call: query('query { invitations { id } }') },
  // Whose password-reset e-mail came back: only for who may manage people, though more may list them.
  { name: 'get_all_users with mailProblem', field: 'get_all_users', needs: 'users.manage', call: query('query { get_all_users { _id mailProblem { kind reason } } }') },
  { name: 'invitations with mailProblem', field: 'invitations', needs: 'users.invite', prepare: openInvitation, call: query('query { invitations { id mailProblem { kind reason } } }') },
  { name: "update_user of someone else's role", field: 'update_user', needs: 'users.manage', prepare: contributor, call: withId('mutation ($id: ID!) { update_user(id: $id, input: { role: AUTHOR }) { role } }') },
  {
    name: 'update_user of their own names', field: 'update_user',
    needs: 'admin.enter',
    prepare: async (_server, { userId }) => userId ?? 'nobody',
    call: withId('mutation ($id: ID!) { update_user(id: $id, input: { firstName: "Matrix" }) { firstName } }'),
  },
  { name: 'delete_user', field: 'delete_user', needs: 'users.manage', prepare: contributor, call: withId('mutation ($id: ID!) { delete_user(id: $id) }') },
  { name: 'endUserSessions', field: 'endUserSessions', needs: 'users.manage', prepare: contributor, call: withId('mutation ($id: ID!) { endUserSessions(id: $id) }') },
  {
    name: 'inviteUser', field: 'inviteUser',
    needs: 'users.invite',
    call: (server, token) => server.gql('mutation { inviteUser(input: { email: "invited@example.rw", role: CONTRIBUTOR }) { id } }', {}, token),
    // Past the gate, the invitation meets the test server's e-mail, which is off.
    allowed(answer) {
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toBe(STAFF_MESSAGES.invitationNeedsMail);
    },
  },
  {
    name: 'resendInvitation', field: 'resendInvitation',
    needs: 'users.invite',
    prepare: openInvitation,
    call: withId('mutation ($id: ID!) { resendInvitation(id: $id) { id } }'),
    allowed(answer) {
      expect(answer.errors?.[0]?.message).toBe(STAFF_MESSAGES.invitationNeedsMail);
    },
  },
  { name: 'cancelInvitation', field: 'cancelInvitation', needs: 'users.invite', prepare: openInvitation, call: withId('mutation ($id: ID!) { cancelInvitation(id: $id) }') },
  {
    name: 'transferOwnership', field: 'transferOwnership',
    needs: 'ownership.transfer',
    // Past the gate, a transfer to nobody: nothing moves, and the matrix keeps its one Owner.
    call: (server, token) => server.gql('mutation { transferOwnership(to: "no-such-person") }', {}, token),
    allowed: (answer) => expect(errorCode(answer)).toBe('NOT_FOUND'),
  },
  ...SITE_CONTENT_OPERATIONS,
  ...GIVING_OPERATIONS,
  ...INSIGHTS_OPERATIONS,
];

/** A fresh Contributor, whom anyone with users.manage may manage. */
async function contributor(server: TestServer): Promise<string> {
  return (await server.addStaff('CONTRIBUTOR')).user._id;
}

/** An open invitation of the lowest role, written straight to its table. */
async function openInvitation(server: TestServer): Promise<string> {
  const rows = await server.services.db.query<{ id: string }>(
    `INSERT INTO invitations (email, role, token_hash, expires_at)
     VALUES ($1, 'CONTRIBUTOR', $2, now() + interval '7 days') RETURNING id`,
    [`invited-${Math.random().toString(36).slice(2)}@example.rw`, Math.random().toString(36).repeat(4)],
  );
  return rows[0]!.id;
}

test('every operation in the schema but the public ones is in the matrix', () => {
  const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));
  const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
  const covered = new Set(OPERATIONS.map((operation) => operation.field));
  expect(fields.filter((field) => !PUBLIC_OPERATIONS.has(field) && !covered.has(field))).toEqual([]);
});

describe.each(databasesOf(import.meta.url))('roles on $name', (kind) => {
  const server = withServer(kind);
  const callers = new Map<Caller, { token?: string; userId?: string }>();

  beforeAll(async () => {
    const owner = await server.services.repos.staff.findWithHashByEmail(ADMIN.email);
    callers.set('OWNER', { token: await server.login(), userId: owner!._id });
    for (const role of ROLES.filter((one) => one !== 'OWNER')) {
      const { user, token } = await server.addStaff(role);
      callers.set(role, { token, userId: user._id });
    }
    callers.set('nobody', {});
  });

  const cases = OPERATIONS.flatMap((operation) => CALLERS.map((caller) => ({ operation, caller })));

  test.each(cases.map(({ operation, caller }) => [operation.name, caller, operation] as const))(
    '%s as %s: as the roles table says',
    async (_name, caller, operation) => {
      const { token, userId } = callers.get(caller)!;
      const id = (await operation.prepare?.(server, { userId })) ?? '';
      const before = await server.fingerprint();
      const answer = await operation.call(server, token, id);
      const code = errorCode(answer);
      if (caller === 'nobody') {
        expect(code).toBe('UNAUTHENTICATED');
      } else if (!can(caller, operation.needs)) {
        expect(code).toBe('FORBIDDEN');
        expect(answer.errors?.[0]?.message).toBe('You do not have permission to do that.');
      } else if (operation.allowed) {
        operation.allowed(answer);
      } else {
        expect(answer.errors).toBeUndefined();
        expect(answer.data).not.toBeNull();
      }
      // A refused call leaves every row as it was.
      if (caller === 'nobody' || !can(caller, operation.needs)) expect(await server.fingerprint()).toEqual(before);
    },
  );

  describe('what a refusal leaves, and who decides', () => {
    const TITLE = `query ($id: ID!) { getOnePost(id: $id) { title user_id } }`;

    test("an Author's edit and delete of someone else's post are refused and change nothing", async () => {
      const id = await ownerPost(server);
      const { token } = callers.get('AUTHOR')!;
      expect(errorCode(await server.gql(UPDATE_POST, { input: updateInput(id) }, token))).toBe('FORBIDDEN');
      expect(errorCode(await server.gql(DELETE_POST, { id }, token))).toBe('FORBIDDEN');
      const { data } = await server.gql<{ getOnePost: { title: string } | null }>(TITLE, { id });
      expect(data!.getOnePost?.title).toBe(samplePostInput().title);
    });

    test('a post whose author is gone is nobody’s own: an Author may not change it, an Editor may', async () => {
      const id = await ownPost(server, undefined);
      expect(errorCode(await server.gql(DELETE_POST, { id }, callers.get('AUTHOR')!.token))).toBe('FORBIDDEN');
      const { data } = await server.gql<{ deletePost: { isDeleted: boolean } }>(DELETE_POST, { id }, callers.get('EDITOR')!.token);
      expect(data!.deletePost.isDeleted).toBe(true);
    });

    test("an Author's new post is theirs whatever user_id says, so they may then edit it", async () => {
      const { token, userId } = callers.get('AUTHOR')!;
      const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ user_id: callers.get('OWNER')!.userId }) }, token);
      const id = added.data!.addPost._id;
      const { data } = await server.gql<{ getOnePost: { user_id: string } }>(TITLE, { id });
      expect(data!.getOnePost.user_id).toBe(userId);
      expect((await server.gql(UPDATE_POST, { input: updateInput(id) }, token)).errors).toBeUndefined();
    });

    test('deleting a post that does not exist still says so to whoever may delete posts', async () => {
      const { data } = await server.gql<{ deletePost: { isDeleted: boolean; message: string } }>(DELETE_POST, { id: 'no-such-post' }, callers.get('AUTHOR')!.token);
      expect(data!.deletePost).toEqual({ isDeleted: false, message: 'Post not found' });
    });

    test('the role is read on every request: a token keeps working but loses what the new role may not do', async () => {
      const { user, token } = await server.addStaff('ADMINISTRATOR');
      expect((await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token)).errors).toBeUndefined();
      await server.services.db.query(`UPDATE users SET role = 'AUTHOR' WHERE id = $1`, [user._id]);
      expect(errorCode(await server.gql(GET_ALL_SUBSCRIPTIONS, {}, token))).toBe('FORBIDDEN');
      const me = await server.gql<{ me: { _id: string; role: string } }>('query { me { _id role } }', {}, token);
      expect(me.data!.me).toEqual({ _id: user._id, role: 'AUTHOR' });
    });

    test('me and login_user say the role; the first account is the Owner', async () => {
      const { data } = await server.gql<{ me: { email: string; role: string; password: null } }>('query { me { email role password } }', {}, callers.get('OWNER')!.token);
      expect(data!.me).toEqual({ email: ADMIN.email, role: 'OWNER', password: null });
      const login = await server.gql<{ login_user: { user: { role: string } } }>(
        'mutation ($email: String!, $password: String!) { login_user(email: $email, password: $password) { user { role } } }',
        { email: ADMIN.email, password: ADMIN.password },
      );
      expect(login.data!.login_user.user.role).toBe('OWNER');
    });

    test('there is exactly one Owner, and no role outside the five', async () => {
      const second = await server.services.repos.staff.insert({ email: 'second-owner@bcf.test', passwordHash: 'x', role: 'OWNER' });
      expect(second).toBeNull();
      const { user } = await server.addStaff('EDITOR');
      await expect(server.services.db.query(`UPDATE users SET role = 'OWNER' WHERE id = $1`, [user._id])).rejects.toThrow();
      await expect(server.services.db.query(`UPDATE users SET role = 'ROOT' WHERE id = $1`, [user._id])).rejects.toThrow();
      const owners = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'OWNER'`);
      expect(owners[0]!.n).toBe(1);
    });

    test('a new row without a role gets the least one', async () => {
      const rows = await server.services.db.query<{ role: string }>(
        `INSERT INTO users (email, password_hash) VALUES ('plain@bcf.test', 'x') RETURNING role`,
      );
      expect(rows[0]!.role).toBe('CONTRIBUTOR');
    });
  });
});

test('the migration makes the first of the existing accounts the Owner and the others Administrators', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bcf-roles-'));
  await preparePgliteDir(dataDir);
  const db = await openDb({ dataDir });
  try {
    const all = listMigrations();
    await migrate(db, all.filter((migration) => migration.version < 50));
    await db.query(`INSERT INTO users (email, password_hash, created_at) VALUES
      ('later@bcf.test', 'x', now()), ('first@bcf.test', 'x', now() - interval '1 year'), ('middle@bcf.test', 'x', now() - interval '1 day')`);
    await migrate(db, all);
    const rows = await db.query<{ email: string; role: string }>('SELECT email, role FROM users ORDER BY email');
    expect(rows).toEqual([
      { email: 'first@bcf.test', role: 'OWNER' },
      { email: 'later@bcf.test', role: 'ADMINISTRATOR' },
      { email: 'middle@bcf.test', role: 'ADMINISTRATOR' },
    ]);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
