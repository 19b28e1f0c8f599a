import type { Product } from '@sen/core';
import { Breadcrumb } from '../catalog/Breadcrumb';
import type { CardProduct } from '../catalog/card-product';
import { QuickViewHost } from '../catalog/QuickViewHost';
import { ProductStrip } from '../home/ProductStrip';
import { useT } from '../i18n/LanguageProvider';
import { JsonLd } from '../seo/JsonLd';
import { categoryHref } from '../shell/nav-links';
import { Gallery } from './Gallery';
import { ProductInfo } from './ProductInfo';
import { ProductTabs } from './ProductTabs';
import { VariantPicker } from './VariantPicker';
import { withVariant } from './variant';

interface Props {
  product: Product;
  related: CardProduct[];
  now: number;
  origin: string;
  variantId: string | null;
  jsonLd: unknown;
}

/**
 * The related strip is below the first screen on every device: the server renders what a phone's
 * row shows, the rest joins after hydration (issue 11, decision 0373).
 */
const RELATED_SERVER_CARDS = 2;

/** Spec 1 "Product detail page". */
export function ProductPage({ product, related, now, origin, variantId, jsonLd }: Props) {
  const t = useT();
  // The variant of `?variant=` (decision 0141): price, stock, SKU and picture are its own.
  const variant = product.variants?.find((v) => v._id === variantId);
  let images = product.images;
  if (variant?.image)
    images = [
      { _id: '', alt: '', isMain: true, width: 800, height: 800, url: variant.image },
      ...images.filter((i) => i.url !== variant.image),
    ];
  const crumbs = [
    ...(product.category ? [{ name: product.category.name, path: categoryHref(product.category.slug) }] : []),
    { name: product.name },
  ];
  return (
    <div className="container-page space-y-10 py-5 md:py-8" data-testid="product-page">
      <div className="space-y-6">
        <Breadcrumb crumbs={crumbs} origin={origin} back />
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <Gallery key={variant?.image} images={images} name={product.name} eager />
          <ProductInfo
            product={withVariant(product, variant)}
            now={now}
            picker={variant && <VariantPicker product={product} current={variant} />}
          />
        </div>
      </div>
      <ProductTabs product={product} />
      {related.length > 0 && (
        <ProductStrip
          id="related-products"
          title={t('catalog.related')}
          viewAllTo={product.category ? categoryHref(product.category.slug) : '/products'}
          products={related}
          now={now}
          serverCards={RELATED_SERVER_CARDS}
        />
      )}
      <JsonLd data={jsonLd} />
      <QuickViewHost now={now} />
    </div>
  );
}
