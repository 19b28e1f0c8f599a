import { reviewsApi } from '@sen/core/api/reviews';
import type { Pagination } from '@sen/core/envelope';
import { REVIEW_PAGE_SIZE, type ReviewSort } from '@sen/core/reviews/rules';
import type { Review, ReviewSummary } from '@sen/core/reviews/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/browser-api';

interface State {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: Review[];
  pagination: Pagination | null;
  summary: ReviewSummary | null;
  loadingMore: boolean;
}

const INITIAL: State = { status: 'idle', items: [], pagination: null, summary: null, loadingMore: false };

/**
 * The product's published reviews, fetched the first time the tab opens (not server-rendered:
 * the tab is closed on arrival), a page at a time; a new sort or star filter starts again at page 1.
 * Answers to superseded requests are dropped.
 */
export function useReviews(idOrSlug: string, enabled: boolean) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [rating, setRating] = useState<number | null>(null);
  const [state, setState] = useState<State>(INITIAL);
  const latest = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const request = ++latest.current;
      setState((s) => (page === 1 ? { ...s, status: s.status === 'ready' ? 'ready' : 'loading' } : { ...s, loadingMore: true }));
      try {
        const answer = await reviewsApi(api).list(idOrSlug, {
          page,
          limit: REVIEW_PAGE_SIZE,
          sort,
          rating: rating ?? undefined,
        });
        if (request !== latest.current) return;
        setState((s) => ({
          status: 'ready',
          items: page === 1 ? answer.items : [...s.items, ...answer.items.filter((r) => !s.items.some((x) => x._id === r._id))],
          pagination: answer.pagination,
          summary: answer.summary,
          loadingMore: false,
        }));
      } catch {
        if (request !== latest.current) return;
        setState((s) => (page === 1 ? { ...INITIAL, status: 'error' } : { ...s, loadingMore: false, status: 'error' }));
      }
    },
    [idOrSlug, sort, rating],
  );

  useEffect(() => {
    if (enabled) void load(1);
  }, [enabled, load]);

  const { pagination } = state;
  const loadMore = useCallback(() => {
    if (pagination && pagination.page < pagination.totalPages) void load(pagination.page + 1);
  }, [load, pagination]);

  return { ...state, sort, setSort, rating, setRating, loadMore, reload: () => load(1) };
}
