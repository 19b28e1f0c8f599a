import { foldText } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const FLUSH_MS = 5_000;
const MAX_PENDING = 1_000;
const MAX_TERM = 60;

interface Pending {
  display: string;
  count: number;
  last: string;
}

/**
 * Counts searched terms for "popular terms". Searches are buffered and written every few
 * seconds as one upsert per term, so a busy search box costs no write per request. One visitor
 * counts once per term per window, so repeating a search cannot push a term up the list.
 */
export class TermRecorder {
  private pending = new Map<string, Pending>();
  private seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  record(raw: string, visitor: string): void {
    const display = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TERM);
    const term = foldText(display);
    if (term.length < 2) return;
    const visit = `${visitor}|${term}`;
    if (this.seen.has(visit)) return;
    const entry = this.pending.get(term);
    if (!entry && this.pending.size >= MAX_PENDING) return;
    this.seen.add(visit);
    const now = new Date().toISOString();
    this.pending.set(term, { display, count: (entry?.count ?? 0) + 1, last: now });
    this.timer ??= setTimeout(() => void this.flush().catch(() => {}), FLUSH_MS).unref();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending];
    this.pending = new Map();
    this.seen = new Set();
    for (const [term, p] of batch) {
      await this.db
        .insertInto('search_terms')
        .values({ term, display: p.display, count: p.count, last_searched_at: p.last })
        .onConflict((oc) =>
          oc.column('term').doUpdateSet((eb) => ({
            count: eb('search_terms.count', '+', eb.ref('excluded.count')),
            display: eb.ref('excluded.display'),
            last_searched_at: eb.ref('excluded.last_searched_at'),
          })),
        )
        .execute();
    }
  }
}
