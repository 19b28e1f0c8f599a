import { useT } from '../i18n/LanguageProvider';
import { SpriteIcon } from '../ui/icons';

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
      className={`btn-round text-fg-muted hover:text-brand-700 ${className ?? ''}`}
    >
      <SpriteIcon name="compare" size={18} />
    </button>
  );
}
