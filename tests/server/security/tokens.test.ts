import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { databasesOf } from '../../kit/databases.ts';
import { withServer } from '../../kit/withServer.ts';
import { PUBLIC_OPERATIONS, SEND_CONTACT_MESSAGE, samplePostInput } from '../../kit/documents.ts';
import { JWT_SECRET } from '../../kit/settings.ts';
import { errorCode } from '../../kit/graphql.ts';


// Anything in the schema but PUBLIC_OPERATIONS (tests/kit/documents.ts) is an admin operation and
// must appear in ADMIN_CALLS below, or the first test fails: a new one cannot slip past unchecked.

const postEdit = () => {
  const { user_id: _author, ...rest } = samplePostInput();
  return { ...rest, post_id: 'any-post' };
};

const ADMIN_CALLS: Record<string, { document: string; variables?: Record<string, unknown> }> = {
  getAllSubscriptions: { document: 'query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail } }' },
  addPost: {
    document: 'mutation addPost($input: PostInput!) { addPost(input: $input) { _id } }',
    variables: { input: samplePostInput() },
  },
  updatePost: {
    document: 'mutation updatePost($input: PostInputUpdate!) { updatePost(input: $input) { _id } }',
    variables: { input: postEdit() },
  },
  deletePost: {
    document: 'mutation deletePost($id: ID!) { deletePost(input: $id) { isDeleted } }',
    variables: { id: 'any-post' },
  },
  deleteSubscriber: {
    document: 'mutation deleteSubscriber($id: ID!) { deleteSubscriber(input: $id) { isDeleted } }',
    variables: { id: 'any-subscriber' },
  },
  getAllContactMessages: { document: 'query getAllContactMessages { getAllContactMessages { id name } }' },
  markContactMessageRead: {
    document:
      'mutation markContactMessageRead($input: ContactMessageIdInput!) { markContactMessageRead(input: $input) { id } }',
    variables: { input: { id: 'any-message' } },
  },
  deleteContactMessage: {
    document: 'mutation deleteContactMessage($id: ID!) { deleteContactMessage(input: $id) { isDeleted } }',
    variables: { id: 'any-message' },
  },
  getNewsletterSends: { document: 'query getNewsletterSends { getNewsletterSends { id status } }' },
  getEmailSettings: { document: 'query getEmailSettings { getEmailSettings { enabled } }' },
  postRows: { document: 'query postRows { postRows { items { _id title } total } }' },
  subscriptionRows: { document: 'query subscriptionRows { subscriptionRows { items { id subscriptionWithEmail } total } }' },
  contactMessageRows: { document: 'query contactMessageRows { contactMessageRows { items { id email } total } }' },
  unreadContactMessageCount: { document: 'query unreadContactMessageCount { unreadContactMessageCount }' },
  activeSubscriberCount: { document: 'query activeSubscriberCount { activeSubscriberCount }' },
  me: { document: 'query me { me { _id role } }' },
  sendPostToSubscribers: {
    document: 'mutation sendPostToSubscribers($id: ID!) { sendPostToSubscribers(input: $id) { id } }',
    variables: { id: 'any-post' },
  },
  saveDraft: {
    document: 'mutation saveDraft($input: PostDraftInput!) { saveDraft(input: $input) { _id } }',
    variables: { input: { title: 'A forged draft' } },
  },
  submitForReview: { document: 'mutation submitForReview($id: ID!) { submitForReview(id: $id) { _id } }', variables: { id: 'any-post' } },
  publishPost: { document: 'mutation publishPost($id: ID!) { publishPost(id: $id, sendToSubscribers: true) { _id } }', variables: { id: 'any-post' } },
  schedulePost: {
    document: 'mutation schedulePost($id: ID!, $at: Timestamp!) { schedulePost(id: $id, at: $at) { _id } }',
    variables: { id: 'any-post', at: Date.now() + 86_400_000 },
  },
  unschedulePost: { document: 'mutation unschedulePost($id: ID!) { unschedulePost(id: $id) { _id } }', variables: { id: 'any-post' } },
  unpublishPost: { document: 'mutation unpublishPost($id: ID!) { unpublishPost(id: $id) { _id } }', variables: { id: 'any-post' } },
  staffPost: { document: 'query staffPost($id: ID!) { staffPost(id: $id) { post { _id } draft { title } } }', variables: { id: 'any-post' } },
  overdueScheduledPosts: { document: 'query overdueScheduledPosts { overdueScheduledPosts }' },
  previewLink: { document: 'mutation previewLink($id: ID!) { previewLink(id: $id) { url } }', variables: { id: 'any-post' } },
  revokePreviewLinks: { document: 'mutation revokePreviewLinks($id: ID!) { revokePreviewLinks(id: $id) }', variables: { id: 'any-post' } },
  discardDraft: { document: 'mutation discardDraft($id: ID!) { discardDraft(id: $id) { post { _id } } }', variables: { id: 'any-post' } },
  postRevisions: { document: 'query postRevisions($id: ID!) { postRevisions(id: $id) { id } }', variables: { id: 'any-post' } },
  restoreRevision: { document: 'mutation restoreRevision($id: ID!) { restoreRevision(id: $id) { _id } }', variables: { id: 'any-revision' } },
  mySessions: { document: 'query mySessions { mySessions { id ip userAgent current } }' },
  activityLog: { document: 'query activityLog { activityLog { total items { id action } } }' },
  activityActions: { document: 'query activityActions { activityActions }' },
  activityActors: { document: 'query activityActors { activityActors { _id email } }' },
  siteSection: { document: 'query siteSection { siteSection(section: "faq") { version } }' },
  siteSectionPreview: { document: 'query siteSectionPreview { siteSectionPreview(section: "faq") { content } }' },
  siteRevisions: { document: 'query siteRevisions { siteRevisions(section: "faq") { id } }' },
  saveSiteDraft: { document: 'mutation saveSiteDraft { saveSiteDraft(section: "faq", content: "{}", version: 1) { version } }' },
  publishSiteSection: { document: 'mutation publishSiteSection { publishSiteSection(section: "faq", content: "{}", version: 1) { version } }' },
  discardSiteDraft: { document: 'mutation discardSiteDraft { discardSiteDraft(section: "faq", version: 1) { version } }' },
  restoreSiteRevision: { document: 'mutation restoreSiteRevision { restoreSiteRevision(section: "faq", id: "any-revision", version: 1) { version } }' },
  gifts: { document: 'query gifts { gifts { total } }' },
  giftTotals: { document: 'query giftTotals { giftTotals { yearRwf } }' },
  giftsCsv: { document: 'query giftsCsv { giftsCsv }' },
  campaigns: { document: 'query campaigns { campaigns { id } }' },
  markGiftReceived: { document: 'mutation markGiftReceived { markGiftReceived(id: "any-gift", input: { amountRwf: 1 }) { id } }' },
  recordGift: { document: 'mutation recordGift { recordGift(input: { amount: 1000, way: CASH, amountRwf: 1000 }) { id } }' },
  cancelGift: { document: 'mutation cancelGift { cancelGift(id: "any-gift") { id } }' },
  eraseDonor: { document: 'mutation eraseDonor { eraseDonor(id: "any-gift") { id } }' },
  saveCampaign: {
    document: 'mutation saveCampaign { saveCampaign(input: { title: "{}", description: "{}", goalRwf: 1, startsOn: "2026-01-01", endsOn: "2026-01-02" }) { id } }',
  },
  monthlyGivers: { document: 'query monthlyGivers { monthlyGivers { total } }' },
  stopMonthlyGift: { document: 'mutation stopMonthlyGift { stopMonthlyGift(id: "any-giving") { id } }' },
  endSession: {
    document: 'mutation endSession($id: ID!) { endSession(id: $id) }',
    variables: { id: 'any-session' },
  },
  endOtherSessions: { document: 'mutation endOtherSessions { endOtherSessions }' },
  startTwoFactorSetup: { document: 'mutation startTwoFactorSetup { startTwoFactorSetup { secret } }' },
  confirmTwoFactorSetup: {
    document: 'mutation confirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }',
    variables: { code: '123456' },
  },
  disableTwoFactor: {
    document: 'mutation disableTwoFactor($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) }',
    variables: { password: 'correct horse battery staple', code: '123456' },
  },
  changePassword: {
    document: 'mutation changePassword($current: String!, $next: String!) { changePassword(current: $current, next: $next) }',
    variables: { current: 'correct horse battery staple', next: 'a long enough new password' },
  },
  get_all_users: { document: 'query get_all_users { get_all_users { _id email } }' },
  invitations: { document: 'query invitations { invitations { id email } }' },
  update_user: {
    document: 'mutation update_user($id: ID!, $input: UserUpdateInput) { update_user(id: $id, input: $input) { _id } }',
    variables: { id: 'any-user', input: { firstName: 'Hijacked' } },
  },
  delete_user: { document: 'mutation delete_user($id: ID!) { delete_user(id: $id) }', variables: { id: 'any-user' } },
  endUserSessions: { document: 'mutation endUserSessions($id: ID!) { endUserSessions(id: $id) }', variables: { id: 'any-user' } },
  inviteUser: {
    document: 'mutation inviteUser($input: InviteUserInput!) { inviteUser(input: $input) { id } }',
    variables: { input: { email: 'intruder@example.org', role: 'ADMINISTRATOR' } },
  },
  resendInvitation: { document: 'mutation resendInvitation($id: ID!) { resendInvitation(id: $id) { id } }', variables: { id: 'any' } },
  cancelInvitation: { document: 'mutation cancelInvitation($id: ID!) { cancelInvitation(id: $id) }', variables: { id: 'any' } },
  transferOwnership: { document: 'mutation transferOwnership($to: ID!) { transferOwnership(to: $to) }', variables: { to: 'any-user' } },
  confirmPassword: {
    document: 'mutation confirmPassword($password: String!) { confirmPassword(password: $password) }',
    variables: { password: 'correct horse battery staple' },
  },
  twoFactorRequirement: { document: 'query twoFactorRequirement { twoFactorRequirement }' },
  setTwoFactorRequirement: { document: 'mutation setTwoFactorRequirement { setTwoFactorRequirement(scope: EVERYONE) }' },
  trafficInsights: { document: 'query trafficInsights { trafficInsights(period: LAST_7_DAYS) { views } }' },
  postInsights: { document: 'query postInsights($id: ID!) { postInsights(id: $id) { views } }', variables: { id: 'any-post' } },
  postViews: { document: 'query postViews($ids: [ID!]!) { postViews(ids: $ids) { views } }', variables: { ids: ['any-post'] } },
  newsletterReach: { document: 'query newsletterReach { newsletterReach(period: LAST_7_DAYS) { sendId } }' },
  subscriberInsights: { document: 'query subscriberInsights { subscriberInsights(period: LAST_7_DAYS) { active } }' },
  givingInsights: { document: 'query givingInsights { givingInsights(period: LAST_7_DAYS) { received } }' },
  mailSubscriberAgain: {
    document: 'mutation mailSubscriberAgain($id: ID!) { mailSubscriberAgain(id: $id) { id status } }',
    variables: { id: 'any-subscriber' },
  },
};

