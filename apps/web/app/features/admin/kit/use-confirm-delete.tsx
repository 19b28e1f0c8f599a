import { isApiError } from '@sen/core/api-client';
import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from './ConfirmDialog';

interface Options<T> {
  /** The API call that deletes the row. */
  remove: (item: T) => Promise<unknown>;
  /** After a delete went through (reload the list). */
  onDeleted: () => unknown;
  /** The dialog's title, also its red button ("Xóa"). */
  title: string;
  /** The question, naming the row. */
  message: (item: T) => string;
  /** The toast after a delete. */
  deleted: string;
  /** The toast when the server gave no message of its own (default: the kit's "could not save"). */
  failed?: string;
}

/**
 * The delete of a list screen: `ask(row)` opens the confirm dialog; yes calls the API with the
 * dialog busy, then toasts the result — the server's own message on a refusal (a 409 "still has
 * products") — and closes. Render `dialog` once in the page.
 */
export function useConfirmDelete<T>(options: Options<T>): { ask: (item: T) => void; dialog: ReactNode } {
  const t = useT();
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const opts = useRef(options);
  opts.current = options;

  const confirm = async () => {
    if (item === null || busy) return;
    const o = opts.current;
    setBusy(true);
    try {
      await o.remove(item);
      toast.success(o.deleted);
      o.onDeleted();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : (o.failed ?? t('adminKit.saveFailed')));
    } finally {
      setBusy(false);
      setItem(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={item !== null}
      title={options.title}
      message={item === null ? '' : options.message(item)}
      confirmLabel={options.title}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && setItem(null)}
    />
  );
  return { ask: (x: T) => setItem(() => x), dialog };
}
