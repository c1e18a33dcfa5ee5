// The GraphQL documents the tests send, as the site's client sends them (the posts' are its own),
// and the inputs they start from.

/**
 * The root operations anyone may call; every other one is checked as an admin operation, by
 * tests/server/security/tokens.test.ts (bad tokens) and tests/server/staff/roles.test.ts (each role).
 * (unsubscribe is authorised by its signed link's token, which tests/server/mail checks.)
 */
export const PUBLIC_OPERATIONS = new Set([
  'getAllPosts',
  'getOnePost',
  'postCards',
  'siteContent',
  // Giving's public side (tests/server/giving/giving.test.ts): a pledge, and the open campaigns' totals.
  'pledgeGift',
  'openCampaigns',
  // Paying a pledge at once: authorised by the pledge's pay token, which tests/server/giving/momo.test.ts
  // and cards.test.ts attack; the ways offered name no secret.
  'onlinePayWays',
  'giftPayment',
  'payGiftByMomo',
  'payGiftByCard',
  // A monthly reminder's pay link opens its pledge: authorised by the pledge's pay token, which
  // tests/server/giving/monthly.test.ts attacks.
  'pledgeToPay',
  'makeSubscribe',
  'login_user',
  'sendContactMessage',
  'unsubscribe',
  // Authorised by the e-mailed language link, which tests/server/mail/subscriberLanguage.test.ts attacks.
  'changeSubscriptionLanguage',
  // Authorised by its sign-in challenge, which tests/server/staff/twoFactor.test.ts attacks.
  'login_second_factor',
  // Always true, limited per client and per mailbox; tests/server/staff/passwordReset.test.ts attacks it.
  'requestPasswordReset',
  // Authorised by the e-mailed reset token, which tests/server/staff/passwordReset.test.ts attacks.
  'resetPassword',
  // Authorised by the invitation's token, which tests/server/staff/accounts.test.ts attacks.
  'acceptInvitation',
  // Authorised by the preview link's token, which tests/server/posts/previewLinks.test.ts attacks.
  'previewPost',
  // Always FORBIDDEN "Accounts are created by invitation." (tests/server/staff/accounts.test.ts).
  'sign_up',
]);

export { ADD_POST, DELETE_POST, GET_ALL_POSTS, GET_ONE_POST, UPDATE_POST } from '../../shared/postDocuments.ts';
export const GET_ALL_SUBSCRIPTIONS = `query getAllSubscriptions { getAllSubscriptions { id subscriptionWithEmail date_subscribed } }`;
export const DELETE_SUBSCRIBER = `mutation deleteSubscriber($id: ID!) { deleteSubscriber(input: $id) { isDeleted message } }`;
export const MAKE_SUBSCRIBE = `mutation makeSubscribe($input: SubscriptionsInput!) { makeSubscribe(input: $input) { id subscriptionWithEmail date_subscribed } }`;
export const LOGIN = `mutation login_user($email: String!, $password: String!) { login_user(email: $email, password: $password) {
  token user { _id email firstName secondName password posts } } }`;

export const SEND_CONTACT_MESSAGE = `mutation sendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { received message } }`;
export const GET_ALL_CONTACT_MESSAGES = `query getAllContactMessages { getAllContactMessages {
  id name email message isRead date_sent } }`;
export const MARK_CONTACT_MESSAGE_READ = `mutation markContactMessageRead($input: ContactMessageIdInput!) {
  markContactMessageRead(input: $input) { id isRead } }`;
export const DELETE_CONTACT_MESSAGE = `mutation deleteContactMessage($id: ID!) {
  deleteContactMessage(input: $id) { isDeleted message } }`;

export function samplePostInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Tree planting day',
    content: 'Students and mentors planted two hundred trees around the school.',
    category: 'Events',
    contentSections: [{ sectionTitle: 'Morning', paragraph1: 'We started at eight.', paragraph2: 'Rain came at ten.' }],
    image_urls: [
      { url: '/uploads/aaa.webp', filename: 'first.jpg' },
      { url: '/uploads/bbb.webp', filename: 'second.jpg' },
    ],
    image_url: { url: '/uploads/aaa.webp', filename: 'first.jpg' },
    youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
    user_id: 'someone-else',
    ...overrides,
  };
}
