import { useT } from '../i18n/LanguageProvider';
import { useGlobalLoading } from './loading-store';

/** Full-screen spinner with "Đang tải..." while the global loading flag is on. */
export function LoadingOverlay() {
  const loading = useGlobalLoading();
  const t = useT();
  if (!loading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-page/80 backdrop-blur-sm"
    >
      <span className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 dark:border-brand-900 dark:border-t-brand-400" />
      <span className="text-base font-medium text-fg">{t('common.loading')}</span>
    </div>
  );
}
