import { isErrorCode, MESSAGES, type ApiErrorBody, type ErrorCode } from '~/domain/errors';

const NETWORK_MESSAGE = 'Connexion au serveur impossible. Vérifiez votre connexion internet.';

/**
 * What `ApiError.code` can be: a code of the API's union (the server throws the same ones), or one of the web
 * app's own: `NETWORK` when the server could not be reached, `UNKNOWN` when its answer carried no known code.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

/** An API failure with the server's French message; status 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The server's Retry-After, in milliseconds, when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export type ApiOptions = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit;
  /** Whether a 401 means the session is over (false for the sign-in call itself). */
  signOutOn401?: boolean;
};

/** How a request reaches the API: the browser's fetch, or the server's own app while it draws a page. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);
/** Called once by the server's page renderer (src/web/entry-server.tsx). */
export function setApiTransport(next: Transport) {
  transport = next;
}

let onUnauthorized: () => void = () => {};
/** Called once by the app: what to do when the server says the session is gone. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * One request to the API, once: never retried here. Retries belong to TanStack Query (lib/query-client.ts,
 * decision record 0027), which sees every failure as an ApiError. Resolves with the response when it is a 2xx.
 */
export async function request(path: string, options: ApiOptions = {}): Promise<Response> {
  const { json, signOutOn401 = true, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  let body = options.body;
  if (json !== undefined) {
    requestHeaders.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await transport(path, { ...init, headers: requestHeaders, body, credentials: 'same-origin' });
  } catch (error) {
    // An abort is the caller's own doing, not a network failure to report or retry.
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (response.ok) return response;
  const failure = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 401 && signOutOn401) onUnauthorized();
  const code = failure?.error?.code;
  throw new ApiError(
    response.status,
    isErrorCode(code) ? code : 'UNKNOWN',
    failure?.error?.message ?? MESSAGES.unexpected,
    retryAfterMs(response.headers.get('retry-after')),
  );
}

/** A request to the API and its answer: JSON, a Blob for files, nothing for a 204. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await request(path, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.blob()) as Promise<T>;
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), in milliseconds from now. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
