import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors';
import { requestHeader } from '../node-headers';

/** Postgres text cannot hold U+0000: a NUL that reaches a query fails it with a 500. */
export const nulCharacter = () => new AppError('NUL_CHARACTER');

/**
 * Half of a UTF-16 pair alone (`"\ud800"` in JSON) is no character at all: it cannot be written as UTF-8, so
 * the database, a mail or a log line fails on it with a 500.
 */
export const loneSurrogate = () => new AppError('LONE_SURROGATE');

export const hasNul = (text: string) => text.includes('\0');

/** In Unicode mode, `\p{Cs}` matches only a surrogate that is not part of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/** The first refusal any string of a parsed JSON value, keys included, earns, if any. */
function refusalIn(value: unknown): AppError | undefined {
  const stack: unknown[] = [value];
  const check = (text: string) =>
    hasNul(text) ? nulCharacter() : hasLoneSurrogate(text) ? loneSurrogate() : undefined;
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      const refusal = check(next);
      if (refusal) return refusal;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        const refusal = check(key);
        if (refusal) return refusal;
        stack.push(child);
      }
    }
  }
  return undefined;
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

/** A `\u` escape of a NUL or of a surrogate (`\ud800`-`\udfff`), which only parsing can tell paired or not. */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/**
 * Refuses a NUL in the path, the query, a JSON body or a URL-encoded form, and a lone UTF-16 surrogate in a
 * JSON body, for every route at once (multipart fields are checked where they are read, in `readUploadForm`;
 * decoded UTF-8 never holds a lone surrogate). It reads the body whole, so it runs after the JSON body cap.
 */
export function rejectNulBytes(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.url.includes('%00')) throw nulCharacter();
    const type = requestHeader(c, 'content-type')?.toLowerCase() ?? '';
    if (!type.includes('json') && !type.startsWith(FORM)) return next();
    return rejectNulInBody(c.req.text(), type).then(next);
  };
}

/** `body`: the text the body cap read (Hono's cache), not the stream again. */
async function rejectNulInBody(body: Promise<string>, type: string) {
  const text = await body;
  if (hasNul(text)) throw nulCharacter();
  if (type.startsWith(FORM) && text.includes('%00')) throw nulCharacter();
  if (SUSPECT_ESCAPE.test(text)) {
    const refusal = refusalIn(parseOrUndefined(text));
    if (refusal) throw refusal;
  }
}
