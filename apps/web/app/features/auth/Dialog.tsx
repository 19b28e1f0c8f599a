import { clsx } from 'clsx';
import { type ReactNode, useId, useRef } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { CloseIcon } from '../ui/icons';
import { useModalLayer } from '../ui/use-modal-layer';

/** Spec 1 "Auth screens": the modals leave with a 200 ms animation. */
export const DIALOG_EXIT_MS = 200;

/**
 * Where focus goes back when the last dialog closes. Switching from one dialog to another
 * (login → forgot password) keeps the element that opened the first one.
 */
let trigger: HTMLElement | null = null;

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
  /** Tailwind max-width class of the panel. */
  widthClassName?: string;
}

/**
 * A modal dialog: Escape, the backdrop and the close button close it; Tab stays inside;
 * the page behind does not scroll; focus returns to what opened it.
 */
export function Dialog({ open, onClose, title, description, children, testId, widthClassName = 'max-w-md' }: Props) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { mounted, visible } = useModalLayer({
    open,
    onClose,
    panelRef,
    exitMs: DIALOG_EXIT_MS,
    onOpening: () => {
      const active = document.activeElement as HTMLElement | null;
      if (active && active !== document.body && !active.closest('[role="dialog"]')) trigger = active;
    },
    onClosed: () => {
      const panel = panelRef.current;
      const focusLost = document.activeElement === document.body || (panel?.contains(document.activeElement) ?? false);
      // Another dialog may have taken over; only an orphaned focus goes back to the trigger.
      if (focusLost && !document.querySelector('[role="dialog"][data-open="true"]')) trigger?.focus();
    },
  });

  if (!mounted) return null;

  return (
    <div className="fixed inset-0 z-[70] flex items-end justify-center sm:items-center sm:p-4" data-testid={testId}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-slate-950/60 backdrop-blur-[2px] transition-opacity duration-200',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-open={open}
        tabIndex={-1}
        className={clsx(
          'relative flex max-h-[92dvh] w-full flex-col overflow-y-auto rounded-t-3xl border border-line bg-surface shadow-2xl outline-none sm:rounded-3xl',
          'transition duration-200 ease-out',
          visible ? 'translate-y-0 opacity-100 sm:scale-100' : 'translate-y-6 opacity-0 sm:translate-y-0 sm:scale-95',
          widthClassName,
        )}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-2">
          <div>
            <h2 id={titleId} className="text-xl font-bold tracking-tight text-fg">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            title={t('common.close')}
            className="icon-button -mt-1 -mr-2"
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="px-6 pt-2 pb-6">{children}</div>
      </div>
    </div>
  );
}
