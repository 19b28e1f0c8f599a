/**
 * The PayPal SDK sends its requests through axios to a fixed host per environment
 * (api-m.sandbox.paypal.com, api-m.paypal.com). To reach a configured endpoint instead (the local
 * simulator, a proxy), it is given this axios adapter: the same request through `fetch`, with the
 * SDK's host replaced. The SDK accepts every status (validateStatus) and reads the text itself.
 */
const SDK_HOSTS = ['https://api-m.sandbox.paypal.com', 'https://api-m.paypal.com'];

interface AxiosLikeConfig {
  url?: string;
  method?: string;
  headers?: Record<string, unknown> & { toJSON?: () => Record<string, unknown> };
  data?: unknown;
  auth?: { username: string; password: string };
  timeout?: number;
}

export function fetchAdapter(endpoint: string, timeoutMs: number) {
  return async (config: AxiosLikeConfig) => {
    let url = config.url ?? '';
    for (const host of SDK_HOSTS) if (url.startsWith(host)) url = endpoint + url.slice(host.length);
    const raw = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    const headers = new Headers();
    for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== null && v !== false) headers.set(k, String(v));
    if (config.auth) {
      headers.set('authorization', `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`).toString('base64')}`);
    }
    const method = (config.method ?? 'get').toUpperCase();
    const res = await fetch(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' || config.data === undefined ? undefined : (config.data as string),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      data: await res.text(),
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers.entries()),
      config,
      request: {},
    };
  };
}
