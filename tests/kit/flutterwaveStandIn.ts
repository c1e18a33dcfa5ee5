// A stand-in for Flutterwave's v3 API on 127.0.0.1, written from Flutterwave's documentation
// (developer.flutterwave.com: "Flutterwave Standard", "Transaction verification", "Webhooks"):
//   POST /payments          Bearer <secret key>; { tx_ref, amount, currency, redirect_url, customer { email } }
//                           → 200 { status: success, data: { link } } (400 on a tx_ref used before)
//   GET  /checkout/{tx_ref} the hosted page: "Pay" and "Cancel" send the browser to redirect_url with
//                           ?status=successful&tx_ref&transaction_id, or ?status=cancelled&tx_ref
//   GET  /transactions/{id}/verify, GET /transactions/verify_by_reference?tx_ref=
//                           → 200 { status: success, data: { id, tx_ref, flw_ref, amount, currency,
//                           charged_amount, amount_settled, status, customer } }, or 400 "No transaction was found"
// The webhook (POST to the site's address with the `verif-hash` header) goes with webhook().
import type { ServerResponse } from 'node:http';
import { jsonBody, sendJson, StandInServer, type StandInRequest } from './standInServer.ts';

export const FLUTTERWAVE_SECRETS = { secretKey: 'FLWSECK_TEST-standin-0001-X', secretHash: 'stand-in-webhook-hash-0001' };

export interface CardCheckout {
  txRef: string;
  amount: string;
  currency: string;
  redirectUrl: string;
  email: string;
}

export interface CardTransaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  charged_amount: number;
  amount_settled: number;
  status: 'successful' | 'failed' | 'pending';
  payment_type: 'card';
  customer: { email: string };
}

export class FlutterwaveStandIn extends StandInServer {
  readonly checkouts = new Map<string, CardCheckout>();
  readonly transactions = new Map<number, CardTransaction>();
  private nextId = 4_000_000 + Math.floor(Math.random() * 1_000);
  /** RWF settled per unit of the currency paid (the foundation's account settles in RWF). */
  rates: Record<string, number> = { RWF: 1, USD: 1_400, EUR: 1_500 };
  /** Where the hosted page really sends the browser back: the origin of the site under test, in place of its PUBLIC_URL's. */
  redirectsTo = '';

  /** The latest checkout opened for a gift's reference (its tx_ref starts with it). */
  checkoutFor(reference: string): CardCheckout | undefined {
    return [...this.checkouts.values()].filter((one) => one.txRef.startsWith(reference)).at(-1);
  }

  /** The donor pays on the hosted page: a transaction under the checkout's tx_ref (what was paid may differ). */
  pay(txRef: string, paid: { amount?: number; currency?: string; status?: CardTransaction['status'] } = {}): CardTransaction {
    const checkout = this.checkouts.get(txRef)!;
    const amount = paid.amount ?? Number(checkout.amount);
    const currency = paid.currency ?? checkout.currency;
    const transaction: CardTransaction = {
      id: this.nextId++, tx_ref: txRef, flw_ref: `FLW-MOCK-${this.nextId}`, amount, currency, charged_amount: amount,
      amount_settled: Math.round(amount * (this.rates[currency] ?? 1) * 0.965), status: paid.status ?? 'successful', payment_type: 'card',
      customer: { email: checkout.email },
    };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }

  /** Where the hosted page sends the browser back after `transaction` (or a cancel). */
  returnUrl(txRef: string, transaction?: CardTransaction): string {
    const asked = new URL(this.checkouts.get(txRef)!.redirectUrl);
    const url = this.redirectsTo ? new URL(asked.pathname, this.redirectsTo) : asked;
    url.searchParams.set('status', transaction ? transaction.status : 'cancelled');
    url.searchParams.set('tx_ref', txRef);
    if (transaction) url.searchParams.set('transaction_id', String(transaction.id));
    return url.href;
  }

