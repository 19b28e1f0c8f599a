import type { SearchSuggestions } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { useEffect, useState } from 'react';
import { api } from '../api/browser-api';

const catalog = catalogApi(api);
/** Typing pauses this long before a request: one call per word, not per key. */
export const SUGGEST_DEBOUNCE_MS = 250;
const MIN_CHARS = 1;
const cache = new Map<string, SearchSuggestions>();
let popular: Promise<string[]> | null = null;

export interface SuggestState {
  data: SearchSuggestions | null;
  popular: string[];
  loading: boolean;
  error: boolean;
}

/** Suggestions for what is typed (accent-insensitive on the server), popular terms when empty. */
export function useSuggestions(query: string, enabled: boolean): SuggestState {
  const q = query.trim();
  const [state, setState] = useState<SuggestState>({ data: null, popular: [], loading: false, error: false });

  useEffect(() => {
    if (!enabled || q) return;
    popular ??= catalog.popularTerms(5).catch(() => {
      popular = null;
      return [];
    });
    let live = true;
    void popular.then((terms) => live && setState((s) => ({ ...s, popular: terms })));
    return () => {
      live = false;
    };
  }, [enabled, q]);

  useEffect(() => {
    if (!enabled || q.length < MIN_CHARS) {
      setState((s) => ({ ...s, data: null, loading: false, error: false }));
      return;
    }
    const key = q.toLowerCase();
    const hit = cache.get(key);
    if (hit) {
      setState((s) => ({ ...s, data: hit, loading: false, error: false }));
      return;
    }
    setState((s) => ({ ...s, loading: true, error: false }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      catalog
        .suggestions(q, 5, controller.signal)
        .then((data) => {
          cache.set(key, data);
          setState((s) => ({ ...s, data, loading: false }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: true }));
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, q]);

  return state;
}
