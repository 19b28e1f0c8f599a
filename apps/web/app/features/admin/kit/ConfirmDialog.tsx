import { useId } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { btn, btnDanger, btnPrimary } from './classes';
import { useDialogLayer } from './Modal';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (Escape or the backdrop cancel; focus starts on Cancel, the safe choice). */
export function ConfirmDialog({ open, title, message, confirmLabel, danger, busy, onConfirm, onCancel }: Props) {
  const t = useT();
  const id = useId();
  const { panelRef, mounted, visible } = useDialogLayer(open, onCancel);
  if (!mounted) return null;
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        onClick={onCancel}
        className={`absolute inset-0 bg-slate-950/60 transition-opacity duration-150 ${visible ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-m`}
        tabIndex={-1}
        data-testid="confirm-dialog"
        className={`relative w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-2xl transition duration-150 ${
          visible ? 'scale-100 opacity-100' : 'scale-95 opacity-0'
        }`}
      >
        <h2 id={`${id}-t`} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        <p id={`${id}-m`} className="mt-2 text-sm text-fg-muted">
          {message}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" data-autofocus onClick={onCancel} className={btn}>
            {t('adminKit.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            data-testid="confirm-ok"
            className={danger ? btnDanger : btnPrimary}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
