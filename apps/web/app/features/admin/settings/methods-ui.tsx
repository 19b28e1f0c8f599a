import { isApiError } from '@sen/core/api-client';
import { clsx } from 'clsx';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btnGhost, iconBtn } from '../kit/classes';

/** Active / inactive and "default" badges of a shipping or payment method row. */
export function MethodBadges({ isActive, isDefault }: { isActive: boolean; isDefault: boolean }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={clsx(
          badge,
          isActive
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
            : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        {isActive ? t('adminCatalog.active') : t('adminCatalog.inactive')}
      </span>
      {isDefault && (
        <span className={clsx(badge, 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-300')}>
          {t('adminSettings.methods.default')}
        </span>
      )}
    </span>
  );
}

/** Runs a row action (set default, toggle, delete): a toast either way, the list reloaded on success. */
export function useRowAction(reload: () => void) {
  return async (run: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await run();
      toast.success(success);
      reload();
    } catch (e) {
      toast.error(isApiError(e) && e.message ? e.message : failure);
    }
  };
}

interface MethodRow {
  _id: string;
  code: string;
  name: string;
  isActive: boolean;
  isDefault: boolean;
}

/**
 * The row buttons of a shipping or payment method: make default, turn on/off, delete. `api` does
 * the writes; `failed` names what to say when the server gives no message of its own.
 */
export function MethodActions<M extends MethodRow>({
  method: m,
  act,
  api,
  failed,
  onDelete,
}: {
  method: M;
  act: ReturnType<typeof useRowAction>;
  api: { setDefault: (id: string) => Promise<unknown>; toggle: (id: string) => Promise<unknown> };
  failed: { setDefault: string; toggle: string };
  onDelete: (m: M) => void;
}) {
  const t = useT();
  return (
    <span className="flex justify-end gap-1 whitespace-nowrap">
      {!m.isDefault && (
        <button
          type="button"
          className={clsx(btnGhost, 'h-8 px-2 text-xs')}
          data-testid={`default-${m.code}`}
          onClick={() =>
            void act(() => api.setDefault(m._id), t('adminSettings.methods.defaultSet', { name: m.name }), failed.setDefault)
          }
        >
          {t('adminSettings.methods.makeDefault')}
        </button>
      )}
      <button
        type="button"
        className={clsx(btnGhost, 'h-8 px-2 text-xs')}
        data-testid={`toggle-${m.code}`}
        onClick={() =>
          void act(
            () => api.toggle(m._id),
            m.isActive ? t('adminSettings.methods.deactivated') : t('adminSettings.methods.activated'),
            failed.toggle,
          )
        }
      >
        {m.isActive ? t('adminSettings.methods.deactivate') : t('adminSettings.methods.activate')}
      </button>
      <button
        type="button"
        className={clsx(iconBtn, 'hover:text-red-600')}
        onClick={() => onDelete(m)}
        aria-label={t('adminSettings.methods.delete', { name: m.name })}
      >
        ✕
      </button>
    </span>
  );
}
