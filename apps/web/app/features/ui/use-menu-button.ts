import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * The behaviour of a WAI-ARIA menu button, shared by DropdownMenu and MenuButton: when it opens,
 * focus moves to the item `focusIndex()` names; arrows, Home and End move; Escape closes and
 * returns focus to the trigger; Tab or a pointer press outside closes it.
 */
export function useMenuButton<I extends HTMLElement>(focusIndex: () => number = () => 0) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<I | null>>([]);
  const menuId = useId();

  // Focus moves into the menu only when it opens, not when the items change underneath.
  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex()]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((el): el is I => el !== null);
    const index = items.indexOf(document.activeElement as I);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(items.length - 1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  /** Props for the trigger button; `openKeys` open the menu from the keyboard. */
  const triggerProps = (label: string, testId: string | undefined, openKeys: readonly string[]) => ({
    ref: buttonRef,
    type: 'button' as const,
    'aria-label': label,
    title: label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'data-testid': testId,
    onClick: () => setOpen((o) => !o),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (openKeys.includes(event.key)) {
        event.preventDefault();
        setOpen(true);
      }
    },
  });

  /** Props for the element with role="menu". */
  const menuProps = (label: string) => ({
    id: menuId,
    role: 'menu' as const,
    'aria-label': label,
    tabIndex: -1,
    onKeyDown: onMenuKeyDown,
  });

  return { open, rootRef, itemRefs, close, triggerProps, menuProps };
}
