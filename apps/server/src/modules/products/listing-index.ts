import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildSnapshot, fingerprint, type Snapshot, sortAll } from './snapshot';

/** Shared through app.cache, so `invalidate('products:')` after a write reaches every instance. */
const TOKEN_KEY = 'products:index-token';
const TOKEN_TTL = 24 * 3600_000;
/** Without writes, checked this often for moves by orders or reviews (stock, sold, ratings). */
const CHECK_EVERY = 60_000;
/** And rebuilt at least this often whatever the check says (a change made straight in the database). */
const MAX_AGE = 15 * 60_000;

/**
 * This process's snapshot of the listing columns (see snapshot.ts), kept fresh two ways:
 * - after a catalogue write (the shared token changes) the next request waits for a new
 *   snapshot, so staff see their edit at once. A rebuild takes ~0.3–1 s at 100k products, so
 *   bulk imports should invalidate once at the end, and stock moved by orders need not
 *   invalidate at all;
 * - otherwise, every minute, a one-row aggregate (count, stock, sold, rating counts) tells
 *   whether orders or reviews moved anything; only then is the snapshot rebuilt, in the
 *   background, while requests keep using the current one.
 */
export class ListingIndex {
  private current: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private builtAt = 0;
  private checkedAt = 0;
  private checking = false;

  constructor(private readonly app: FastifyInstance) {}

  async get(): Promise<Snapshot> {
    const token = String(await this.app.cache.wrap(TOKEN_KEY, TOKEN_TTL, async () => randomUUID()));
    const current = this.current;
    if (!current) return this.rebuild(token);
    if (current.version === token) {
      if (Date.now() - this.checkedAt > CHECK_EVERY) void this.refreshIfMoved(current);
      return current;
    }
    return this.rebuild(token);
  }

  /**
   * The snapshot, or null while the first one is still being built after start (it is started
   * here if need be): callers answer from the database meanwhile (db-listing.ts) instead of
   * waiting seconds for it. After a catalogue write it waits for the new one, as get() does.
   */
  async ready(): Promise<Snapshot | null> {
    if (!this.current) {
      const token = String(await this.app.cache.wrap(TOKEN_KEY, TOKEN_TTL, async () => randomUUID()));
      if (!this.current) {
        this.rebuild(token).catch(() => {});
        return null;
      }
    }
    return this.get();
  }

  private async refreshIfMoved(current: Snapshot): Promise<void> {
    if (this.checking || this.building) return;
    this.checking = true;
    this.checkedAt = Date.now();
    try {
      const moved = Date.now() - this.builtAt > MAX_AGE || (await fingerprint(this.app)) !== current.fingerprint;
      if (moved) await this.rebuild(current.version);
    } catch {
      // Logged by rebuild; a failed check simply waits for the next one.
    } finally {
      this.checking = false;
    }
  }

  private rebuild(token: string): Promise<Snapshot> {
    this.building ??= buildSnapshot(this.app.db, token)
      .then(async (s) => {
        await sortAll(s);
        this.current = s;
        this.builtAt = Date.now();
        this.checkedAt = this.builtAt;
        return s;
      })
      .catch((err: unknown) => {
        // The previous snapshot stays in use; the next request tries again.
        this.app.log.error({ err }, 'product index build failed');
        throw err;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }
}

// Keyed by the database handle: every plugin (products, search) of one app shares one index.
const indexes = new WeakMap<object, ListingIndex>();

export function listingIndex(app: FastifyInstance): ListingIndex {
  let index = indexes.get(app.db);
  if (!index) {
    index = new ListingIndex(app);
    indexes.set(app.db, index);
  }
  return index;
}
