import { MESSAGES, type ApiErrorBody } from '~/domain/errors';

/** An API failure with the server's French message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type ApiOptions = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit;
  /** Retry 502/503/504 and network failures with backoff. Defaults to true for GET only. */
  retry?: boolean;
  /** Whether a 401 means the session is over (false for the sign-in call itself). */
  signOutOn401?: boolean;
};

const RETRYABLE = new Set([502, 503, 504]);
const FIRST_DELAY_MS = 200;
const RETRY_WINDOW_MS = 30_000;

let onUnauthorized: () => void = () => {};
/** Called once by the app: what to do when the server says the session is gone. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { json, retry, signOutOn401 = true, headers, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const shouldRetry = retry ?? (method === 'GET' || method === 'HEAD');
  const requestHeaders = new Headers(headers);
  let body = options.body;
  if (json !== undefined) {
    requestHeaders.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }

  const started = Date.now();
  let delay = FIRST_DELAY_MS;
  for (;;) {
    let response: Response | undefined;
    try {
      response = await fetch(path, {
        ...init,
        method,
        headers: requestHeaders,
        body,
        credentials: 'same-origin',
      });
    } catch (networkError) {
      if (!shouldRetry || Date.now() - started + delay > RETRY_WINDOW_MS) {
        throw new ApiError(
          0,
          'NETWORK',
          'Connexion au serveur impossible. Vérifiez votre connexion internet.',
        );
      }
      void networkError;
    }
    if (response && !(shouldRetry && RETRYABLE.has(response.status))) return parse<T>(response, signOutOn401);
    if (Date.now() - started + delay > RETRY_WINDOW_MS) {
      if (response) return parse<T>(response, signOutOn401);
      throw new ApiError(0, 'NETWORK', 'Connexion au serveur impossible. Vérifiez votre connexion internet.');
    }
    await sleep(delay);
    delay *= 2;
  }
}

async function parse<T>(response: Response, signOutOn401: boolean): Promise<T> {
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('application/json') ? response.json() : response.blob()) as Promise<T>;
  }
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 401 && signOutOn401) onUnauthorized();
  throw new ApiError(
    response.status,
    body?.error?.code ?? 'UNKNOWN',
    body?.error?.message ?? MESSAGES.unexpected,
  );
}
