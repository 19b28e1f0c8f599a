import { useState } from 'react';

/**
 * The "new / edit" dialog of a list screen: `create()` opens it empty, `edit(row)` on a row, and
 * `close()` shuts it while keeping the row, so the dialog does not go blank as it closes.
 */
export function useEditorDialog<T>(): {
  open: boolean;
  item: T | null;
  create: () => void;
  edit: (item: T) => void;
  close: () => void;
} {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  return {
    ...state,
    create: () => setState({ open: true, item: null }),
    edit: (item) => setState({ open: true, item }),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
