// Calling a payment provider: plain fetch under a deadline, its answer read to a bound and parsed
// as JSON. Whatever goes wrong is a ProviderError saying only what happened (never a header, a
// key or the provider's words verbatim), so it can be logged and shown to staff.

/** How long one call to a provider may take. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** The most of an answer read: the providers' answers are a few hundred bytes. */
export const ANSWER_MAX_BYTES = 64 * 1024;

export class ProviderError extends Error {
  constructor(
    message: string,
    /** Whether the provider surely did not act on the request (refused, or never reached). */
    readonly notActedOn: boolean,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderAnswer {
  status: number;
  /** The answer's JSON, or null when it had none or was not JSON. */
  json: unknown;
}

async function boundedText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw new ProviderError('the provider answered more than 64 KB', false, response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One call; a ProviderError when the provider cannot be reached, is too slow or answers too much. */
export async function callProvider(url: string, init: RequestInit, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
    // A refused connection never reached the provider; a timeout may have.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const unreached = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
    throw new ProviderError(timedOut ? 'the provider did not answer in time' : 'the provider could not be reached', unreached);
  }
  let body: string;
  try {
    body = await boundedText(response);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('the provider\'s answer broke off', false, response.status);
  }
  let json: unknown = null;
  try {
    json = body ? JSON.parse(body) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}

/** A field of a JSON object, when the answer is one. */
export const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;

/** A string field of at most `max` characters, else undefined. */
export const stringField = (value: unknown, name: string, max = 200): string | undefined => {
  const found = field(value, name);
  if (typeof found === 'number' && Number.isFinite(found)) return String(found);
  return typeof found === 'string' && found.length <= max && found.isWellFormed() ? found : undefined;
};