function rootFields(): string[] {
  const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function badTokens(userId: string): Promise<[string, string | undefined][]> {
  const now = Math.floor(Date.now() / 1000);
  const key = new TextEncoder().encode(JWT_SECRET);
  return [
    ['no token', undefined],
    ['a malformed token', 'not.a.token'],
    [
      'an expired token',
      await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuedAt(now - 9 * 3600).setExpirationTime(now - 60).sign(key),
    ],
    [
      'a token signed with another secret',
      await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-of-sufficient-length-here')),
    ],
    ['an unsigned token (alg none)', `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, exp: now + 3600 })}.`],
  ];
}

test('every operation in the schema is either public or has an admin check below', () => {
  const unchecked = rootFields().filter((field) => !PUBLIC_OPERATIONS.has(field) && !(field in ADMIN_CALLS));
  expect(unchecked).toEqual([]);
});

describe.each(databasesOf(import.meta.url))('admin operations refuse bad tokens on $name', (kind) => {
  const server = withServer(kind);
  let tokens: [string, string | undefined][];

  beforeAll(async () => {
    // Something to delete, so a wrongly accepted call would show in the fingerprint.
    const admin = await server.login();
    const { data } = await server.gql<{ addPost: { _id: string } }>(ADMIN_CALLS.addPost!.document, ADMIN_CALLS.addPost!.variables, admin);
    ADMIN_CALLS.deletePost!.variables = { id: data!.addPost._id };
    ADMIN_CALLS.updatePost!.variables = { input: { ...postEdit(), post_id: data!.addPost._id, title: 'Hijacked' } };
    // The lifecycle's calls aim at the real post too: a wrongly accepted one would move it.
    for (const name of ['submitForReview', 'publishPost', 'schedulePost', 'unschedulePost', 'unpublishPost', 'discardDraft', 'postRevisions', 'staffPost', 'previewLink', 'revokePreviewLinks'] as const) {
      ADMIN_CALLS[name]!.variables = { ...ADMIN_CALLS[name]!.variables, id: data!.addPost._id };
    }
    ADMIN_CALLS.saveDraft!.variables = { input: { post_id: data!.addPost._id, title: 'Hijacked draft' } };
    // addPost kept the post's first revision: a wrongly accepted restore would write it back.
    ADMIN_CALLS.restoreRevision!.variables = { id: (await server.services.repos.postRevisions.list(data!.addPost._id))[0]!.id };
    await server.gql(SEND_CONTACT_MESSAGE, {
      input: { name: 'Visitor', email: 'visitor@example.org', message: 'A message to be kept unread.' },
    });
    const messages = await server.gql<{ getAllContactMessages: { id: string }[] }>(
      ADMIN_CALLS.getAllContactMessages!.document,
      {},
      admin,
    );
    const messageId = messages.data!.getAllContactMessages[0]!.id;
    ADMIN_CALLS.markContactMessageRead!.variables = { input: { id: messageId } };
    ADMIN_CALLS.deleteContactMessage!.variables = { id: messageId };
    const users = await server.services.db.query<{ id: string }>('SELECT id FROM users');
    // The Owner as the target, so that a wrongly accepted call would change a real row.
    for (const name of ['update_user', 'delete_user', 'endUserSessions', 'transferOwnership'] as const) {
      const variables = ADMIN_CALLS[name]!.variables!;
      if ('id' in variables) variables.id = users[0]!.id;
      else variables.to = users[0]!.id;
    }
    tokens = await badTokens(users[0]!.id);
  });

  test.each(Object.keys(ADMIN_CALLS))('%s is refused with UNAUTHENTICATED for every bad token, changing nothing', async (name) => {
    const before = await server.fingerprint();
    for (const [label, token] of tokens) {
      const call = ADMIN_CALLS[name]!;
      const result = await server.gql(call.document, call.variables, token);
      expect(errorCode(result), `${name} with ${label}`).toBe('UNAUTHENTICATED');
      // A nullable root field (staffPost) answers null in place of the whole answer.
      if (result.data !== null) expect(Object.values(result.data), `${name} with ${label}`).toEqual([null]);
    }
    expect(await server.fingerprint()).toEqual(before);
  });

  test('the upload route refuses every bad token with 401, storing nothing', async () => {
    const before = await server.fingerprint();
    for (const [label, token] of tokens) {
      const form = new FormData();
      form.append('file_name', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'x.png');
      const response = await fetch(`${server.url}/multiple_images-upload`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status, label).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe('UNAUTHENTICATED');
    }
    expect(await server.fingerprint()).toEqual(before);
  });
});
