import { useT } from '../i18n/LanguageProvider';

/** Adds the product to the comparison (/compare); its code loads on the first press. The icon is app.css's `.btn-cmp`. */
export function CompareButton({ productId, className }: { productId: string; className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => void import('./add-to-compare').then((m) => m.addToCompare(productId))}
      title={t('compare.add')}
      data-testid="compare-button"
      className={className ? `btn-cmp ${className}` : 'btn-cmp'}
    />
  );
}
