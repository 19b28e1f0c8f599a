import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { type Dialect, poolOf } from './db/connection';
import type { Database } from './db/schema';
import { BackgroundTasks } from './lib/background';
import { type Cache, memoryCache, redisCache } from './lib/cache';
import { clientAddressKey } from './lib/client-address';
import { AppError, COMPRESS_THRESHOLD } from './lib/http';
import { IMAGE_VARIANTS_JOB, makeVariants, sweepPendingVariants } from './lib/images';
import { type BullJobsOptions, bullJobs, type Jobs, processJobs } from './lib/jobs';
import { createMetrics, type Metrics, noMetrics } from './lib/metrics';
import { shopKey, shopNamespace } from './lib/redis';
import { shareRequestClasses } from './lib/request-classes';
import { bindUserToLog } from './lib/request-user';
import { registerDrain } from './lib/shutdown';
import { createStorage, type Storage } from './lib/storage';
import { apiModules } from './modules';
import { startSaleSweeper } from './modules/catalog/sale-sweeper';
import { ELEARNING_CORS, isElearningUrl, registerElearningAnswers } from './modules/courses/cross-origin';
import { registerWarmUp } from './modules/health/warm-up';
import { ORDER_RATE_LIMIT, type OrderRateLimit } from './modules/orders/limits';
import { registerApiCors } from './plugins/cors';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerLanguage } from './plugins/language';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatic } from './plugins/static';
import { validatorCompiler } from './plugins/validation';
import { registerSsr } from './web/ssr';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    cache: Cache;
    redis: Redis | null;
    /** This shop's namespace in a shared Redis ('' without Redis): lib/redis.ts `shopNamespace`. */
    redisNamespace: string;
    /** Start-up catch-up and periodic work, drained on close (lib/background.ts). */
    background: BackgroundTasks;
    /** Jobs and periodic tasks: in process, or on BullMQ with Redis (lib/jobs.ts, decision 0193). */
    jobs: Jobs;
    /** Uploaded and generated files: the data folder or an S3 bucket (lib/storage). */
    storage: Storage;
    /** Counters and histograms for /metrics (no-ops without METRICS_TOKEN; lib/metrics.ts). */
    metrics: Metrics;
  }
}

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  redis?: Redis | null;
  /** Serve the web app (off in API tests). */
  web?: boolean;
  /** Orders one client may place per window (default ORDER_RATE_LIMIT); tests placing many from one address raise it. */
  orderRateLimit?: OrderRateLimit;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Where files go (default: from the configuration); closed with the app either way. */
  storage?: Storage;
  /** `npm run worker`: runs jobs, answers no shopper (so warms no listing snapshot). */
  worker?: boolean;
  /** BullMQ tuning for tests (shorter locks); only used with Redis. */
  jobs?: Partial<Pick<BullJobsOptions, 'lockMs' | 'backoffMs' | 'namespace'>>;
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT,
    // Fastify's overloads pick the server type from literal options; a union needs a hint.
    trustProxy: config.trustProxy as boolean,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Our drain answers visitors 503 while closing but serves renders in flight (lib/shutdown.ts).
    return503OnClosing: false,
  });
  // Before any plugin: plugins keep one Request and Reply class unless they decorate (decision 0401).
  shareRequestClasses(app);

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dialect', deps.dialect);
  app.decorate('redis', deps.redis ?? null);
  const namespace = deps.redis ? await shopNamespace(deps.db) : '';
  app.decorate('redisNamespace', namespace);
  app.decorate('orderRateLimit', deps.orderRateLimit ?? ORDER_RATE_LIMIT);
  // The signed-in user, set by the guard (modules/auth/plugin.ts); on the root, so every route's
  // requests keep the root's class (decision 0401).
  app.decorateRequest('user', null);
  const metrics = config.metricsToken
    ? await createMetrics({ dialect: deps.dialect, pool: poolOf(deps.db), queueDepth: () => app.jobs.waiting() })
    : noMetrics;
  app.decorate('metrics', metrics);
  app.decorate(
    'cache',
    metrics.instrumentCache(deps.redis ? redisCache(deps.redis, shopKey('cache', namespace)) : memoryCache()),
  );
  app.decorate('background', new BackgroundTasks(app.log));
  app.addHook('onClose', async () => app.background.drain());
  const jobs = deps.redis
    ? await bullJobs({
        redis: deps.redis,
        namespace: deps.jobs?.namespace ?? namespace,
        log: app.log,
        work: config.jobsWorker,
        ...deps.jobs,
      })
    : processJobs(app.background, deps.jobs);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.close());
  app.decorate('storage', deps.storage ?? (await createStorage(config)));
  app.addHook('onClose', async () => app.storage.close());
  jobs.define<{ folder: string }>(IMAGE_VARIANTS_JOB, ({ folder }) => makeVariants(app.storage, folder));
  // Uploads whose variants job was lost (a process stopped without Redis) or is failing: queued again.
  jobs.every('image variants sweep', 60_000, () => sweepPendingVariants(app));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app, { hsts: config.publicUrl.startsWith('https') });
  registerMetrics(app);
  // The signed-in user's id on the request's completion log line (decision 0191).
  app.addHook('onSend', bindUserToLog);

  // Shutdown: visitors arriving while closing are turned away, renders in flight finish (lib/shutdown.ts).
  registerDrain(app);

  await app.register(fastifyCookie);
  // Request bodies are decompressed only where a request has one: GET and HEAD routes get no
  // @fastify/compress preParsing hook, which ran on every request for nothing (decision 0397).
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && [route.method].flat().every((m) => m === 'GET' || m === 'HEAD'))
      route.decompress = false;
  });
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientAddressKey,
    ...(deps.redis ? { redis: deps.redis, nameSpace: shopKey('rl', namespace) } : {}),
  });

  registerLanguage(app);
  registerErrorHandling(app);
  registerElearningAnswers(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await registerApiCors(api, { matches: isElearningUrl, policy: ELEARNING_CORS });
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  startSaleSweeper(app);
  registerWarmUp(app, { serving: deps.worker !== true });
  await registerStatic(app);
  if (deps.web !== false) await registerSsr(app);

  app.setNotFoundHandler(async (req) => {
    throw new AppError(404, req.url.startsWith('/api/') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND');
  });

  return app;
}
