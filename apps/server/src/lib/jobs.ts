import type { Job, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BackgroundTasks } from './background';

/**
 * Background work (decision 0193). One set of job definitions, two engines:
 * - without Redis, jobs run in this process (lib/background.ts: drained on close, periodic tasks
 *   never on top of themselves);
 * - with Redis, on BullMQ: a periodic task is one shared job scheduler, so one instance runs each
 *   tick; an enqueued job runs once on whichever instance (or `npm run worker`) takes it, with
 *   retries and backoff; a job whose instance died mid-run is taken over when its lock lapses.
 */
export interface Jobs {
  readonly engine: 'process' | 'bullmq';
  /** Registers what a job kind does. Define every kind before the app is ready. */
  define<T>(name: string, handler: (data: T) => Promise<unknown>): void;
  /** Runs `task` soon and then every `ms`, never twice at once (one instance at a time with Redis). */
  every(name: string, ms: number, task: () => Promise<unknown>): void;
  /**
   * Queues a job of a defined kind. With `key`, a job of the same kind and key that is still
   * waiting or running is not queued again (deduplication); with `windowMs` too, nor for that
   * long after it was queued (N instances starting together ask for one warm-up).
   */
  enqueue<T>(name: string, data: T, opts?: EnqueueOptions): Promise<void>;
  /** Jobs waiting or delayed (for /metrics). */
  waiting(): Promise<number>;
  /** Starts taking jobs (the app's onReady). */
  start(): void;
  /** Stops taking jobs and waits for the running ones; `force`: does not wait (they are taken over later). */
  close(opts?: { force?: boolean }): Promise<void>;
}

export interface EnqueueOptions {
  key?: string;
  windowMs?: number;
}

export const JOB_ATTEMPTS = 5;
export const JOB_BACKOFF_MS = 1000;

type Handler = (data: unknown) => Promise<unknown>;

/** Jobs in this process, on the app's background tasks. */
export function processJobs(background: BackgroundTasks, opts: { backoffMs?: number } = {}): Jobs {
  const handlers = new Map<string, Handler>();
  const running = new Set<string>();
  /** Keys queued with a window, and until when they stay deduplicated. */
  const windows = new Map<string, number>();
  let queued = 0;
  const backoff = opts.backoffMs ?? JOB_BACKOFF_MS;
  return {
    engine: 'process',
    define(name, handler) {
      handlers.set(name, handler as Handler);
    },
    every(name, ms, task) {
      background.every(name, ms, task);
    },
    async enqueue(name, data, o) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`unknown job kind: ${name}`);
      const dedupe = o?.key === undefined ? undefined : `${name}\u0000${o.key}`;
      if (dedupe) {
        if (running.has(dedupe) || (windows.get(dedupe) ?? 0) > Date.now()) return;
        running.add(dedupe);
        if (o?.windowMs) windows.set(dedupe, Date.now() + o.windowMs);
      }
      queued++;
      void background.run(name, async () => {
        try {
          for (let attempt = 1; ; attempt++) {
            try {
              return await handler(data);
            } catch (err) {
              if (attempt >= JOB_ATTEMPTS || background.stopping) throw err;
              await new Promise((r) => setTimeout(r, backoff * 2 ** (attempt - 1)).unref());
            }
          }
        } finally {
          queued--;
          if (dedupe) running.delete(dedupe);
        }
      });
    },
    async waiting() {
      return queued;
    },
    start() {},
    async close() {},
  };
}

export interface BullJobsOptions {
  redis: Redis;
  namespace: string;
  log: FastifyBaseLogger;
  /** false: this instance queues and schedules but does not run jobs (JOBS_WORKER=false). */
  work?: boolean;
  concurrency?: number;
  /** How long a job's lock lasts without renewal; a dead instance's job is taken over after it. */
  lockMs?: number;
  backoffMs?: number;
}

/** BullMQ job ids may not contain ':'. */
const jobId = (name: string, key: string) => `${name}|${key}`.replace(/:/g, '_');

/** BullMQ is loaded only with Redis: an instance without it never pays for the library. */
export async function bullJobs(opts: BullJobsOptions): Promise<Jobs> {
  const { Queue, Worker } = await import('bullmq');
  const handlers = new Map<string, Handler>();
  const prefix = `sen:jobs:${opts.namespace}`;
  // Blocking commands wait for Redis to come back instead of failing (BullMQ's advice).
  const queueConn = opts.redis.duplicate({ maxRetriesPerRequest: null });
  const queue = new Queue('sen', { connection: queueConn, prefix });
  queue.on('error', (err) => opts.log.warn({ err }, 'job queue error'));
  const jobOpts = {
    attempts: JOB_ATTEMPTS,
    backoff: { type: 'exponential' as const, delay: opts.backoffMs ?? JOB_BACKOFF_MS },
    removeOnComplete: true,
    removeOnFail: 1000,
  };
  let worker: Worker | null = null;
  let workerConn: Redis | null = null;
  const schedules: Array<{ name: string; ms: number }> = [];
  let started = false;

  const schedule = async (name: string, ms: number) => {
    await queue.upsertJobScheduler(name, { every: ms }, { name, opts: { ...jobOpts, attempts: 3, removeOnFail: 100 } });
  };

  return {
    engine: 'bullmq',
    define(name, handler) {
      handlers.set(name, handler as Handler);
    },
    every(name, ms, task) {
      handlers.set(name, task);
      schedules.push({ name, ms });
      if (started) void schedule(name, ms).catch((err) => opts.log.warn({ err, job: name }, 'job schedule failed'));
    },
    async enqueue(name, data, o) {
      if (!handlers.has(name)) throw new Error(`unknown job kind: ${name}`);
      if (o?.key === undefined) await queue.add(name, data, jobOpts);
      else if (o.windowMs)
        await queue.add(name, data, { ...jobOpts, deduplication: { id: jobId(name, o.key), ttl: o.windowMs } });
      else await queue.add(name, data, { ...jobOpts, jobId: jobId(name, o.key) });
    },
    async waiting() {
      return queue.getJobCountByTypes('waiting', 'delayed', 'prioritized');
    },
    start() {
      if (started) return;
      started = true;
      for (const s of schedules) {
        void schedule(s.name, s.ms).catch((err) => opts.log.warn({ err, job: s.name }, 'job schedule failed'));
      }
      if (opts.work === false) return;
      workerConn = opts.redis.duplicate({ maxRetriesPerRequest: null });
      worker = new Worker(
        'sen',
        async (job: Job) => {
          const handler = handlers.get(job.name);
          // A kind this version does not know (a newer instance queued it): fail, to be retried elsewhere.
          if (!handler) throw new Error(`unknown job kind: ${job.name}`);
          return handler(job.data);
        },
        {
          connection: workerConn,
          prefix,
          concurrency: opts.concurrency ?? 2,
          autorun: false,
          ...(opts.lockMs ? { lockDuration: opts.lockMs, stalledInterval: opts.lockMs } : {}),
        },
      );
      worker.on('error', (err) => opts.log.warn({ err }, 'job worker error'));
      worker.on('failed', (job, err) => opts.log.warn({ err, job: job?.name, attempts: job?.attemptsMade }, 'job failed'));
      void worker.run().catch((err) => opts.log.warn({ err }, 'job worker stopped'));
    },
    async close(o) {
      await worker?.close(o?.force === true);
      await queue.close();
      for (const c of [queueConn, workerConn]) if (c && c.status !== 'end') await c.quit().catch(() => {});
    },
  };
}
