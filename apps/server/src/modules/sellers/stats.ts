import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';

/** The shop's calendar day (UTC+7) of `now`, YYYY-MM-DD. */
export function shopDay(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** Crawlers and link previews are not shoppers (a plain user-agent test; headless test browsers count). */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python-requests/i;

type Counts = { views: number; add_to_cart: number };

/**
 * Product views and add-to-cart per day (decision 0293), counted in memory and written every few
 * seconds as one upsert per product and day: a product page costs no database write, and several
 * instances add up (the upsert increments). Keyed by id or slug as the request named the product;
 * the flush resolves slugs to ids in one query.
 */
class StatsBuffer {
  private pending = new Map<string, Counts>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** Today's shop day, worked out once a day rather than per product view. */
  private today = { day: '', from: 0, until: 0 };

  private currentDay(): string {
    const now = Date.now();
    if (now < this.today.from || now >= this.today.until) {
      const day = shopDay(new Date(now));
      // The shop day's midnights (UTC+7) in UTC milliseconds.
      const from = Date.parse(`${day}T00:00:00+07:00`);
      this.today = { day, from, until: from + 86_400_000 };
    }
    return this.today.day;
  }

  add(idOrSlug: string, kind: keyof Counts, day = this.currentDay()): void {
    const key = `${day}|${idOrSlug}`;
    const c = this.pending.get(key) ?? { views: 0, add_to_cart: 0 };
    c[kind] += 1;
    this.pending.set(key, c);
    this.timer ??= setTimeout(() => void this.flush(), 5_000);
    this.timer.unref?.();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const names = [...new Set([...batch.keys()].map((k) => k.slice(11)))];
    try {
      const rows = await this.app.db
        .selectFrom('products')
        .select(['id', 'slug'])
        .where((eb) => eb.or([eb('id', 'in', names), eb('slug', 'in', names)]))
        .execute();
      const idOf = new Map<string, string>();
      for (const r of rows) {
        idOf.set(r.id, r.id);
        idOf.set(r.slug, r.id);
      }
      const merged = new Map<string, Counts & { day: string; id: string }>();
      for (const [key, c] of batch) {
        const id = idOf.get(key.slice(11));
        if (!id) continue;
        const day = key.slice(0, 10);
        const m = merged.get(`${day}|${id}`) ?? { day, id, views: 0, add_to_cart: 0 };
        m.views += c.views;
        m.add_to_cart += c.add_to_cart;
        merged.set(`${day}|${id}`, m);
      }
      for (const m of merged.values()) {
        await this.app.db
          .insertInto('product_daily_stats')
          .values({ product_id: m.id, day: m.day, views: m.views, add_to_cart: m.add_to_cart })
          .onConflict((oc) =>
            oc.columns(['product_id', 'day']).doUpdateSet({
              views: sql`product_daily_stats.views + ${m.views}`,
              add_to_cart: sql`product_daily_stats.add_to_cart + ${m.add_to_cart}`,
            }),
          )
          .execute();
      }
    } catch (err) {
      this.app.log.warn({ err }, 'product stats not written');
    }
  }
}

const buffers = new WeakMap<object, StatsBuffer>();

function bufferOf(app: FastifyInstance): StatsBuffer {
  let b = buffers.get(app.db);
  if (!b) {
    b = new StatsBuffer(app);
    buffers.set(app.db, b);
  }
  return b;
}

/** Counts a product page view or a cart add (not for crawlers). */
export function countProductEvent(app: FastifyInstance, req: FastifyRequest, idOrSlug: string, kind: keyof Counts): void {
  if (BOT.test(String(req.headers['user-agent'] ?? ''))) return;
  bufferOf(app).add(idOrSlug, kind);
}

/** Writes what is counted so far (the analytics answer reads after it; the sellers plugin on close). */
export function flushProductStats(app: FastifyInstance): Promise<void> {
  return bufferOf(app).flush();
}
