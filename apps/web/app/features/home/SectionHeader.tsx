import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { ChevronRightIcon } from '../ui/icons';

export function SectionHeader({
  id,
  title,
  subtitle,
  viewAllTo,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  viewAllTo?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className="mb-5 flex items-end justify-between gap-3">
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-xl font-bold tracking-tight text-fg md:text-2xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 line-clamp-1 text-sm text-fg-muted">{subtitle}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2 whitespace-nowrap">
        {children}
        {viewAllTo && (
          <Link
            to={viewAllTo}
            className="-mr-2 inline-flex items-center gap-0.5 rounded-full px-2 py-1.5 text-sm font-semibold md:mr-0 md:px-3 text-brand-700 transition hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
          >
            {t('common.viewAll')}
            <ChevronRightIcon size={16} />
          </Link>
        )}
      </div>
    </div>
  );
}
