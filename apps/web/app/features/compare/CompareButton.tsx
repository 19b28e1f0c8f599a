import { useT } from '../i18n/LanguageProvider';

/** Adds the product to the comparison (/compare); its code loads on the first press. */
export function CompareButton({ productId, className }: { productId: string; className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => void import('./add-to-compare').then((m) => m.addToCompare(productId))}
      aria-label={t('compare.add')}
      title={t('compare.add')}
      data-testid="compare-button"
      className={`inline-flex items-center justify-center rounded-full text-fg-muted transition hover:text-brand-700 ${className ?? ''}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M8 3 4 7l4 4M4 7h16M16 21l4-4-4-4M20 17H4" />
      </svg>
    </button>
  );
}
