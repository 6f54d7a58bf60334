import type { IncomingMessage, ServerResponse } from 'node:http';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

type HeaderList = readonly (readonly [string, string])[];

/** The headers that act on any answer, document or not. */
const FOR_EVERY_ANSWER: HeaderList = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * Sent with every page and asset: Hono's `secureHeaders` defaults (without Cross-Origin-Embedder-Policy, which
 * would block the garment images' blob: URLs) and our CSP.
 */
export const SECURITY_HEADERS: HeaderList = [
  ...FOR_EVERY_ANSWER,
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Sent with every API answer (JSON, garment images, the data export), which a browser never renders as a
 * document: the set OWASP's REST security cheat sheet gives, a CSP that allows nothing, and CORP so that no
 * other site can load an answer into its process. The headers that only act on documents (COOP, the
 * agent cluster, DNS prefetching, old IE's and Flash's) would cost each list request about 3 % of its
 * throughput (decision record 26).
 */
export const API_SECURITY_HEADERS: HeaderList = [
  ...FOR_EVERY_ANSWER,
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
];

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the security headers on the Node response before the app answers; the app's own headers still win. Set
 * here rather than by a Hono middleware after each handler: rewriting a finished web Response's headers cost
 * about 5 % of a list request (decision record 25).
 */
export function withSecurityHeaders(listener: Listener): Listener {
  return (request, response) => {
    const headers = request.url?.startsWith('/api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS;
    for (const [name, value] of headers) response.setHeader(name, value);
    listener(request, response);
  };
}
