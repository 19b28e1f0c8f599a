import type { Cache } from './cache';

/**
 * What the shop counts for /metrics (decision 0191). Without METRICS_TOKEN every method is a
 * no-op and prom-client is never loaded; modules call these without caring.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** One order placed (POST /orders answered 201). */
  orderPlaced(): void;
  /** A payment provider's notification (IPN/webhook/callback) and what became of it: `paid`, `failed`, `duplicate`, `invalid`… */
  paymentNotification(provider: string, outcome: string): void;
  /** One HTTP answer: method, route pattern (not the URL), status code, seconds taken. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** The same cache, counting hits and misses per key area (`products`, `catalog`, `home`…). */
  instrumentCache(cache: Cache): Cache;
  /** The Prometheus text exposition and its content-type. */
  render(): Promise<{ contentType: string; body: string }>;
}

export const noMetrics: Metrics = {
  enabled: false,
  orderPlaced() {},
  paymentNotification() {},
  request() {},
  instrumentCache: (cache) => cache,
  async render() {
    return { contentType: 'text/plain', body: '' };
  },
};

/** The first segment of a cache key (`products:list:…` → `products`): few, fixed label values. */
function area(key: string): string {
  const i = key.indexOf(':');
  return i > 0 ? key.slice(0, i) : 'other';
}

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** Prometheus metrics with prom-client (loaded here, only when /metrics is served). */
export async function createMetrics(opts: {
  dialect: string;
  pool?: PoolStats | undefined;
  /** Jobs waiting in the queue (lib/jobs.ts). */
  queueDepth?: () => Promise<number>;
}): Promise<Metrics> {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });

  const requests = new prom.Histogram({
    name: 'sen_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheLookups = new prom.Counter({
    name: 'sen_cache_lookups_total',
    help: 'Answer-cache lookups by key area and result (hit or miss); hit ratio = hit / (hit + miss)',
    labelNames: ['area', 'result'] as const,
    registers: [registry],
  });
  const orders = new prom.Counter({ name: 'sen_orders_placed_total', help: 'Orders placed', registers: [registry] });
  const payments = new prom.Counter({
    name: 'sen_payment_notifications_total',
    help: 'Payment provider notifications received, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  new prom.Gauge({
    name: 'sen_db_info',
    help: 'The database engine (1 for the one in use)',
    labelNames: ['dialect'] as const,
    registers: [registry],
  }).set({ dialect: opts.dialect }, 1);
  const { pool, queueDepth } = opts;
  if (queueDepth) {
    new prom.Gauge({
      name: 'sen_jobs_waiting',
      help: 'Background jobs waiting to run (BullMQ with Redis, else this process)',
      registers: [registry],
      async collect() {
        this.set(await queueDepth().catch(() => 0));
      },
    });
  }
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new prom.Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('sen_db_pool_connections', 'PostgreSQL connections open in the pool', () => pool.totalCount);
    gauge('sen_db_pool_idle', 'PostgreSQL connections idle in the pool', () => pool.idleCount);
    gauge('sen_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', () => pool.waitingCount);
    gauge('sen_db_pool_max', 'Largest number of PostgreSQL connections (PG_POOL_MAX)', () => pool.options.max ?? 10);
  }

  return {
    enabled: true,
    orderPlaced: () => orders.inc(),
    paymentNotification: (provider, outcome) => payments.inc({ provider, outcome }),
    request: (method, route, status, seconds) => requests.observe({ method, route, status_code: String(status) }, seconds),
    instrumentCache(cache) {
      /** Runs a lookup whose loader is wrapped to note a miss, and counts it as a hit or a miss. */
      const counted = async <T>(key: string, lookup: (missed: () => void) => Promise<T>): Promise<T> => {
        let miss = false;
        const value = await lookup(() => {
          miss = true;
        });
        cacheLookups.inc({ area: area(key), result: miss ? 'miss' : 'hit' });
        return value;
      };
      const noting =
        <T>(missed: () => void, load: () => Promise<T>) =>
        () => {
          missed();
          return load();
        };
      return {
        inProcess: cache.inProcess,
        wrap: <T>(key: string, ttlMs: number, load: () => Promise<T>) =>
          counted(key, (missed) => cache.wrap(key, ttlMs, noting(missed, load))),
        wrapBytes: (key, ttlMs, load) => counted(key, (missed) => cache.wrapBytes(key, ttlMs, noting(missed, load))),
        invalidate: (prefix) => cache.invalidate(prefix),
        drop: (keys) => cache.drop(keys),
      };
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
