import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How the app calls its own routes: a page render's API calls (web/inject-fetch.ts), the start-up
 * cache warm-up (modules/health/warm-up.ts) and the API docs forward (plugins/docs.ts). The
 * request and response are written for Fastify rather than taken from Node's `http` (decision 0402).
 *
 * light-my-request's objects are a `ServerResponse` with its own extra properties over a stream
 * for a socket, and a `Readable` for a request. Every render sent them through Node's own http and
 * stream code beside the real sockets' objects, which made that code (`_send`, `writeOrBuffer`,
 * `Readable.push`…) polymorphic for every visitor's request afterwards: health answered in ~33 µs
 * of CPU after a few renders against ~26 µs before. These two classes have only what Fastify and
 * its plugins call on a raw request and response, keep the answer's bytes as written, and never
 * reach Node's http code: that code only sees real sockets.
 */

/** What a call answered: the status, the headers as name/value pairs (names in lower case), the bytes. */
export interface Exchanged {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

export interface ExchangeInit {
  method: string;
  /** Path and query. */
  url: string;
  /** Names in lower case; taken over by the call (it adds `host`, and `content-length` for a body). */
  headers: Record<string, string>;
  body?: string | undefined;
}

/**
 * The "socket" of an in-process call: the address Fastify reports for it (`req.ip`, the log line's
 * port, `req.protocol`), and a `close` that never comes (Fastify listens for it on a request that
 * asks for keep-alive, as the docs forward's visitor may).
 */
class LocalSocket extends EventEmitter {
  readonly remoteAddress = '127.0.0.1';
  readonly remotePort = 0;
  readonly encrypted = false;
}

/** The request side: method, URL, headers, and the body as the one chunk of a paused stream. */
export class LocalRequest extends EventEmitter {
  readonly httpVersionMajor = 1;
  readonly socket = new LocalSocket();
  aborted = false;
  destroyed = false;
  readonly method: string;
  url: string;
  readonly headers: Record<string, string>;
  private body: Buffer | null;
  private flowing = false;

  constructor(init: ExchangeInit) {
    super();
    this.method = init.method;
    this.url = init.url;
    this.headers = init.headers;
    this.body = init.body === undefined ? null : Buffer.from(init.body);
    if (this.body) this.headers['content-length'] = String(this.body.length);
    // As light-my-request said (nothing here builds an address from it, but a log line shows it).
    this.headers.host ??= 'localhost:80';
  }

  /** The body is read once something listens (Fastify's body reader calls this after adding its listeners). */
  resume(): this {
    if (this.flowing) return this;
    this.flowing = true;
    process.nextTick(() => {
      const body = this.body;
      this.body = null;
      if (body?.length) this.emit('data', body);
      this.emit('end');
    });
    return this;
  }

  destroy(error?: Error): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    process.nextTick(() => {
      if (error && this.listenerCount('error') > 0) this.emit('error', error);
      this.emit('close');
    });
    return this;
  }
}

/**
 * The response side: headers kept in lower case, the body's chunks kept as written. The `writable*`
 * fields are what a stream piped into it (`Readable.pipe`) and Fastify's end-of-stream watch read.
 */
export class LocalResponse extends EventEmitter {
  statusCode = 200;
  headersSent = false;
  writableEnded = false;
  writableFinished = false;
  readonly writableNeedDrain = false;
  destroyed = false;
  readonly socket: LocalSocket;
  private readonly fields = new Map<string, string | number | readonly string[]>();
  private readonly chunks: Buffer[] = [];

  constructor(
    readonly req: LocalRequest,
    private readonly settle: (response: LocalResponse, error: Error | null) => void,
  ) {
    super();
    this.socket = req.socket;
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    if (this.headersSent) throw headersSentError('set');
    this.fields.set(name.toLowerCase(), value);
    return this;
  }

  getHeader(name: string): string | number | readonly string[] | undefined {
    return this.fields.get(name.toLowerCase());
  }

  getHeaders(): OutgoingHttpHeaders {
    return Object.fromEntries(this.fields) as OutgoingHttpHeaders;
  }

