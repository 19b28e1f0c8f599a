import { isApiError } from '@sen/core/api-client';
import { clsx } from 'clsx';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge } from '../kit/classes';

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
