import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A link, or an action when absent. */
  to?: string;
  onSelect?: () => void;
  /** Drawn with a separator above it. */
  separated?: boolean;
  testId?: string;
}

interface Props {
  label: string;
  trigger: ReactNode;
  header?: ReactNode;
  items: MenuItem[];
  testId?: string;
  triggerClassName?: string;
  menuClassName?: string;
}

/**
 * A menu button with link and action items (WAI-ARIA menu button): arrows, Home and End
 * move, Escape closes and returns focus, Tab or a click outside closes it.
 */
export function MenuButton({ label, trigger, header, items, testId, triggerClassName, menuClassName }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemRefs.current.filter((el): el is HTMLElement => el !== null);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(list.length - 1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const itemClass =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-fg outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={clsx(
            'animate-pop-in absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-xl',
            menuClassName,
          )}
        >
          {header && <div className="border-b border-line px-3 pt-2 pb-3">{header}</div>}
          {items.map((item, i) => {
            const ref = (el: HTMLElement | null) => {
              itemRefs.current[i] = el;
            };
            const content = (
              <>
                {item.icon && <span className="shrink-0 text-fg-muted">{item.icon}</span>}
                <span className="flex-1 truncate">{item.label}</span>
              </>
            );
            return (
              <div key={item.key} role="none" className={item.separated ? 'mt-1 border-t border-line pt-1' : undefined}>
                {item.to ? (
                  <Link
                    ref={ref}
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    data-testid={item.testId}
                    className={itemClass}
                    onClick={() => close(false)}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    ref={ref}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    data-testid={item.testId}
                    className={itemClass}
                    onClick={() => {
                      close(true);
                      item.onSelect?.();
                    }}
                  >
                    {content}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
