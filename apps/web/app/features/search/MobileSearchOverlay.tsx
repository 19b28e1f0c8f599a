import { clsx } from 'clsx';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/LanguageProvider';
import { DRAWER_EXIT_MS } from '../ui/Drawer';
import { ChevronLeftIcon } from '../ui/icons';
import { useModalLayer } from '../ui/use-modal-layer';
import { SearchCombobox } from './SearchCombobox';

/**
 * Spec 1 "mobile search overlay": full screen, Escape closes it, the page does not scroll behind
 * it, 300 ms exit like the drawers; focus returns to where it was.
 */
export function MobileSearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const returnFocus = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { mounted, visible } = useModalLayer({
    open,
    onClose,
    panelRef,
    exitMs: DRAWER_EXIT_MS,
    onOpening: () => {
      returnFocus.current = document.activeElement as HTMLElement | null;
    },
    onClosed: () => returnFocus.current?.focus({ preventScroll: true }),
    // The search field focuses itself (autoFocus).
    focusOnOpen: false,
  });

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
