import { useEffect, useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded panel is fetched when first asked
 * for, then stays mounted so its closing animation can run.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}
