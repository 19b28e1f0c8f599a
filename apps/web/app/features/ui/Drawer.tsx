import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';
import { useModalLayer } from './use-modal-layer';

/** Spec 1 "Cart drawer": 300 ms exit animation, shared by the mobile menu and search overlay. */
export const DRAWER_EXIT_MS = 300;

interface Props {
  open: boolean;
  onClose: () => void;
  label: string;
  side?: 'left' | 'right';
  /** Tailwind width classes of the panel. */
  panelClassName?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal side panel: Escape and the backdrop close it, Tab stays inside,
 * the page behind does not scroll, and focus goes back where it was.
 */
export function Drawer({ open, onClose, label, side = 'left', panelClassName, children, testId }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const { mounted, visible } = useModalLayer({
    open,
    onClose,
    panelRef,
    exitMs: DRAWER_EXIT_MS,
    onOpening: () => {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
    },
    onClosed: () => returnFocusRef.current?.focus(),
  });

  if (!mounted) return null;

  return (
    <div className="fixed inset-0 z-[60]" data-testid={testId}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-slate-950/60 backdrop-blur-[2px] transition-opacity duration-300',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={clsx(
          'absolute top-0 bottom-0 flex flex-col overflow-y-auto bg-surface shadow-2xl outline-none',
          'transition-transform duration-300 ease-out',
          side === 'left' ? 'left-0' : 'right-0',
          visible ? 'translate-x-0' : side === 'left' ? '-translate-x-full' : 'translate-x-full',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
