import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §4/§9: slides change at most every 500 ms; autoplay every 5000 ms. */
export const SLIDE_LOCK_MS = 500;
export const AUTOPLAY_MS = 5000;

interface Options {
  count: number;
  /** Autoplay stops while true (hover, drag, focus, the pause button). */
  paused: boolean;
  interval?: number;
}

/**
 * Index of the current slide, wrapping both ways. A change within SLIDE_LOCK_MS of the last one
 * is ignored (spec's transition lock); any change restarts the autoplay timer.
 */
export function useCarousel({ count, paused, interval = AUTOPLAY_MS }: Options) {
  const [index, setIndex] = useState(0);
  const lockedUntil = useRef(0);
  // Bumped on every change so the autoplay timer restarts from a manual move.
  const [tick, setTick] = useState(0);

  const goTo = useCallback(
    (target: number) => {
      if (count <= 1) return false;
      const now = Date.now();
      if (now < lockedUntil.current) return false;
      lockedUntil.current = now + SLIDE_LOCK_MS;
      setIndex(((target % count) + count) % count);
      setTick((n) => n + 1);
      return true;
    },
    [count],
  );

  const indexRef = useRef(index);
  indexRef.current = index;
  const next = useCallback(() => goTo(indexRef.current + 1), [goTo]);
  const prev = useCallback(() => goTo(indexRef.current - 1), [goTo]);

  useEffect(() => {
    if (paused || count <= 1) return;
    const timer = setTimeout(next, interval);
    return () => clearTimeout(timer);
    // `tick` restarts the wait after each change.
  }, [paused, count, interval, next, tick]);

  return { index, goTo, next, prev };
}
