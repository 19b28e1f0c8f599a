import { clsx } from 'clsx';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { ShareIcon } from './catalog-icons';
import { sharePage } from './share';

/** Web Share where available, else the link goes to the clipboard with a toast. */
export function ShareButton({ title, path, className }: { title: string; path: string; className?: string }) {
  const t = useT();
  const onClick = async () => {
    const result = await sharePage(title, path);
    if (result === 'copied') toast.success(t('catalog.share.copied'), { id: 'share' });
    else if (result === 'failed') toast.error(t('catalog.share.failed'), { id: 'share' });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('catalog.share')}
      title={t('catalog.share')}
      data-testid="share-button"
      className={clsx(
        'inline-flex items-center justify-center rounded-full text-fg-muted transition hover:text-brand-700',
        className,
      )}
    >
      <ShareIcon size={18} />
    </button>
  );
}
