import { type RefObject, useEffect, useRef, useState } from 'react';
import { FOCUSABLE, trapTab } from './focus-trap';
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
  /**
   * Once shown, focus moves into the panel (its `[data-autofocus]` element, else the first
   * focusable one, else the panel) unless it is already inside. Off when a child focuses itself.
   */
  focusOnOpen?: boolean;
}

/**
 * What every modal layer (dialog, drawer, overlay) does the same way: it stays mounted through
 * its exit animation (`mounted`), animates in from the next frame (`visible`), locks the page's
 * scrolling, moves focus in, closes on Escape and keeps Tab inside the panel.
 */
export function useModalLayer({ open, onClose, panelRef, exitMs, onOpening, onClosed, focusOnOpen = true }: Options) {
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
    if (!visible || !focusOnOpen) return;
    const panel = panelRef.current;
    if (panel?.contains(document.activeElement)) return;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
  }, [visible, focusOnOpen, panelRef]);

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