  hasHeader(name: string): boolean {
    return this.fields.has(name.toLowerCase());
  }

  removeHeader(name: string): void {
    if (this.headersSent) throw headersSentError('remove');
    this.fields.delete(name.toLowerCase());
  }

  writeHead(status: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders): this {
    if (this.headersSent) throw headersSentError('write');
    this.statusCode = status;
    const given = typeof reason === 'string' ? headers : reason;
    if (given) for (const name in given) if (given[name] !== undefined) this.setHeader(name, given[name] as string);
    this.headersSent = true;
    return this;
  }

  write(chunk: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void): boolean {
    if (this.writableEnded) {
      const error = Object.assign(new Error('write after end'), { code: 'ERR_STREAM_WRITE_AFTER_END' });
      process.nextTick(() => this.listenerCount('error') > 0 && this.emit('error', error));
      return false;
    }
    this.headersSent = true;
    this.keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  }

  end(chunk?: unknown, encoding?: BufferEncoding | (() => void) | null, callback?: (() => void) | null): this {
    if (this.writableEnded) return this;
    this.headersSent = true;
    if (typeof chunk === 'function') callback = chunk as () => void;
    else this.keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (typeof encoding === 'function') callback = encoding;
    this.writableEnded = true;
    this.settle(this, null);
    process.nextTick(() => {
      this.writableFinished = true;
      callback?.();
      this.emit('finish');
      this.emit('close');
      // As Node's request does once its response has finished: a route's `request.signal` ends here.
      this.req.destroy();
    });
    return this;
  }

  /** A response ended without its answer (a route aborting a stream it had begun): the call fails as a broken connection would. */
  destroy(error?: Error): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (!this.writableEnded) this.settle(this, error ?? new Error('the in-process response was destroyed before it ended'));
    process.nextTick(() => {
      if (error && this.listenerCount('error') > 0) this.emit('error', error);
      this.emit('close');
      this.req.destroy();
    });
    return this;
  }

  /** Whether more may be written (Node's own streams read this of a destination). */
  get writable(): boolean {
    return !this.writableEnded && !this.destroyed;
  }

  /** Fastify's `reply.trailer()` and `reply.writeEarlyHints()` call these two; the answer has no place for either. */
  addTrailers(): void {}

  writeEarlyHints(_hints: unknown, callback?: () => void): void {
    callback?.();
  }

  /** The answer as the caller gets it. */
  answer(): Exchanged {
    const headers: Array<[string, string]> = [];
    for (const [name, value] of this.fields) {
      if (Array.isArray(value)) for (const v of value) headers.push([name, String(v)]);
      else headers.push([name, String(value)]);
    }
    const body = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    return { status: this.statusCode, headers, body };
  }

  private keep(chunk: unknown, encoding: BufferEncoding | undefined): void {
    if (chunk === undefined || chunk === null) return;
    if (typeof chunk === 'string') {
      if (chunk.length) this.chunks.push(Buffer.from(chunk, encoding ?? 'utf8'));
    } else if (chunk instanceof Uint8Array) {
      if (chunk.byteLength)
        this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    } else throw new TypeError('An in-process response takes strings and bytes only');
  }
}

function headersSentError(what: string): Error {
  return Object.assign(new Error(`Cannot ${what} headers after they are sent to the client`), { code: 'ERR_HTTP_HEADERS_SENT' });
}

/** Whether a request is an in-process call (a render's, the warm-up's), not a visitor's: the drain at shutdown still serves those (lib/shutdown.ts). */
export function isInProcess(raw: object): boolean {
  return raw instanceof LocalRequest;
}

/**
 * One call into the app's routing, as `app.inject` does, except while the app closes: `inject`
 * refuses then, and a page still rendering when a deploy stopped the process failed its API calls
 * (a 502 page). Resolves when the route has ended its response; rejects when the route destroyed it.
 */
export function exchange(app: FastifyInstance, init: ExchangeInit): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const req = new LocalRequest(init);
    const res = new LocalResponse(req, (response, error) => (error ? reject(error) : resolve(response.answer())));
    app.routing(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  });
}
