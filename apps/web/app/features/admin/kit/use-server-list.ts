import type { ListResult } from '@sen/core/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

interface State<T> {
  result: ListResult<T> | null;
  loading: boolean;
  error: string | null;
}

/**
 * One page of a server list for `key` (the URL's query): the previous rows stay on screen while
 * the next page loads, a late answer for an older key is dropped, and `reload` asks again.
 */
export function useServerList<T>(key: string, fetchPage: (signal: AbortSignal) => Promise<ListResult<T>>) {
  const [state, setState] = useState<State<T>>({ result: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchRef.current(controller.signal).then(
      (result) => setState({ result, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * The DataTable props every server-paged screen wires the same way: rows, total and state of
 * `list`, page and page changes through the URL filters. Spread it into the table:
 * `<DataTable {...serverTableProps(list, filters, PAGE_SIZE)} … />`.
 */
export function serverTableProps<T>(
  list: ReturnType<typeof useServerList<T>>,
  filters: { page: number; set: (changes: { page?: string }) => void },
  limit: number,
) {
  return {
    rows: list.result?.items ?? [],
    total: list.result?.pagination.totalCount ?? 0,
    totalCapped: list.result?.pagination.capped === true,
    page: filters.page,
    limit,
    loading: list.loading,
    error: list.error,
    onRetry: list.reload,
    onPageChange: (page: number) => filters.set({ page: String(page) }),
  };
}

/** The same for a short list shown whole on one page (payment and shipping methods): no paging, no sorting. */
export function wholeListTableProps<T>(list: ReturnType<typeof useServerList<T>>) {
  const rows = list.result?.items ?? [];
  return {
    rows,
    total: rows.length,
    page: 1,
    limit: Math.max(rows.length, 1),
    loading: list.loading,
    error: list.error,
    onRetry: list.reload,
    onSortChange: () => {},
    onPageChange: () => {},
  };
}
