import type { Category, HomeData, StoreSettings } from './catalog';
import type { Envelope, ErrorEnvelope, FieldError, Pagination } from './envelope';

/**
 * Typed client for the /api/v1 envelope API, used by server-side loaders
 * (with the in-process `apiFetch`) and by the browser (global fetch).
 * Framework-free on purpose: React lives in apps/web.
 */

export const API_BASE = '/api/v1';
/** Spec 1 §9: API timeout 10000 ms. */
export const API_TIMEOUT_MS = 10_000;
export const REFRESH_TOKEN_PATH = '/auth/refresh-token';

/**
 * A response may offer its body already parsed under this key (the server's in-process calls keep
 * the parsed form of answers renders ask for again and again, decision 0398); the client then takes
 * it instead of reading and parsing the text. What it returns is read-only.
 */
export const PARSED_BODY = Symbol.for('sen.parsedBody');
type WithParsedBody = Response & { [PARSED_BODY]?: () => unknown };

/** Error codes the client produces itself when no envelope came back. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, errorCode: string, message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface ApiClientOptions {
  /** Defaults to /api/v1; loaders and the browser both use relative paths. */
  baseUrl?: string;
  /** Defaults to the global fetch (looked up at call time so tests can stub it). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The device fingerprint sent as X-Fingerprint; omitted when it resolves to nothing (server side). */
  getFingerprint?: () => string | null | undefined | Promise<string | null | undefined>;
  getAccessToken?: () => string | null | undefined;
  setAccessToken?: (token: string | null) => void;
  /**
   * The visitor is known to be signed in. A call without a token in memory then fetches one
   * first: an endpoint open to guests (placing or cancelling an order) would otherwise take
   * it as a guest's instead of answering 401.
   */
  hasSession?: () => boolean;
  /** The refresh failed: the app resets its auth state. */
  onAuthFailure?: (error: ApiError) => void;
  /** A 403 answer: the web shows a toast. */
  onForbidden?: (error: ApiError) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined | Array<string | number>>;
  /** Plain objects are sent as JSON; FormData is sent as is (multipart, the browser sets the boundary). */
  body?: unknown;
  /** This call's own timeout (an upload may need longer than the default). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set for the refresh call itself so a failing refresh never triggers another one. */
  skipAuthRefresh?: boolean;
}

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

export interface CategoryListQuery {
  page?: number;
  limit?: 10 | 20 | 50 | 100;
  sort?: 'name' | 'createdAt' | 'updatedAt' | 'displayOrder';
  order?: 'asc' | 'desc';
  isActive?: boolean;
  search?: string;
}

export interface HealthStatus {
  status: string;
  [key: string]: unknown;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? API_BASE).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  // A bare `window.fetch` reference must not be called as a method of another object ("Illegal invocation").
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  // One refresh at a time: every 401 that arrives while it runs waits for the same promise.
  let refreshing: Promise<string> | null = null;

  function buildUrl(path: string, query?: RequestOptions['query']): string {
    let url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null) continue;
        if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
        else params.append(key, String(value));
      }
      const qs = params.toString();
      if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
    }
    return url;
  }

  async function send<T>(path: string, opts: RequestOptions, token: string | null | undefined): Promise<Envelope<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const fingerprint = await options.getFingerprint?.();
    if (fingerprint) headers['X-Fingerprint'] = fingerprint;
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: RequestInit['body'];
    if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let payload: unknown;
    try {
      response = await doFetch(buildUrl(path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      const parsed = (response as WithParsedBody)[PARSED_BODY];
      if (parsed) payload = parsed.call(response);
      else {
        const text = await response.text();
        payload = text ? safeJson(text) : undefined;
      }
    } catch (cause) {
      if (timedOut) throw new ApiError(0, 'TIMEOUT', 'Request timed out');
      if (opts.signal?.aborted) throw cause;
      throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    if (!response.ok) throw toApiError(response.status, payload);
    if (!isEnvelope(payload)) throw new ApiError(response.status, 'INVALID_RESPONSE', 'Invalid response from server');
    return payload as Envelope<T>;
  }

  function refreshToken(): Promise<string> {
    refreshing ??= (async () => {
      try {
        // The refresh token is an httpOnly cookie; no bearer header on purpose.
        const envelope = await send<{ access_token?: string }>(
          REFRESH_TOKEN_PATH,
          { method: 'POST', skipAuthRefresh: true },
          null,
        );
        const token = envelope.metadata?.access_token;
        if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Unauthorized');
        options.setAccessToken?.(token);
        return token;
      } catch (error) {
        const apiError = isApiError(error) ? error : new ApiError(401, 'UNAUTHORIZED', 'Unauthorized');
        options.setAccessToken?.(null);
        options.onAuthFailure?.(apiError);
        throw apiError;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** The whole envelope, with the 401 refresh-and-retry and the 403 hook applied. */
  async function requestEnvelope<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
    let sentToken = options.getAccessToken?.();
    if (!sentToken && !opts.skipAuthRefresh && options.hasSession?.()) {
      // No live session after all: the call goes out without a token and the server answers.
      sentToken = await refreshToken().catch(() => null);
    }
    try {
      return await send<T>(path, opts, sentToken);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401 && error.message === 'Unauthorized' && !opts.skipAuthRefresh) {
        let token: string;
        try {
          // A request that left before a refresh that has already finished just retries with the new token.
          const current = options.getAccessToken?.();
          token = !refreshing && current && current !== sentToken ? current : await refreshToken();
        } catch {
          // The original failure is what the caller asked about.
          throw error;
        }
        // Retried once; a second 401 is final.
        return send<T>(path, opts, token).catch((retryError: unknown) => {
          if (isApiError(retryError) && retryError.status === 403) options.onForbidden?.(retryError);
          throw retryError;
        });
      }
      if (error.status === 403) options.onForbidden?.(error);
      throw error;
    }
  }

  /** The envelope's metadata. */
  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return (await requestEnvelope<T>(path, opts)).metadata;
  }

  return {
    request,
    requestEnvelope,
    get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, opts),
    post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PATCH', body }),
    delete: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'DELETE' }),

    home: (signal?: AbortSignal) => request<HomeData | null>('/home', { signal }),
    categories: (query: CategoryListQuery = {}, signal?: AbortSignal) =>
      request<ListResult<Category>>('/categories', { query: { ...query }, signal }),
    storeSettings: (signal?: AbortSignal) => request<StoreSettings>('/settings/store', { signal }),
    health: (signal?: AbortSignal) => request<HealthStatus>('/health', { signal }),
  };
}

/** The JSON in `text`, or undefined when it is not JSON (an answer the client then reports as invalid). */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value;
}

function toApiError(status: number, payload: unknown): ApiError {
  if (isEnvelope(payload)) {
    const env = payload as Partial<ErrorEnvelope>;
    return new ApiError(
      status,
      typeof env.errorCode === 'string' ? env.errorCode : String(status),
      typeof env.message === 'string' ? env.message : `HTTP ${status}`,
      Array.isArray(env.metadata?.errors) ? env.metadata.errors : [],
    );
  }
  return new ApiError(status, 'INVALID_RESPONSE', `HTTP ${status}`);
}
