// What the bounce tests share: a server sending real mail to the test SMTP server with a bounce
// address, subscribers, a newsletter sent to them, and the token each message's envelope carries.
import { expect } from 'vitest';
import type { Config } from '../../../server/core/config.ts';
import type { BounceReport } from '../../../server/bounces/events.ts';
import { signatureHeader } from '../../../server/bounces/webhook.ts';
import type { DatabaseKind } from '../../kit/databases.ts';
import { ADD_POST, samplePostInput } from '../../kit/documents.ts';
import { TestServer } from '../../kit/server.ts';
import { PUBLIC_URL, mailSettings, type Received, type TestSmtpServer } from '../../kit/smtp.ts';
import { withMailServer } from '../../kit/withServer.ts';

export const BOUNCE_ADDRESS = 'bounces@bcf.example';
export const EVENTS_SECRET = 'a-webhook-secret-of-at-least-thirty-two-bytes';
/** Where a relay posts its bounces and complaints. */
export const EVENTS_PATH = '/hooks/mail-events';

export const SEND = `mutation ($input: ID!) { sendPostToSubscribers(input: $input) { id total } }`;
export const SENDS = `query { getNewsletterSends { id status total sent failed bounced complaints complaintRate } }`;
export const ROWS = `query ($search: String) { subscriptionRows(search: $search) { total items { id subscriptionWithEmail status mailProblem { kind email reason at } } } }`;
export const MAIL_AGAIN = `mutation ($id: ID!) { mailSubscriberAgain(id: $id) { id status mailProblem { kind } } }`;

export interface SendAnswer {
  id: string;
  status: string;
  total: number;
  sent: number;
  failed: number;
  bounced: number;
  complaints: number;
  complaintRate: number;
}
export interface RowAnswer {
  id: string;
  subscriptionWithEmail: string;
  status: string;
  mailProblem: { kind: string; email: string; reason: string; at: number } | null;
}

/** The settings of a bounce server: BOUNCE_ADDRESS and the webhook's secret set (unless `options.bounces` says otherwise). */
function bounceSettings(options: Partial<Config>): Partial<Config> {
  return {
    seed: false,
    publicUrl: PUBLIC_URL,
    bounces: { address: BOUNCE_ADDRESS, pollMs: 60_000, eventsSecret: EVENTS_SECRET },
    subscribeLimitPerHour: 1_000,
    ...options,
  };
}

/** A server with e-mail on through `smtp` and BOUNCE_ADDRESS set (unless `options.bounces` says otherwise). */
export function bounceServer(kind: DatabaseKind, smtp: TestSmtpServer, options: Partial<Config> = {}): TestServer {
  return new TestServer(kind, { ...bounceSettings(options), mail: mailSettings(smtp) });
}

/** A describe block's bounce server and its SMTP server (tests/kit/withServer.ts), started before its tests and stopped after them. */
export function withBounceServer(kind: DatabaseKind, options: Partial<Config> = {}): { server: TestServer; smtp: TestSmtpServer } {
  return withMailServer(kind, bounceSettings(options));
}

/** ACTIVE subscribers written through the repository (a confirmed subscription, without its e-mails). */
export async function addSubscribers(server: TestServer, emails: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const email of emails) {
    const subscriber = await server.services.repos.subscribers.insert(email);
    if (!subscriber || subscriber.status !== 'ACTIVE') throw new Error(`could not add ${email}`);
    ids[email] = subscriber.id;
  }
  return ids;
}

let posts = 0;

/** Publishes a post and sends it to every ACTIVE subscriber; answers the send once every message is settled. */
export async function sendNewsletter(server: TestServer, token: string, title = `News ${++posts}`): Promise<{ id: string; total: number; title: string }> {
  const added = await server.gql<{ addPost: { _id: string } }>(ADD_POST, { input: samplePostInput({ title }) }, token);
  expect(added.errors).toBeUndefined();
  const sent = await server.gql<{ sendPostToSubscribers: { id: string; total: number } }>(SEND, { input: added.data!.addPost._id }, token);
  expect(sent.errors).toBeUndefined();
  await server.mailSettled();
  return { ...sent.data!.sendPostToSubscribers, title };
}

/** The token in a message's envelope sender (bounces+<token>@…). */
export function envelopeToken(message: Received): string {
  const match = /^bounces\+([^@]+)@bcf\.example$/.exec(message.from);
  if (!match) throw new Error(`no token in the envelope sender ${message.from}`);
  return match[1]!;
}

/** The newsletter titled `title` as `email` received it. */
export async function newsletterTo(smtp: TestSmtpServer, email: string, title: string): Promise<Received> {
  return smtp.waitFor(email, (message) => message.mail.subject === title);
}

let keys = 0;

/** A report as the mailbox or the webhook hands it over, with a key of its own unless given. */
export const report = (type: BounceReport['type'], tokens: string[], overrides: Partial<BounceReport> = {}): BounceReport => ({
  key: `webhook:test-${++keys}-${Date.now()}`,
  source: 'webhook',
  type,
  tokens,
  reason: type === 'complaint' ? 'abuse' : type === 'permanent' ? '5.1.1 user unknown' : '4.2.2 mailbox full',
  ...overrides,
});

/** A subscriber's row as the admin's table shows it. */
export async function rowOf(server: TestServer, token: string, email: string): Promise<RowAnswer> {
  const answer = await server.gql<{ subscriptionRows: { items: RowAnswer[] } }>(ROWS, { search: email }, token);
  expect(answer.errors).toBeUndefined();
  const row = answer.data!.subscriptionRows.items.find((item) => item.subscriptionWithEmail === email);
  if (!row) throw new Error(`no subscriber ${email}`);
  return row;
}

export async function sendOf(server: TestServer, token: string, id: string): Promise<SendAnswer> {
  const answer = await server.gql<{ getNewsletterSends: SendAnswer[] }>(SENDS, {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.getNewsletterSends.find((send) => send.id === id)!;
}

/** The activity log's rows of `action`, newest first. */
export async function auditRows(server: TestServer, action: string) {
  return server.services.db.query<{ action: string; target: string | null; detail: string | null; user_agent: string; actor_id: string | null; ip: string }>(
    'SELECT action, target, detail, user_agent, actor_id, ip FROM audit_log WHERE action = $1 ORDER BY id DESC',
    [action],
  );
}

/** The time as the webhook's signature carries it: whole seconds. */
export const unixNow = () => Math.floor(Date.now() / 1000);

/** Event ids that are new on every call and in every run: `prefix`, a count, the time. */
export function eventIds(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}-${++count}-${Date.now()}`;
}

/** How a webhook request is signed: EVENTS_SECRET and the time now unless given; a `header` as given (null: none). */
export interface EventSigning {
  secret?: string;
  t?: number;
  header?: string | null;
}

/** Posts `body` to the webhook over a real connection, as JSON, signed as `sign` says, with `headers` on top. */
export function postEvents(server: TestServer, body: string | Buffer, sign: EventSigning = {}, headers: Record<string, string> = {}): Promise<Response> {
  const header = sign.header === undefined ? signatureHeader(sign.secret ?? EVENTS_SECRET, sign.t ?? unixNow(), body) : sign.header;
  return fetch(`${server.url}${EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'x-mail-events-signature': header }), ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}
