import { lazy, Suspense, useCallback, useState } from 'react';
import { SearchCombobox } from '../search/SearchCombobox';
import { MOBILE_QUERY } from '../ui/use-is-mobile';

// Only phones open it, and only when asked.
const MobileSearchOverlay = lazy(() => import('../search/MobileSearchOverlay').then((m) => ({ default: m.MobileSearchOverlay })));

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
