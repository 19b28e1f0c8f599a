import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A report's answer for `key` (the URL's query): the previous figures stay on screen while the
 * next load, a late answer for an older key is dropped, `reload` asks again, `every` refreshes.
 */
export function useReport<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>, every?: number) {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchRef.current(controller.signal).then(
      (data) => setState({ data, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => setAttempt((n) => n + 1), every);
    return () => clearInterval(timer);
  }, [every]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** The DataTable props of a report's rows shown whole (no paging, no sorting). */
export function reportTableProps<T>(rows: T[], state: { loading: boolean; error: string | null; reload: () => void }) {
  return {
    rows,
    total: rows.length,
    page: 1,
    limit: Math.max(rows.length, 1),
    loading: state.loading,
    error: state.error,
    onRetry: state.reload,
    onSortChange: () => {},
    onPageChange: () => {},
  };
}
