import { useT } from '../i18n/LanguageProvider';

/** Spec 1: a loading skeleton while the product is fetched (client navigations). */
export function ProductSkeleton() {
  const t = useT();
  const bar = 'animate-pulse rounded-lg bg-muted';
  return (
    <div className="container-page py-5 md:py-8" aria-busy="true" data-testid="product-skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      <div className={`${bar} h-5 w-64`} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-3">
          <div className="aspect-square animate-pulse rounded-2xl bg-muted" />
          <div className="grid grid-cols-5 gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="aspect-square animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <div className={`${bar} h-4 w-24`} />
          <div className={`${bar} h-8 w-full`} />
          <div className={`${bar} h-8 w-2/3`} />
          <div className={`${bar} h-10 w-1/2`} />
          <div className={`${bar} h-20 w-full`} />
          <div className={`${bar} h-11 w-full`} />
          <div className={`${bar} h-24 w-full`} />
        </div>
      </div>
    </div>
  );
}
