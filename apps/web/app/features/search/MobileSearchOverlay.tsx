import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/LanguageProvider';
import { DRAWER_EXIT_MS } from '../ui/Drawer';
import { trapTab } from '../ui/focus-trap';
import { ChevronLeftIcon } from '../ui/icons';
import { useBodyScrollLock } from '../ui/use-body-scroll-lock';
import { SearchCombobox } from './SearchCombobox';

/**
 * Spec 1 "mobile search overlay": full screen, Escape closes it, the page does not scroll behind
 * it, 300 ms exit like the drawers; focus returns to where it was.
 */
export function MobileSearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setMounted(true);
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => {
      setMounted(false);
      returnFocus.current?.focus({ preventScroll: true });
    }, DRAWER_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useBodyScrollLock(mounted);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      // Tab stays inside the overlay (it is modal).
      const panel = panelRef.current;
      if (panel) trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!mounted) return null;
  // Portalled: the header's backdrop-filter would make `fixed` relative to the header, not the screen.
  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('search.label')}
      data-testid="mobile-search"
      className={clsx(
        'fixed inset-0 z-[70] overflow-y-auto bg-surface transition duration-300',
        visible ? 'translate-y-0 opacity-100' : '-translate-y-4 opacity-0',
      )}
    >
      <div className="flex items-start gap-2 px-3 pt-3 pb-6">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          title={t('common.close')}
          className="icon-button mt-0.5 shrink-0"
        >
          <ChevronLeftIcon size={22} />
        </button>
        <SearchCombobox variant="panel" autoFocus onDone={onClose} className="min-w-0 flex-1" />
      </div>
    </div>,
    document.body,
  );
}
