// A stand-in for MTN's MoMo Open API, Collections, on 127.0.0.1, written from MTN's documentation
// (momodeveloper.mtn.com: "Collection", "Callback"):
//   POST /collection/token/                      Basic <apiUser:apiKey>, Ocp-Apim-Subscription-Key
//                                                → 200 { access_token, token_type, expires_in }
//   POST /collection/v1_0/requesttopay           Bearer, X-Reference-Id (UUID v4), X-Target-Environment,
//                                                optional X-Callback-Url; body { amount (string),
//                                                currency, externalId, payer { partyIdType: MSISDN,
//                                                partyId }, payerMessage, payeeNote } → 202 (409 on a
//                                                reference id used before, 400 on a bad body)
//   GET  /collection/v1_0/requesttopay/{id}      → 200 { amount, currency, financialTransactionId,
//                                                externalId, payer, status, reason } or 404
// The payer approves or declines with approve() / decline(); MTN then calls the callback address
// once (PUT, the status's body), if one was given. Tests can make it slow, down or lie.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MOMO_CREDENTIALS = {
  subscriptionKey: 'stand-in-subscription-key-0001',
  apiUser: '0b6c4f1e-6a3e-4d2a-9a6f-3c1a2b4d5e6f',
  apiKey: 'stand-in-api-key-0001',
  targetEnvironment: 'mtnrwanda',
};

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface MomoRequest {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  partyId: string;
  payerMessage: string;
  payeeNote: string;
  callbackUrl?: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  financialTransactionId?: string;
  reason?: string;
  /** What GET answers in place of the truth (a lying or broken provider), when set. */
  answerOverride?: Record<string, unknown>;
}

export class MomoStandIn {
  private server: Server | null = null;
  url = '';
  readonly requests = new Map<string, MomoRequest>();
  /** Every call received: method and path. */
  readonly calls: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
  tokensIssued = 0;
  /** Answer nothing at all (a provider that hangs). */
  hang = false;
  /** Answer 503 to everything (a provider that is down but reachable). */
  unavailable = false;
  /** Where callbacks really go: the origin of the server under test, in place of its PUBLIC_URL's. */
  callbacksTo = '';
  /** Answers held open while hanging, ended on close. */
  private held: ServerResponse[] = [];

  /** Listens on a free port, or again on the port it had (a provider back after being down). */
  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    const port = this.url ? Number(new URL(this.url).port) : 0;
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** The request to pay made for a gift's reference (the latest). */
  forReference(externalId: string): MomoRequest | undefined {
    return [...this.requests.values()].filter((one) => one.externalId === externalId).at(-1);
  }

  /**
   * The payer approves: SUCCESSFUL, with MTN's transaction id; the callback goes once, if asked for.
   * `paid` changes what was paid; `lie` what MTN's answers say beyond it (a broken provider).
   */
  async approve(referenceId: string, paid: { amount?: string; currency?: string } = {}, lie?: Record<string, unknown>): Promise<MomoRequest> {
    const found = this.requests.get(referenceId)!;
    Object.assign(found, { status: 'SUCCESSFUL', financialTransactionId: String(Math.floor(1e9 + Math.random() * 9e9)) }, paid.amount ? { amount: paid.amount } : {}, paid.currency ? { currency: paid.currency } : {});
    if (lie) found.answerOverride = { ...this.statusBody(found), ...lie };
    await this.callBack(found);
    return found;
  }

  /** The payer declines (or the prompt times out on the phone): FAILED. */
  async decline(referenceId: string, reason = 'APPROVAL_REJECTED'): Promise<MomoRequest> {
    const found = this.requests.get(referenceId)!;
    Object.assign(found, { status: 'FAILED', reason });
    await this.callBack(found);
    return found;
  }

  /** The body MTN's GET and callback carry for a request. */
  statusBody(found: MomoRequest): Record<string, unknown> {
    if (found.answerOverride) return found.answerOverride;
    return {
      amount: found.amount,
      currency: found.currency,
      ...(found.financialTransactionId ? { financialTransactionId: found.financialTransactionId } : {}),
      externalId: found.externalId,
      payer: { partyIdType: 'MSISDN', partyId: found.partyId },
      payerMessage: found.payerMessage,
      payeeNote: found.payeeNote,
      status: found.status,
      ...(found.reason ? { reason: found.reason } : {}),
    };
  }

  private async callBack(found: MomoRequest): Promise<void> {
    if (!found.callbackUrl) return;
    const url = new URL(found.callbackUrl);
    const target = this.callbacksTo ? `${this.callbacksTo}${url.pathname}` : url.href;
    await fetch(target, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(this.statusBody(found)) }).catch(() => {});
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', this.url).pathname;
    this.calls.push({ method: request.method ?? '', path, headers: request.headers });
    if (this.hang) {
      this.held.push(response);
      return;
    }
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (this.unavailable) return send(503, { code: 'SERVICE_UNAVAILABLE' });
    if (request.headers['ocp-apim-subscription-key'] !== MOMO_CREDENTIALS.subscriptionKey) return send(401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });

    if (request.method === 'POST' && path === '/collection/token/') {
      const basic = `Basic ${Buffer.from(`${MOMO_CREDENTIALS.apiUser}:${MOMO_CREDENTIALS.apiKey}`).toString('base64')}`;
      if (request.headers.authorization !== basic) return send(401, { error: 'login_failed' });
      this.tokensIssued++;
      return send(200, { access_token: `token-${randomUUID()}`, token_type: 'access_token', expires_in: 3600 });
    }
    if (!/^Bearer token-/.test(request.headers.authorization ?? '')) return send(401, { code: 'UNAUTHORIZED' });
    if (request.headers['x-target-environment'] !== MOMO_CREDENTIALS.targetEnvironment) return send(401, { code: 'INVALID_TARGET_ENVIRONMENT' });

    if (request.method === 'POST' && path === '/collection/v1_0/requesttopay') {
      const referenceId = String(request.headers['x-reference-id'] ?? '');
      if (!UUID_V4.test(referenceId)) return send(400, { code: 'INVALID_REFERENCE_ID' });
      if (this.requests.has(referenceId)) return send(409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(400, { code: 'INVALID_BODY' });
      }
      const payer = body.payer as Record<string, unknown> | undefined;
      if (typeof body.amount !== 'string' || !/^\d+(\.\d+)?$/.test(body.amount) || typeof body.currency !== 'string' || typeof body.externalId !== 'string'
        || payer?.partyIdType !== 'MSISDN' || typeof payer.partyId !== 'string' || !/^\d+$/.test(payer.partyId)) {
        return send(400, { code: 'INVALID_BODY' });
      }
      const callbackUrl = request.headers['x-callback-url'];
      this.requests.set(referenceId, {
        referenceId, amount: body.amount, currency: body.currency, externalId: body.externalId, partyId: payer.partyId,
        payerMessage: String(body.payerMessage ?? ''), payeeNote: String(body.payeeNote ?? ''),
        ...(typeof callbackUrl === 'string' ? { callbackUrl } : {}), status: 'PENDING',
      });
      return send(202);
    }
    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && status) {
      const found = this.requests.get(decodeURIComponent(status[1]!));
      if (!found) return send(404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return send(200, this.statusBody(found));
    }
    return send(404, { code: 'NOT_FOUND' });
  }
}

/** config.payments.momo for a server that collects through the stand-in. */
export const momoSettingsFor = (standIn: MomoStandIn, currency: 'RWF' | 'EUR' | 'USD' = 'RWF') => ({ apiUrl: standIn.url, ...MOMO_CREDENTIALS, currency });
