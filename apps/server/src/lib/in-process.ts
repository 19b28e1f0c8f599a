import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The request and response of an API call a page render makes in the process (web/inject-fetch.ts) and the start-up warm-up,
 * written for Fastify rather than taken from Node's `http` (decision 0402).
 *
 * light-my-request's objects are a `ServerResponse` with its own extra properties over a stream
 * for a socket, and a `Readable` for a request. Every render sent them through Node's own http and
 * stream code beside the real sockets' objects, which made that code (`_send`, `writeOrBuffer`,
 * `Readable.push`…) polymorphic for every visitor's request afterwards: health answered in ~33 µs
 * of CPU after a few renders against ~26 µs before. These two classes have only what Fastify and
 * its plugins use of a request and a response, keep the answer's bytes as written, and never reach
 * Node's http code: that code only sees real sockets.
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
  /** Names in lower case. */
  headers: Record<string, string>;
  body?: string | undefined;
}

/** The "socket" of an in-process call: the address Fastify reports for it (`req.ip`), and events that never come. */
class LocalSocket extends EventEmitter {
  readonly remoteAddress = '127.0.0.1';
  readonly remotePort = 0;
  readonly encrypted = false;
  /** Fastify keeps its timeout bookkeeping here when a route has an onTimeout hook. */
  _meta: unknown = null;
  setTimeout(): this {
    return this;
  }
  destroy(): this {
    return this;
  }
}

/** The request side: method, URL, headers, and the body as the one chunk of a paused stream. */
export class LocalRequest extends EventEmitter {
  readonly httpVersionMajor = 1;
  readonly httpVersionMinor = 1;
  readonly httpVersion = '1.1';
  readonly socket = new LocalSocket();
  aborted = false;
  complete = false;
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

  get connection(): LocalSocket {
    return this.socket;
  }

  get rawHeaders(): string[] {
    return Object.entries(this.headers).flat();
  }

  /** The body is read once something listens (Fastify's body reader calls this after adding its listeners). */
  resume(): this {
    if (this.flowing) return this;
    this.flowing = true;
    process.nextTick(() => {
      const body = this.body;
      this.body = null;
      if (body?.length) this.emit('data', body);
      this.complete = true;
      this.emit('end');
    });
    return this;
  }

  pause(): this {
    return this;
  }

  /** For a body reader that pipes (none of ours do: every parser reads the body whole). */
  pipe<T extends NodeJS.WritableStream>(destination: T): T {
    this.on('data', (chunk: Buffer) => destination.write(chunk));
    this.once('end', () => destination.end());
    this.resume();
    return destination;
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

/** The response side: headers kept in lower case, the body's chunks kept as written. */
export class LocalResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  writableFinished = false;
  writableNeedDrain = false;
  writable = true;
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

  getHeaderNames(): string[] {
    return [...this.fields.keys()];
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
    if (typeof reason === 'string') this.statusMessage = reason;
    if (given) for (const name in given) if (given[name] !== undefined) this.setHeader(name, given[name] as string);
    this.headersSent = true;
    return this;
  }

  flushHeaders(): void {
    this.headersSent = true;
  }

  write(chunk: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void): boolean {
    if (this.writableEnded) {
      const error = Object.assign(new Error('write after end'), { code: 'ERR_STREAM_WRITE_AFTER_END' });
      process.nextTick(() => this.fail(error));
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
    this.writable = false;
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
    this.writable = false;
    if (!this.writableEnded) this.settle(this, error ?? new Error('the in-process response was destroyed before it ended'));
    process.nextTick(() => {
      if (error && this.listenerCount('error') > 0) this.emit('error', error);
      this.emit('close');
      this.req.destroy();
    });
    return this;
  }

  addTrailers(): void {}

  writeEarlyHints(_hints: unknown, callback?: () => void): void {
    callback?.();
  }

  cork(): void {}
  uncork(): void {}

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

  private fail(error: Error): void {
    if (this.listenerCount('error') > 0) this.emit('error', error);
  }
}

function headersSentError(what: string): Error {
  return Object.assign(new Error(`Cannot ${what} headers after they are sent to the client`), { code: 'ERR_HTTP_HEADERS_SENT' });
}

/** Whether a request is an in-process call of a render (not a visitor's): the drain at shutdown still serves those (lib/shutdown.ts). */
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
