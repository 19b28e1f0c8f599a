import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type FilterValues<K extends string> = Partial<Record<K, string>>;

/**
 * A list screen's state (page, sort, search, filters) lives in the URL: a reload, the back button
 * or a shared link shows the same rows. Changing anything but the page goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: FilterValues<K | 'page' | 'sort' | 'order' | 'search' | 'limit'> = {};
    for (const key of [...keys, 'page', 'sort', 'order', 'search', 'limit'] as const) {
      const value = params.get(key);
      if (value) out[key as K] = value;
    }
    return out;
  }, [params, keys]);

  // Two changes in a row (from, then to) before the URL has moved: the second builds on the first.
  // React Router's functional update starts from the rendered params, so it would drop the first.
  const pending = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const set = useCallback(
    (changes: FilterValues<K | 'page' | 'sort' | 'order' | 'search' | 'limit'>) => {
      const current = params.toString();
      const start = pending.current && pending.current.from === current ? pending.current.next : params;
      const next = new URLSearchParams(start);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value as string);
      }
      if (!('page' in changes)) next.delete('page');
      pending.current = { from: current, next };
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  const clear = useCallback(() => {
    pending.current = null;
    setParams(
      (previous) => {
        const next = new URLSearchParams();
        for (const key of ['sort', 'order', 'limit']) {
          const value = previous.get(key);
          if (value) next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const page = Math.max(1, Number(values.page) || 1);
  const active = keys.some((k) => values[k]) || Boolean(values.search);
  return { values, set, clear, page, active };
}
