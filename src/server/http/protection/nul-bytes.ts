import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors';
import { requestHeader } from '../node-headers';

/** Postgres text cannot hold U+0000: a NUL that reaches a query fails it with a 500. */
export const nulCharacter = () => new AppError('NUL_CHARACTER');

export const hasNul = (text: string) => text.includes('\0');

/** Whether any string of a parsed JSON value, keys included, carries a NUL. */
function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (typeof value !== 'object' || value === null) return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (hasNul(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        if (hasNul(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** The body as JSON when it reads as JSON; malformed JSON is left to the route's validator. */
function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * Refuses a NUL in the path, the query, a JSON body or a URL-encoded form, for every route at once (multipart
 * fields are checked where they are read, in `readUploadForm`). It reads the body whole, so it runs after
 * the JSON body cap.
 */
export function rejectNulBytes(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.url.includes('%00')) throw nulCharacter();
    const type = requestHeader(c, 'content-type')?.toLowerCase() ?? '';
    if (!type.includes('json') && !type.startsWith(FORM)) return next();
    return rejectNulInBody(c.req.raw, type).then(next);
  };
}

async function rejectNulInBody(request: Request, type: string) {
  // A copy: middlewares after this one (an upload's body cap) still read the original stream.
  const text = await request.clone().text();
  if (hasNul(text)) throw nulCharacter();
  if (type.startsWith(FORM) && text.includes('%00')) throw nulCharacter();
  if (text.includes('\\u0000') && jsonHasNul(parseOrUndefined(text))) throw nulCharacter();
}
