import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CheckIcon } from './icons';

export interface MenuOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
  /** Shown at the end of the row (e.g. a language code). */
  hint?: string;
}

interface Props<V extends string> {
  /** Accessible name of the trigger (icon-only buttons need one). */
  label: string;
  trigger: ReactNode;
  options: MenuOption<V>[];
  value: V;
  onChange: (value: V) => void;
  testId?: string;
  align?: 'start' | 'end';
  /** Open above the trigger (e.g. at the bottom of a drawer). */
  placement?: 'down' | 'up';
  triggerClassName?: string;
}

/**
 * A menu button with single-choice items (WAI-ARIA menu button pattern):
 * arrows/Home/End move, Enter/Space choose, Escape or Tab close, focus returns to the trigger.
 */
export function DropdownMenu<V extends string>(props: Props<V>) {
  const { label, trigger, options, value, onChange, testId, align = 'end', placement = 'down', triggerClassName } = props;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  // Focus moves into the menu only when it opens, not when the value changes underneath.
  useEffect(() => {
    if (!open) return;
    const selected = Math.max(
      0,
      options.findIndex((o) => o.value === value),
    );
    itemRefs.current[selected]?.focus();
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
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

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
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={clsx('icon-button', triggerClassName)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={clsx(
            'animate-pop-in absolute z-50 min-w-48 rounded-xl border border-line bg-surface p-1.5 shadow-xl',
            placement === 'down' ? 'top-full mt-2' : 'bottom-full mb-2',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {options.map((option, i) => {
            const checked = option.value === value;
            return (
              <button
                key={option.value}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                onClick={() => {
                  onChange(option.value);
                  close(true);
                }}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm outline-none',
                  'hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500',
                  checked ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-fg',
                )}
              >
                {option.icon && <span className="shrink-0">{option.icon}</span>}
                <span className="flex-1">{option.label}</span>
                {option.hint && <span className="text-xs uppercase text-fg-muted">{option.hint}</span>}
                <CheckIcon size={16} className={checked ? 'opacity-100' : 'opacity-0'} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
