import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { changeBus } from '../../lib/change-bus';
import { buildSnapshot, fingerprint, loadPatchRows, patchSnapshot, type Snapshot, sortAll } from './snapshot';

/**
 * Shared through app.cache: dropping the `listing:` prefix makes every instance rebuild its
 * snapshot (writes that are not one product's: categories, sellers, large imports). Product
 * writes keep it and patch the snapshots instead (listingChanged).
 */
export const LISTING_PREFIX = 'listing:';
const TOKEN_KEY = `${LISTING_PREFIX}index-token`;
const TOKEN_TTL = 24 * 3600_000;
/** Without writes, checked this often for moves by orders or reviews (stock, sold, ratings). */
const CHECK_EVERY = 60_000;
/** And rebuilt at least this often whatever the check says (a change made straight in the database). */
const MAX_AGE = 15 * 60_000;
/** Change-bus topic of product changes: `listing:<id>,<id>…`. */
export const LISTING_TOPIC = 'listing';
/** More products than this in one change: one rebuild is cheaper than the patch (and the message). */
export const MAX_PATCH = 1_000;

/**
 * The version of a patched snapshot: a hash of the one it came from and of the rows it took in,
 * so two instances that applied the same changes to the same snapshot share cached answers, and
 * any difference gives different keys.
 */
function patchedVersion(old: string, ids: string[], rows: { id: string }[]): string {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
  return createHash('sha1')
    .update(old)
    .update(JSON.stringify([[...ids].sort(), sorted]))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * This process's snapshot of the listing columns (see snapshot.ts), kept fresh three ways (decision 0362):
 * - a product write (admin form, bulk edit, CSV import, stock taken or returned by orders)
 *   names its products on the change bus (listingChanged); every instance reads just those rows
 *   and patches its snapshot (patchSnapshot), and requests wait for a patch under way, so the
 *   writer's next read and every instance within milliseconds show the change;
 * - other catalogue writes change the shared token: the next request waits for a new snapshot;
 * - otherwise, every minute, a one-row aggregate (count, stock, sold, rating counts) tells
 *   whether anything moved unseen (reviews, a change made straight in the database); only then
 *   is the snapshot rebuilt, in the background, while requests keep using the current one.
 */
export class ListingIndex {
  private current: Snapshot | null = null;
  /** The shared token `current` was built for (a patch keeps it; its version changes). */
  private token = '';
  private building: Promise<Snapshot> | null = null;
  private builtAt = 0;
  private checkedAt = 0;
  private checking = false;
  private readonly pending = new Set<string>();
  private patching: Promise<void> | null = null;
  private listening = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Hears product changes from every instance (this one's too). Call while registering a plugin. */
  async listen(): Promise<void> {
    if (this.listening) return;
    this.listening = true;
    (await changeBus(this.app)).on((topic) => {
      if (!topic.startsWith(`${LISTING_TOPIC}:`)) return;
      const ids = topic
        .slice(LISTING_TOPIC.length + 1)
        .split(',')
        .filter(Boolean);
      this.changed(ids).catch(() => {});
    });
  }

  private sharedToken(): Promise<string> {
    return this.app.cache.wrap(TOKEN_KEY, TOKEN_TTL, async () => randomUUID()).then(String);
  }

  async get(): Promise<Snapshot> {
    const token = await this.sharedToken();
    if (this.patching) await this.patching.catch(() => {});
    const current = this.current;
    if (!current || this.token !== token) return this.rebuild(token);
    if (Date.now() - this.checkedAt > CHECK_EVERY) void this.refreshIfMoved(current);
    return current;
  }

  /**
   * The snapshot, or null while the first one is still being built after start (it is started
   * here if need be): callers answer from the database meanwhile (db-listing.ts) instead of
   * waiting seconds for it. After a catalogue write it waits for the new one, as get() does.
   */
  async ready(): Promise<Snapshot | null> {
    if (!this.current) {
      const token = await this.sharedToken();
      if (!this.current) {
        this.rebuild(token).catch(() => {});
        return null;
      }
    }
    return this.get();
  }

  /**
   * The snapshot as get() gives it when this instance has one or is building its first (the
   * warm-up at start); null in a process that builds none (a worker), where none is built for this.
   */
  async ifBuilt(): Promise<Snapshot | null> {
    return this.current || this.building ? this.get() : null;
  }

  /**
   * Tells every instance (this one first, at once) that these products changed; resolves once
   * this one's patch is in use — or, with `wait` false, once it is under way: this instance's
   * next read waits for it all the same (get()).
   */
  async publish(ids: string[], wait = true): Promise<void> {
    await this.listen();
    // The bus hands the topic to this instance's listener before it goes out through Redis.
    await (await changeBus(this.app)).publish(`${LISTING_TOPIC}:${ids.join(',')}`);
    if (wait) await this.changed([]);
  }

  /** Patches the snapshot with the current rows of these products; resolves once it is in use. */
  changed(ids: string[]): Promise<void> {
    for (const id of ids) this.pending.add(id);
    this.patching ??= this.drain().finally(() => {
      this.patching = null;
    });
    return this.patching;
  }

  private async drain(): Promise<void> {
    while (this.pending.size) {
      // A build under way may have read a row before its change: patch what it gives.
      if (this.building) await this.building.catch(() => {});
      const ids = [...this.pending];
      this.pending.clear();
      const current = this.current;
      // No snapshot yet: the first build reads every row as it is now.
      if (!current) continue;
      try {
        const rows = await loadPatchRows(this.app.db, ids);
        if (this.building || this.current !== current) {
          for (const id of ids) this.pending.add(id);
          continue;
        }
        this.current = patchSnapshot(current, patchedVersion(current.version, ids, rows), ids, rows);
      } catch (err) {
        // The rows could not be read: rebuild everything rather than show a stale product.
        this.app.log.error({ err }, 'product index patch failed');
        await this.rebuild(this.token).catch(() => {});
      }
    }
  }

  private async refreshIfMoved(current: Snapshot): Promise<void> {
    if (this.checking || this.building || this.patching) return;
    this.checking = true;
    this.checkedAt = Date.now();
    try {
      const moved = Date.now() - this.builtAt > MAX_AGE || (await fingerprint(this.app)) !== current.fingerprint;
      if (moved) await this.rebuild(this.token);
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
        this.token = token;
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

/**
 * Products changed (written by staff, stock taken or returned by an order): every instance
 * patches its listing snapshot with just their rows (this one before this resolves, the others
 * through Redis within milliseconds). Many at once (a large import, a sale sweep): one rebuild.
 * Cached answers are the caller's business (catalogueChanged drops them for staff writes).
 */
export async function listingChanged(
  app: Pick<FastifyInstance, 'db' | 'cache'>,
  ids: string[],
  /**
   * False: resolve once the patch is under way, not applied (stock moved by orders, decision
   * 0379: the buyer's answer does not wait for it, and the listing's next read still does).
   */
  wait = true,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  if (unique.length > MAX_PATCH) {
    await app.cache.invalidate(LISTING_PREFIX);
    return;
  }
  // An app serving no listing (its routes are not registered) has no snapshot to patch.
  await indexes.get(app.db)?.publish(unique, wait);
}
