import { DrizzleQueryError } from 'drizzle-orm/errors';

export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError | string;
};

const MAX_CAUSES = 3;
const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi;
const QUOTED = /"[^"]*"/g;

/**
 * pino's `err` serializer. Only named fields are kept, so no value a library attaches to its errors
 * (a query's params, a mail's recipients) reaches the logs: a failed query keeps its SQL text with
 * placeholders, the database's code and a message with its quoted values blanked, and the stack.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  // PGlite's class names are minified and pg's errors are named 'error'.
  const type = isDatabaseError(error) ? 'DatabaseError' : (error.constructor?.name ?? error.name);
  const message = safeMessage(error);
  const safe: SafeError = { type, message, stack: withFirstLine(error, `${type}: ${message}`) };
  const fields = error as unknown as Record<string, unknown>;
  // A system or SQLSTATE code; the constraint, table and column a database error names.
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    if (typeof fields[key] === 'string' && (key === 'code' || isDatabaseError(error)))
      safe[key] = fields[key];
  }
  if (error.cause !== undefined) {
    safe.cause =
      depth < MAX_CAUSES ? (serializeError(error.cause, depth + 1) as SafeError) : '[cause omitted]';
  }
  return safe;
}

function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  const message = error.message.replace(EMAIL, '[email]');
  return isDatabaseError(error) ? message.replace(QUOTED, '"…"') : message;
}

/** pg's and PGlite's errors both carry the server's severity and SQLSTATE code. */
function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  return typeof fields.severity === 'string' && typeof fields.code === 'string';
}

/** The stack's first line repeats the original message, values included: it is replaced. */
function withFirstLine(error: Error, firstLine: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [firstLine, ...frames].join('\n');
}
