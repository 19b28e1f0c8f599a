import { useNavigate } from 'react-router';
import { BoxIcon } from '../catalog/catalog-icons';
import { useT } from '../i18n/LanguageProvider';
import { ChevronLeftIcon } from '../ui/icons';
import type { ProductPageData } from './product-loader';

/** Spec 1 §8: "Không tìm thấy sản phẩm" card with a back button; the first line says why. */
export function ProductError({ data }: { data: Extract<ProductPageData, { product: null }> }) {
  const t = useT();
  const navigate = useNavigate();
  const reason =
    data.error === 'missing_id'
      ? t('catalog.product.missingId')
      : data.error === 'load'
        ? data.message && data.message !== 'Success'
          ? data.message
          : t('catalog.product.loadError')
        : t('catalog.product.notFoundText');
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/products');
  };
  return (
    <div className="container-page py-16">
      <section
        role="alert"
        data-testid="product-error"
        className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-line bg-surface px-6 py-12 text-center"
      >
        <span className="flex size-16 items-center justify-center rounded-2xl bg-muted text-fg-muted">
          <BoxIcon size={32} />
        </span>
        <h1 className="mt-5 text-xl font-bold text-fg">{t('catalog.product.notFound')}</h1>
        <p className="mt-2 text-fg-muted">{reason}</p>
        <button type="button" onClick={back} className="btn-primary mt-7">
          <ChevronLeftIcon size={18} />
          {t('catalog.back')}
        </button>
      </section>
    </div>
  );
}
