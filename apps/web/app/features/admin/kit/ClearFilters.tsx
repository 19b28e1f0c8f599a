import type { ReactNode } from 'react';

/**
 * A list screen's "clear filters" button: shown only while a filter or the search is set; empties
 * the typed search box (`onClear`) and the URL filters together.
 */
export function ClearFilters({
  filters,
  onClear,
  className,
  children,
}: {
  filters: { active: boolean; clear: () => void };
  onClear?: () => void;
  className: string;
  children: ReactNode;
}) {
  if (!filters.active) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClear?.();
        filters.clear();
      }}
    >
      {children}
    </button>
  );
}