  /** The webhook's body for a transaction, as Flutterwave posts it on charge.completed. */
  webhookBody(transaction: CardTransaction): string {
    return JSON.stringify({ event: 'charge.completed', data: { ...transaction, created_at: new Date().toISOString() } });
  }

  protected handle(request: StandInRequest, response: ServerResponse): void {
    const { method, url } = request;
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && checkout) {
      // The hosted page: in the real one the donor types the card here, never on the site.
      const txRef = decodeURIComponent(checkout[1]!);
      const found = this.checkouts.get(txRef);
      if (!found) return send(404, { status: 'error' });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Flutterwave checkout</title><main><h1>Pay ${found.currency} ${found.amount}</h1>
        <form method="post" action="/checkout/${encodeURIComponent(txRef)}/pay"><button>Pay ${found.currency} ${found.amount}</button></form>
        <form method="post" action="/checkout/${encodeURIComponent(txRef)}/cancel"><button>Cancel payment</button></form></main></html>`);
      return;
    }
    const action = /^\/checkout\/([^/]+)\/(pay|cancel)$/.exec(url.pathname);
    if (method === 'POST' && action) {
      const txRef = decodeURIComponent(action[1]!);
      if (!this.checkouts.has(txRef)) return send(404, { status: 'error' });
      const location = action[2] === 'pay' ? this.returnUrl(txRef, this.pay(txRef)) : this.returnUrl(txRef);
      response.writeHead(303, { location });
      response.end();
      return;
    }
    if (this.unavailable) return send(503, { status: 'error', message: 'Service unavailable' });
    if (request.headers.authorization !== `Bearer ${FLUTTERWAVE_SECRETS.secretKey}`) return send(401, { status: 'error', message: 'Invalid authorization key', data: null });

    if (method === 'POST' && url.pathname === '/payments') {
      const body = jsonBody(request.body);
      if (!body) return send(400, { status: 'error', message: 'Invalid JSON' });
      const email = (body.customer as Record<string, unknown> | undefined)?.email;
      if (typeof body.tx_ref !== 'string' || !body.tx_ref || body.amount === undefined || typeof body.currency !== 'string' || typeof body.redirect_url !== 'string' || typeof email !== 'string') {
        return send(400, { status: 'error', message: 'tx_ref, amount, currency, redirect_url and customer.email are required', data: null });
      }
      if (this.checkouts.has(body.tx_ref)) return send(400, { status: 'error', message: 'Transaction reference already exists', data: null });
      this.checkouts.set(body.tx_ref, { txRef: body.tx_ref, amount: String(body.amount), currency: body.currency, redirectUrl: body.redirect_url, email });
      return send(200, { status: 'success', message: 'Hosted Link', data: { link: `${this.url}/checkout/${encodeURIComponent(body.tx_ref)}` } });
    }
    const notFound = () => send(400, { status: 'error', message: 'No transaction was found for this id', data: null });
    const verify = /^\/transactions\/([^/]+)\/verify$/.exec(url.pathname);
    if (method === 'GET' && verify) {
      const found = this.transactions.get(Number(verify[1]));
      return found ? send(200, { status: 'success', message: 'Transaction fetched successfully', data: found }) : notFound();
    }
    if (method === 'GET' && url.pathname === '/transactions/verify_by_reference') {
      const txRef = url.searchParams.get('tx_ref');
      const found = [...this.transactions.values()].filter((one) => one.tx_ref === txRef).at(-1);
      return found ? send(200, { status: 'success', message: 'Transaction fetched successfully', data: found }) : notFound();
    }
    return send(404, { status: 'error', message: 'Not found' });
  }
}

/** config.payments.flutterwave for a server that collects through the stand-in. */
export const flutterwaveSettingsFor = (standIn: FlutterwaveStandIn) => ({ apiUrl: standIn.url, ...FLUTTERWAVE_SECRETS });
