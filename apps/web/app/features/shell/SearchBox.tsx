import { lazy, Suspense, useCallback, useState } from 'react';
import { SearchCombobox } from '../search/SearchCombobox';

// Only phones open it, and only when asked.
const MobileSearchOverlay = lazy(() => import('../search/MobileSearchOverlay').then((m) => ({ default: m.MobileSearchOverlay })));

/** Spec 1 §9 breakpoint: below it the field opens the full-screen search overlay. */
const MOBILE_QUERY = '(max-width: 767.98px)';

/** The header search: suggestions as you type (README decision 6); on phones a full-screen overlay. */
export function SearchBox({ className, compact = false }: { className?: string; compact?: boolean }) {
  const [overlay, setOverlay] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = useCallback(() => setOverlay(false), []);
  const openOverlay = () => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return false;
    setLoaded(true);
    setOverlay(true);
    return true;
  };
  return (
    <>
      <SearchCombobox
        variant="dropdown"
        compact={compact}
        className={className}
        onFocusRedirect={() => {
          if (!openOverlay()) return false;
          (document.activeElement as HTMLElement | null)?.blur();
          return true;
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <MobileSearchOverlay open={overlay} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
