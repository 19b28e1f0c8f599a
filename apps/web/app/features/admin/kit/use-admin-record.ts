import { isApiError } from '@sen/core/api-client';
import { useEffect, useState } from 'react';

/**
 * One record an edit screen works on, loaded when `key` changes (a new id or slug) and cancelled
 * when it changes again or the screen closes. `load` null: nothing to load (a new record). The
 * screen keeps what a save answers with `setRecord`; `error` is the API's message.
 */
export function useAdminRecord<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string | undefined) {
  const [record, setRecord] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // `load` is a new closure each render: the record is named by `key`.
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal).then(setRecord, (e: unknown) => {
      if (!controller.signal.aborted) setError(isApiError(e) ? e.message : String(e));
    });
    return () => controller.abort();
  }, [key]);
  return { record, setRecord, error };
}
