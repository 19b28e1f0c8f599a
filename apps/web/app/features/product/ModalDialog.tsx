import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { trapTab } from '../ui/focus-trap';
import { CloseIcon } from '../ui/icons';
import { useBodyScrollLock } from '../ui/use-body-scroll-lock';

interface Props {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A centred modal on the native <dialog>: the browser makes the page behind inert and puts it
 * in the top layer; we add Escape and backdrop closing, a Tab loop, the scroll lock and the
 * return of focus to whatever opened it.
 */
export function ModalDialog({ labelledBy, onClose, children, className, testId }: Props) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useBodyScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      // Escape: we close through React so state and DOM stay in step.
      event.preventDefault();
      closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      trapTab(event, dialog);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is the keyboard way out
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        'm-auto max-h-[92dvh] w-[calc(100%-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl',
        'animate-pop-in backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('common.close')}
        title={t('common.close')}
        className="icon-button absolute top-2 right-2 z-10 bg-surface/80"
        data-testid="dialog-close"
      >
        <CloseIcon size={20} />
      </button>
      {children}
    </dialog>
  );
}
