import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import { useMenuButton } from './use-menu-button';

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
  const { open, rootRef, itemRefs, close, triggerProps, menuProps } = useMenuButton<HTMLButtonElement>(() =>
    Math.max(
      0,
      options.findIndex((o) => o.value === value),
    ),
  );

  return (
    <div ref={rootRef} className="relative">
      <button {...triggerProps(label, testId, ['ArrowDown', 'ArrowUp'])} className={clsx('icon-button', triggerClassName)}>
        {trigger}
      </button>
      {open && (
        <div
          {...menuProps(label)}
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
