import type { Product } from '@sen/core';
import { type ReactNode, useState } from 'react';
import { Breadcrumb } from '../catalog/Breadcrumb';
import type { CardProduct } from '../catalog/card-product';
import { QuickViewHost } from '../catalog/QuickViewHost';
import { ProductStrip } from '../home/ProductStrip';
import { useT } from '../i18n/LanguageProvider';
import { JsonLd } from '../seo/JsonLd';
import { productJsonLd } from '../seo/structured-data';
import { categoryHref } from '../shell/nav-links';
import { Gallery } from './Gallery';
import { ProductInfo } from './ProductInfo';
import { ProductTabs } from './ProductTabs';
import { VariantPicker } from './VariantPicker';
import { pickVariant, withVariant } from './variant';

interface Props {
  product: Product;
  related: CardProduct[];
  now: number;
  origin: string;
  variantId: string | null;
}

/** Spec 1 "Product detail page". */
export function ProductPage({ product, related, now, origin, variantId }: Props) {
  const t = useT();
  // The picked variant (decision 0141): price, stock, SKU, picture and `?variant=` follow it.
  const [picked, setPicked] = useState(variantId);
  const variant = pickVariant(product, picked);
  let picker: ReactNode = null;
  let images = product.images;
  if (variant) {
    picker = (
      <VariantPicker
        product={product}
        current={variant}
        onPick={(v) => {
          setPicked(v._id);
          history.replaceState(history.state, '', `?variant=${v._id}`);
        }}
      />
    );
    if (variant.image)
      images = [
        { _id: '', alt: '', isMain: true, width: 800, height: 800, ...images[0], url: variant.image },
        ...images.filter((i) => i.url !== variant.image),
      ];
  }
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
          <ProductInfo product={withVariant(product, variant)} now={now} picker={picker} />
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
        />
      )}
      <JsonLd data={productJsonLd(origin, product, now)} />
      <QuickViewHost now={now} />
    </div>
  );
}
