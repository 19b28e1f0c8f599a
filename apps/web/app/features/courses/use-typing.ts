import { useEffect, useState } from 'react';

/** Spec 1 §9 hero animation: typing delay 50 ms, delete speed 30 ms, looping. */
export const TYPING_DELAY_MS = 50;
export const DELETE_SPEED_MS = 30;
/* The spec is silent on the pauses: long enough to read the word, short enough to notice the loop. */
const HOLD_MS = 2000;
const EMPTY_MS = 400;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The word typed letter by letter, held, deleted and typed again. Starts (and renders on the
 * server) as the whole word, so the page reads right before scripts run; still when the visitor
 * asks for less motion.
 */
export function useTyping(word: string): string {
  const [shown, setShown] = useState(word.length);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let count = word.length;
    let deleting = true;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      if (deleting) {
        count -= 1;
        if (count <= 0) deleting = false;
      } else {
        count += 1;
        if (count >= word.length) deleting = true;
      }
      setShown(count);
      const wait = count >= word.length ? HOLD_MS : count <= 0 ? EMPTY_MS : deleting ? DELETE_SPEED_MS : TYPING_DELAY_MS;
      timer = setTimeout(step, wait);
    };
    timer = setTimeout(step, HOLD_MS);
    return () => clearTimeout(timer);
  }, [word]);

  return word.slice(0, shown);
}
