import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

/**
 * The answers' compression, chosen by measurement (`npx tsx bench/http/levels.ts`, decision record 47): on a
 * list's first page (5 to 11 KB of JSON), brotli at quality 1 takes about 22 µs where gzip's default takes 35 to
 * 48 and brotli 4 70 to 125, for 1.2 to 1.5 KB on the wire against 1.1 to 1.4: one packet either way, so the
 * cheapest wins on a server whose cores are its limit. gzip (for callers without brotli) keeps zlib's default
 * level, no slower than level 1 on these bodies and smaller. Under `threshold` bytes an answer goes as it is.
 */
export const COMPRESSION = { threshold: 1024, brotliQuality: 1, gzipLevel: 6 } as const;

/** Bodies up to this size are compressed on the spot; larger ones on zlib's threads, not to stall the others. */
const SYNC_LIMIT = 64 * 1024;

/** What may be worth compressing: text, JSON, JavaScript, SVG, XML. Images and archives are compressed already. */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in for an `accept-encoding` header: brotli, then gzip; none when neither is accepted. */
export function chooseEncoding(accepted: string | undefined): Encoding | undefined {
  if (!accepted) return undefined;
  let gzipAccepted = false;
  for (const part of accepted.split(',')) {
    const [token, ...parameters] = part.split(';');
    const name = token!.trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br' || name === '*') return 'br';
    gzipAccepted = true;
  }
  return gzipAccepted ? 'gzip' : undefined;
}

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(size > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});

/** A whole body in `encoding`, as zlib gives it. */
export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, { level: COMPRESSION.gzipLevel });
}

function compressAsync(
  body: Buffer,
  encoding: Encoding,
  done: (error: Error | null, result: Buffer) => void,
) {
  if (encoding === 'br') brotliCompress(body, brotliOptions(body.length), done);
  else gzip(body, { level: COMPRESSION.gzipLevel }, done);
}

const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), encoding);

type Callback = (error?: Error | null) => void;

/**
 * Node's response, compressing what it sends through zlib directly (decision record 47): the server is made with
 * it (`createServer({ ServerResponse: CompressingResponse })`), so every answer of every route, present and
 * future, goes through it, whatever wrote it. A body given whole to `end()` (every JSON and HTML answer) is
 * compressed in one call when it is compressible, `THRESHOLD` bytes or more, and the caller accepts brotli or
 * gzip; a body written in pieces goes through a zlib stream. Left alone: an answer that already has a
 * `content-encoding` (the build's precompressed assets), images and archives, `text/event-stream`, HEAD, 204 and
 * 304, and `cache-control: no-transform`. An answer whose encoding depends on the caller's `accept-encoding`
 * says so in `vary`, compressed or not.
 *
 * `writeHead()` only records the status and headers here; they are written with the body, once the encoding is
 * known.
 */
export class CompressingResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** Set once the encoding is chosen: Node's own `writeHead()` runs from then on. */
  #decided = false;
  #stream: Gzip | BrotliCompress | undefined;

  override writeHead(statusCode: number, reason?: unknown, headers?: unknown): this {
    if (this.#decided) return super.writeHead(statusCode, reason as string, headers as OutgoingHttpHeaders);
    if (typeof reason !== 'string') headers = reason;
    else this.statusMessage = reason;
    this.statusCode = statusCode;
    if (Array.isArray(headers)) {
      // Either [name, value] pairs or a flat [name, value, name, value, ...] list.
      if (Array.isArray(headers[0])) for (const [name, value] of headers) this.setHeader(name, value);
      else for (let i = 0; i < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) this.setHeader(name, value);
      }
    }
    return this;
  }

  /**
   * The encoding for this answer, `size` its body's length when it is known; sets the headers that go with it.
   * Called once, before anything is written.
   */
  #decide(size: number | undefined): Encoding | undefined {
    this.#decided = true;
    if (this.headersSent || this.req.method === 'HEAD') return undefined;
    if (
      this.statusCode < 200 ||
      this.statusCode === 204 ||
      this.statusCode === 206 ||
      this.statusCode === 304
    ) {
      return undefined;
    }
    if (this.hasHeader('content-encoding')) return undefined;
    if (!COMPRESSIBLE.test(String(this.getHeader('content-type') ?? ''))) return undefined;
    if (/\bno-transform\b/i.test(String(this.getHeader('cache-control') ?? ''))) return undefined;
    const declared = Number(this.getHeader('content-length'));
    const length = size ?? (declared >= 0 && this.hasHeader('content-length') ? declared : undefined);
    if (length !== undefined && length < COMPRESSION.threshold) return undefined;
    this.#varyOnEncoding();
    const header = this.req.headers['accept-encoding'];
    const encoding = chooseEncoding(Array.isArray(header) ? header.join(',') : header);
    if (!encoding) return undefined;
    this.setHeader('content-encoding', encoding);
    // Only when there is one: removing none would keep Node from giving the compressed body its length.
    if (this.hasHeader('content-length')) this.removeHeader('content-length');
    return encoding;
  }

  #varyOnEncoding() {
    const vary = this.getHeader('vary');
    const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
    if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
    this.setHeader('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
  }

  override flushHeaders(): void {
    if (!this.#decided) this.#startStream();
    super.flushHeaders();
  }

  /** A body written in pieces: through a zlib stream when it is to be compressed. */
  #startStream() {
    const encoding = this.#decide(undefined);
    if (!encoding) return;
    const stream =
      encoding === 'br'
        ? createBrotliCompress(brotliOptions(0))
        : createGzip({ level: COMPRESSION.gzipLevel });
    stream.on('data', (chunk: Buffer) => super.write(chunk));
    stream.on('drain', () => this.emit('drain'));
    stream.on('error', (error) => this.destroy(error));
    this.#stream = stream;
  }

  override write(chunk: unknown, encoding?: unknown, callback?: Callback): boolean {
    if (typeof encoding === 'function') [callback, encoding] = [encoding as Callback, undefined];
    if (!this.#decided) this.#startStream();
    if (!this.#stream) return super.write(chunk as Buffer, encoding as BufferEncoding, callback);
    return this.#stream.write(toBuffer(chunk, encoding as BufferEncoding), callback);
  }

  #endWith(compressed: Buffer, callback?: () => void): this {
    this.setHeader('content-length', compressed.length);
    return super.end(compressed, callback);
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: () => void): this {
    if (typeof chunk === 'function') [callback, chunk] = [chunk as () => void, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding as () => void, undefined];
    if (this.#stream) {
      const stream = this.#stream;
      stream.once('end', () => super.end(callback));
      if (chunk === undefined || chunk === null) stream.end();
      else stream.end(toBuffer(chunk, encoding as BufferEncoding));
      return this;
    }
    if (this.#decided) return super.end(chunk as Buffer, encoding as BufferEncoding, callback);
    const body =
      chunk === undefined || chunk === null ? undefined : toBuffer(chunk, encoding as BufferEncoding);
    const chosen = this.#decide(body?.length ?? 0);
    if (!chosen || !body) return super.end(body, callback);
    if (body.length <= SYNC_LIMIT) return this.#endWith(compressSync(body, chosen), callback);
    compressAsync(body, chosen, (error, compressed) => {
      if (error) this.destroy(error);
      else this.#endWith(compressed, callback);
    });
    return this;
  }
}
