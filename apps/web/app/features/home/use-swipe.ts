import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/** Spec 1 §9: a drag longer than 20 % of the width changes slide. */
export const SWIPE_THRESHOLD = 0.2;
/** Below this many pixels a press is a tap: the slide's link is followed. */
const TAP_SLOP_PX = 6;

/**
 * Swipe (touch) and drag (mouse) on a slide track. `offset` is the live drag distance for the
 * transform; a release past the threshold calls onSwipe(±1). After a real drag the click that
 * follows is swallowed so the link under the pointer is not opened.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number; width: number } | null>(null);
  const moved = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId, width: event.currentTarget.clientWidth || 1 };
    moved.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s || s.id !== event.pointerId) return;
    const dx = event.clientX - s.x;
    if (!moved.current && Math.abs(dx) > TAP_SLOP_PX && Math.abs(dx) > Math.abs(event.clientY - s.y)) {
      moved.current = true;
      setDragging(true);
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (moved.current) setOffset(dx);
  };

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.id !== event.pointerId) return;
    start.current = null;
    const dx = event.clientX - s.x;
    if (moved.current && !cancelled && Math.abs(dx) > s.width * SWIPE_THRESHOLD) onSwipe(dx < 0 ? 1 : -1);
    setOffset(0);
    setDragging(false);
  };

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (moved.current) {
      event.preventDefault();
      event.stopPropagation();
      moved.current = false;
    }
  };

  return {
    offset,
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
      onClickCapture,
    },
  };
}
