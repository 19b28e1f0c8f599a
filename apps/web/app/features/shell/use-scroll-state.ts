import { useEffect, useState } from 'react';

/** Spec 1 §9: header compact at 100 px, navbar hides (and gets a shadow) past 10 px. */
export const HEADER_COMPACT_AT = 100;
export const NAVBAR_HIDE_AT = 10;
/** Smaller moves (trackpad jitter, layout shifts) do not count as a change of direction. */
const DIRECTION_SLACK = 4;

export interface ScrollState {
  /** Scrolled past 10 px. */
  scrolled: boolean;
  /** Scrolled past 100 px. */
  pastCompact: boolean;
  /** The last scroll moved down. */
  goingDown: boolean;
}

const TOP: ScrollState = { scrolled: false, pastCompact: false, goingDown: false };

/** Coarse scroll facts; re-renders only when one of them flips, not on every frame. */
export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>(TOP);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      setState((prev) => {
        const delta = y - lastY;
        if (Math.abs(delta) < DIRECTION_SLACK && y > NAVBAR_HIDE_AT) return prev;
        const goingDown = delta > 0 ? true : delta < 0 ? false : prev.goingDown;
        lastY = y;
        const next = { scrolled: y > NAVBAR_HIDE_AT, pastCompact: y > HEADER_COMPACT_AT, goingDown };
        return next.scrolled === prev.scrolled && next.pastCompact === prev.pastCompact && next.goingDown === prev.goingDown
          ? prev
          : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
