import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPaymentsConfig, type PaymentsConfig } from '../modules/payments/config';
import { type CarriersConfig, loadCarriersConfig } from '../modules/shipping/carriers/config';
import { RENDER_QUEUE_DEFAULTS, type RenderQueueOptions } from '../web/render-queue';

/** Everything configurable, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  env: 'production' | 'development' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** Where the built web app lives (apps/web/build). */
  webBuildDir: string;
  publicUrl: string;
  seedOnEmpty: boolean;
  /**
   * Whose X-Forwarded-For/-Proto to believe (Fastify's `trustProxy`): nobody by default, so a
   * client reaching the server directly cannot pick the address its rate limits count.
   */
  trustProxy: boolean | number | string;
  /** Page renders at once, waiting, and how long one may wait (web/render-queue.ts, decision 0107). */
  renderQueue: RenderQueueOptions;
  /** Payment gateways and the bank-notification key (modules/payments/config.ts); a gateway left null is not offered. */
  payments: PaymentsConfig;
  /** Live carriers (GHN, GHTK; modules/shipping/carriers/config.ts); none configured: only the shop's own shipping methods. */
  carriers: CarriersConfig;
  /** Uploaded files in an S3-compatible bucket (lib/storage, decision 0190); null: the data folder's `uploads`. */
  s3: S3Config | null;
  /** Bearer token of GET /metrics (decision 0191); unset: /metrics is not served. */
  metricsToken: string | undefined;
  /** Other origins whose pages may call the shop's own API with credentials (CORS_ORIGINS); the e-learning API is open to all. */
  corsOrigins: string[];
  /** false (JOBS_WORKER=false): with Redis, this instance queues jobs but leaves running them to others (`npm run worker`). */
  jobsWorker: boolean;
}

export interface S3Config {
  /** e.g. http://minio:9000; unset: AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** A CDN or public bucket address: image URLs point there instead of /uploads/. */
  publicUrl: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = findRepoRoot();
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    // Loopback unless HOST opens it (decision 0081): a fresh clone is not reachable from the network.
    host: env.HOST || '127.0.0.1',
    env: nodeEnv,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webBuildDir: path.resolve(root, env.WEB_BUILD_DIR ?? 'apps/web/build'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    renderQueue: {
      concurrency: positiveInt(env.RENDER_CONCURRENCY, RENDER_QUEUE_DEFAULTS.concurrency),
      maxWaiting: positiveInt(env.RENDER_QUEUE, RENDER_QUEUE_DEFAULTS.maxWaiting),
      maxWaitMs: positiveInt(env.RENDER_WAIT_MS, RENDER_QUEUE_DEFAULTS.maxWaitMs),
      shedAfterMs: positiveInt(env.RENDER_SHED_MS, RENDER_QUEUE_DEFAULTS.shedAfterMs),
      turnMs: positiveInt(env.RENDER_TURN_MS, RENDER_QUEUE_DEFAULTS.turnMs),
    },
    payments: loadPaymentsConfig(env),
    carriers: loadCarriersConfig(env),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          publicUrl: env.S3_PUBLIC_URL || undefined,
        }
      : null,
    metricsToken: env.METRICS_TOKEN || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    jobsWorker: env.JOBS_WORKER !== 'false',
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** `true`, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs; unset: none. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** The repository root: the nearest folder above this file holding package-lock.json. */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(path.join(dir, 'package-lock.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
