import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMenuButton } from './use-menu-button';

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
 * A menu button with link and action items (the user menus of the storefront and the admin
 * area); DropdownMenu is its single-choice sibling. Keyboard and focus: useMenuButton.
 */
export function MenuButton({ label, trigger, header, items, testId, triggerClassName, menuClassName }: Props) {
  const { open, rootRef, itemRefs, close, triggerProps, menuProps } = useMenuButton<HTMLElement>();

  const itemClass =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-fg outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500';

  return (
    <div ref={rootRef} className="relative">
      <button {...triggerProps(label, testId, ['ArrowDown'])} className={triggerClassName}>
        {trigger}
      </button>
      {open && (
        <div
          {...menuProps(label)}
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
