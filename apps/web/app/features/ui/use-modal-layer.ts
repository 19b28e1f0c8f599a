import { type RefObject, useEffect, useRef, useState } from 'react';
import { trapTab } from './focus-trap';
import { useBodyScrollLock } from './use-body-scroll-lock';

interface Options {
  open: boolean;
  onClose: () => void;
  /** The modal panel: Tab stays inside it. */
  panelRef: RefObject<HTMLElement | null>;
  /** How long the closing animation runs before the layer unmounts. */
  exitMs: number;
  /** Just before it opens (e.g. remember what had focus). */
  onOpening?: () => void;
  /** After the closing animation, just before it unmounts (e.g. give focus back). */
  onClosed?: () => void;
}

/**
 * What every modal layer (dialog, drawer, overlay) does the same way: it stays mounted through
 * its exit animation (`mounted`), animates in from the next frame (`visible`), locks the page's
 * scrolling, closes on Escape and keeps Tab inside the panel.
 */
export function useModalLayer({ open, onClose, panelRef, exitMs, onOpening, onClosed }: Options) {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const callbacks = useRef({ onOpening, onClosed });
  callbacks.current = { onOpening, onClosed };

  useEffect(() => {
    if (open) {
      callbacks.current.onOpening?.();
      setMounted(true);
      // Next frame, so the enter transition starts from its hidden position.
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => {
      callbacks.current.onClosed?.();
      setMounted(false);
    }, exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);

  useBodyScrollLock(mounted);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, panelRef]);

  return { mounted, visible };
}
