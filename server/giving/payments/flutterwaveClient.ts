// Flutterwave v3 (developer.flutterwave.com): Standard checkout's hosted page
// (POST /payments → data.link), a transaction verified by its id
// (GET /transactions/{id}/verify) or by our reference (GET /transactions/verify_by_reference?tx_ref=),
// and the webhook's `verif-hash`, compared in constant time with the secret hash set on the dashboard.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ProviderError, callProvider, field, stringField } from './http.ts';
import type { FlutterwaveSettings } from './settings.ts';

export interface HostedPayment {
  txRef: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  email: string;
  name: string;
  title: string;
}

/** A transaction as Flutterwave's verify answers it (what the checks need). */
export interface VerifiedTransaction {
  id: string;
  txRef: string;
  status: string;
  amount: string;
  currency: string;
  /** What reached the foundation's account after fees, in its settlement currency, when said. */
  amountSettled: string | null;
}

const amountText = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? String(value) : typeof value === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(value) ? value : null;

function transactionOf(json: unknown): VerifiedTransaction | null {
  const data = field(json, 'data');
  const id = stringField(data, 'id', 30);
  const txRef = stringField(data, 'tx_ref', 100);
  const status = stringField(data, 'status', 40);
  const amount = amountText(field(data, 'amount'));
  const currency = stringField(data, 'currency', 3);
  if (!id || !/^\d+$/.test(id) || !txRef || !status || amount === null || !currency) return null;
  return { id, txRef, status, amount, currency, amountSettled: amountText(field(data, 'amount_settled')) };
}

/** Whether a webhook's `verif-hash` is the secret hash (constant time, whatever its length). */
export function webhookHashMatches(secretHash: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length > 500) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secretHash));
}

export function flutterwaveClient(settings: FlutterwaveSettings, timeoutMs?: number) {
  const headers = { Authorization: `Bearer ${settings.secretKey}` };

  async function verifyAnswer(url: string): Promise<VerifiedTransaction | null> {
    const answer = await callProvider(url, { headers }, timeoutMs);
    if (answer.status === 404 || (answer.status === 400 && field(answer.json, 'status') === 'error')) return null;
    if (answer.status !== 200) throw new ProviderError(`Flutterwave did not answer the verification (HTTP ${answer.status})`, false, answer.status);
    const transaction = transactionOf(answer.json);
    if (!transaction) throw new ProviderError('Flutterwave answered a verification that makes no sense', false, answer.status);
    return transaction;
  }

  return {
    /** The hosted page's link for a payment; a ProviderError when Flutterwave refuses or cannot be asked. */
    async hostedPage(payment: HostedPayment): Promise<string> {
      const answer = await callProvider(
        `${settings.apiUrl}/payments`,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            tx_ref: payment.txRef,
            amount: String(payment.amount),
            currency: payment.currency,
            redirect_url: payment.redirectUrl,
            customer: { email: payment.email, ...(payment.name ? { name: payment.name } : {}) },
            customizations: { title: payment.title },
          }),
        },
        timeoutMs,
      );
      const link = stringField(field(answer.json, 'data'), 'link', 2000);
      // Flutterwave's pages are https (a stand-in's, on this machine, may be http under its own address).
      const fromProvider = link !== undefined && (/^https:\/\//.test(link) || link.startsWith(`${new URL(settings.apiUrl).origin}/`));
      if (answer.status !== 200 || !link || !fromProvider) {
        throw new ProviderError(`Flutterwave did not give a payment page (HTTP ${answer.status})`, answer.status >= 400 && answer.status < 500, answer.status);
      }
      return link;
    },

    /** The transaction Flutterwave knows by its id, or null when it knows none. */
    verify: (id: string) => verifyAnswer(`${settings.apiUrl}/transactions/${encodeURIComponent(id)}/verify`),

    /** The transaction made under our reference, or null when none was made (yet). */
    verifyByReference: (txRef: string) => verifyAnswer(`${settings.apiUrl}/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`),
  };
}

export type FlutterwaveClient = ReturnType<typeof flutterwaveClient>;
