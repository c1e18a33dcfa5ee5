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
import type { ServerResponse } from 'node:http';
import { jsonBody, sendJson, StandInServer, type StandInRequest } from './standInServer.ts';

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

export class MomoStandIn extends StandInServer {
  readonly requests = new Map<string, MomoRequest>();
  tokensIssued = 0;
  /** Where callbacks really go: the origin of the server under test, in place of its PUBLIC_URL's. */
  callbacksTo = '';

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

  protected handle(request: StandInRequest, response: ServerResponse): void {
    const { method, headers } = request;
    const path = request.url.pathname;
    const send = (status: number, body?: unknown) => sendJson(response, status, body);
    if (this.unavailable) return send(503, { code: 'SERVICE_UNAVAILABLE' });
    if (headers['ocp-apim-subscription-key'] !== MOMO_CREDENTIALS.subscriptionKey) return send(401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });

    if (method === 'POST' && path === '/collection/token/') {
      const basic = `Basic ${Buffer.from(`${MOMO_CREDENTIALS.apiUser}:${MOMO_CREDENTIALS.apiKey}`).toString('base64')}`;
      if (headers.authorization !== basic) return send(401, { error: 'login_failed' });
      this.tokensIssued++;
      return send(200, { access_token: `token-${randomUUID()}`, token_type: 'access_token', expires_in: 3600 });
    }
    if (!/^Bearer token-/.test(headers.authorization ?? '')) return send(401, { code: 'UNAUTHORIZED' });
    if (headers['x-target-environment'] !== MOMO_CREDENTIALS.targetEnvironment) return send(401, { code: 'INVALID_TARGET_ENVIRONMENT' });

    if (method === 'POST' && path === '/collection/v1_0/requesttopay') {
      const referenceId = String(headers['x-reference-id'] ?? '');
      if (!UUID_V4.test(referenceId)) return send(400, { code: 'INVALID_REFERENCE_ID' });
      if (this.requests.has(referenceId)) return send(409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' });
      const body = jsonBody(request.body);
      if (!body) return send(400, { code: 'INVALID_BODY' });
      const payer = body.payer as Record<string, unknown> | undefined;
      if (typeof body.amount !== 'string' || !/^\d+(\.\d+)?$/.test(body.amount) || typeof body.currency !== 'string' || typeof body.externalId !== 'string'
        || payer?.partyIdType !== 'MSISDN' || typeof payer.partyId !== 'string' || !/^\d+$/.test(payer.partyId)) {
        return send(400, { code: 'INVALID_BODY' });
      }
      const callbackUrl = headers['x-callback-url'];
      this.requests.set(referenceId, {
        referenceId, amount: body.amount, currency: body.currency, externalId: body.externalId, partyId: payer.partyId,
        payerMessage: String(body.payerMessage ?? ''), payeeNote: String(body.payeeNote ?? ''),
        ...(typeof callbackUrl === 'string' ? { callbackUrl } : {}), status: 'PENDING',
      });
      return send(202);
    }
    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(path);
    if (method === 'GET' && status) {
      const found = this.requests.get(decodeURIComponent(status[1]!));
      if (!found) return send(404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      return send(200, this.statusBody(found));
    }
    return send(404, { code: 'NOT_FOUND' });
  }
}

/** config.payments.momo for a server that collects through the stand-in. */
export const momoSettingsFor = (standIn: MomoStandIn, currency: 'RWF' | 'EUR' | 'USD' = 'RWF') => ({ apiUrl: standIn.url, ...MOMO_CREDENTIALS, currency });
