import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = findRepoRoot();
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    env: nodeEnv,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webBuildDir: path.resolve(root, env.WEB_BUILD_DIR ?? 'apps/web/build'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
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
