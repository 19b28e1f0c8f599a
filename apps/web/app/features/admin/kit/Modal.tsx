import { clsx } from 'clsx';
import { type FormEventHandler, type ReactNode, useId, useRef } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { useModalLayer } from '../../ui/use-modal-layer';
import { btn, btnPrimary, iconBtn } from './classes';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
}

/** The modal layer of the kit's dialogs (focus, Escape, Tab trap), giving focus back to what opened it. */
export function useDialogLayer(open: boolean, onClose: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { mounted, visible } = useModalLayer({
    open,
    onClose,
    panelRef,
    exitMs: 150,
    onOpening: () => {
      returnFocus.current = document.activeElement as HTMLElement | null;
    },
    onClosed: () => returnFocus.current?.focus(),
  });
  return { panelRef, mounted, visible };
}

/** A dialog panel for the back office (full height on phones); the layer hook does focus, Escape and Tab. */
export function Modal({ open, title, onClose, children, footer, wide, testId }: Props) {
  const t = useT();
  const id = useId();
  const { panelRef, mounted, visible } = useDialogLayer(open, onClose);
  if (!mounted) return null;
  return (
    <div className="fixed inset-0 z-[65] flex items-stretch justify-center sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-slate-950/60 transition-opacity duration-150',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        data-testid={testId}
        className={clsx(
          'relative flex max-h-full w-full flex-col bg-surface shadow-2xl transition duration-150 sm:max-h-[90vh] sm:rounded-2xl sm:border sm:border-line',
          wide ? 'sm:max-w-4xl' : 'sm:max-w-xl',
          visible ? 'scale-100 opacity-100' : 'scale-95 opacity-0',
        )}
      >
        <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h2 id={id} className="text-lg font-semibold text-fg">
            {title}
          </h2>
          <button type="button" className={iconBtn} onClick={onClose} aria-label={t('adminKit.close')}>
            ✕
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</footer>}
      </div>
    </div>
  );
}

interface FormModalProps<T extends FieldValues> extends Omit<Props, 'footer'> {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The submit button's label when "Save" is not what it does (e.g. "Send reply"). */
  submitLabel?: string;
}

/** A form in a dialog: its fields in one react-hook-form provider, cancel and save in the footer. */
export function FormModal<T extends FieldValues>({ form, onSubmit, busy, submitLabel, children, ...modal }: FormModalProps<T>) {
  const t = useT();
  const formId = useId();
  return (
    <Modal
      {...modal}
      footer={
        <>
          <button type="button" className={btn} onClick={modal.onClose}>
            {t('adminKit.cancel')}
          </button>
          <button type="submit" form={formId} className={btnPrimary} disabled={busy}>
            {busy ? t('adminKit.saving') : (submitLabel ?? t('adminKit.save'))}
          </button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
        </form>
      </FormProvider>
    </Modal>
  );
}
