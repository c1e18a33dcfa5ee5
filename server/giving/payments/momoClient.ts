// MTN MoMo Open API, Collections (momodeveloper.mtn.com): an access token
// (POST /collection/token/, Basic apiUser:apiKey), a request to pay
// (POST /collection/v1_0/requesttopay, answered 202 Accepted) and its status
// (GET /collection/v1_0/requesttopay/{referenceId}: PENDING, SUCCESSFUL or FAILED).
import { ProviderError, callProvider, field, stringField } from './http.ts';
import type { MomoSettings } from './settings.ts';

export interface RequestToPay {
  /** X-Reference-Id: a fresh UUID v4, the request's id with MTN. */
  referenceId: string;
  /** The amount as MTN takes it: a string of digits. */
  amount: string;
  currency: string;
  /** The gift's reference (what reconciliation reports show). */
  externalId: string;
  /** The payer's MSISDN: 2507… digits only. */
  msisdn: string;
  /** Where MTN sends its callback (https only), or none. */
  callbackUrl?: string;
  payerMessage: string;
  payeeNote: string;
}

export type MomoStatus =
  | { status: 'PENDING' }
  | { status: 'SUCCESSFUL'; amount: string; currency: string; financialTransactionId: string; externalId: string }
  | { status: 'FAILED'; reason: string }
  /** MTN knows no such request (it never took it). */
  | { status: 'UNKNOWN' };

/** Refresh a token this long before MTN says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function momoClient(settings: MomoSettings, timeoutMs?: number) {
  let token: { value: string; until: number } | null = null;
  let asking: Promise<string> | null = null;
  const common = { 'Ocp-Apim-Subscription-Key': settings.subscriptionKey };

  async function newToken(): Promise<string> {
    const basic = Buffer.from(`${settings.apiUser}:${settings.apiKey}`).toString('base64');
    const answer = await callProvider(`${settings.apiUrl}/collection/token/`, { method: 'POST', headers: { ...common, Authorization: `Basic ${basic}` } }, timeoutMs);
    const value = stringField(answer.json, 'access_token', 4096);
    const expiresIn = Number(field(answer.json, 'expires_in'));
    if (answer.status !== 200 || !value) throw new ProviderError(`MTN refused the token (HTTP ${answer.status})`, true, answer.status);
    token = { value, until: Date.now() + (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : 3_600_000) - TOKEN_MARGIN_MS };
    return value;
  }

  async function bearer(): Promise<string> {
    if (token && Date.now() < token.until) return token.value;
    asking ??= newToken().finally(() => {
      asking = null;
    });
    return asking;
  }

  const headers = async () => ({ ...common, Authorization: `Bearer ${await bearer()}`, 'X-Target-Environment': settings.targetEnvironment });

  return {
    currency: settings.currency,

    /** Asks MTN to prompt the payer; a ProviderError when MTN refused it or could not be asked. */
    async requestToPay(request: RequestToPay): Promise<void> {
      const body = {
        amount: request.amount,
        currency: request.currency,
        externalId: request.externalId,
        payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
        payerMessage: request.payerMessage,
        payeeNote: request.payeeNote,
      };
      const answer = await callProvider(
        `${settings.apiUrl}/collection/v1_0/requesttopay`,
        {
          method: 'POST',
          headers: {
            ...(await headers()),
            'X-Reference-Id': request.referenceId,
            'Content-Type': 'application/json',
            ...(request.callbackUrl ? { 'X-Callback-Url': request.callbackUrl } : {}),
          },
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
      if (answer.status === 401) token = null;
      if (answer.status === 202) return;
      // 4xx: MTN refused it (it acted on nothing); 5xx: it may have.
      throw new ProviderError(`MTN did not accept the request to pay (HTTP ${answer.status})`, answer.status >= 400 && answer.status < 500, answer.status);
    },

    /** What MTN says of a request to pay now; a ProviderError when it cannot be asked. */
    async status(referenceId: string): Promise<MomoStatus> {
      const answer = await callProvider(`${settings.apiUrl}/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, { headers: await headers() }, timeoutMs);
      if (answer.status === 401) token = null;
      if (answer.status === 404) return { status: 'UNKNOWN' };
      if (answer.status !== 200) throw new ProviderError(`MTN did not answer the status (HTTP ${answer.status})`, false, answer.status);
      const status = stringField(answer.json, 'status', 40);
      if (status === 'PENDING') return { status };
      if (status === 'FAILED') {
        const reason = field(answer.json, 'reason');
        const code = typeof reason === 'string' ? reason : stringField(reason, 'code', 100);
        return { status, reason: code && /^[A-Za-z0-9_ .-]{1,100}$/.test(code) ? code : 'FAILED' };
      }
      if (status === 'SUCCESSFUL') {
        const amount = stringField(answer.json, 'amount', 40);
        const currency = stringField(answer.json, 'currency', 3);
        const financialTransactionId = stringField(answer.json, 'financialTransactionId', 100);
        const externalId = stringField(answer.json, 'externalId', 100);
        if (amount && currency && financialTransactionId && externalId) return { status, amount, currency, financialTransactionId, externalId };
      }
      throw new ProviderError('MTN answered a status that makes no sense', false, answer.status);
    },
  };
}

export type MomoClient = ReturnType<typeof momoClient>;
