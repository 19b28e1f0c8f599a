import { useCallback, useEffect, useState } from 'react';

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };

/** A list fetched for the current inputs, with a retry (the steps' loading, error and empty states). */
export function useMethods<T>(fetcher: (signal: AbortSignal) => Promise<T[]>, deps: unknown[]) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The caller lists what the fetch depends on (like useEffect's dependencies).
  const run = useCallback(fetcher, deps);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    run(controller.signal)
      .then((items) => setState({ status: 'ready', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, [run, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
