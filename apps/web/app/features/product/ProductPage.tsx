import type { Product } from '@sen/core';
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

interface Props {
  product: Product;
  related: CardProduct[];
  now: number;
  origin: string;
}

/** Spec 1 "Product detail page". */
export function ProductPage({ product, related, now, origin }: Props) {
  const t = useT();
  const crumbs = [
    ...(product.category ? [{ name: product.category.name, path: categoryHref(product.category.slug) }] : []),
    { name: product.name },
  ];
  return (
    <div className="container-page space-y-10 py-5 md:py-8" data-testid="product-page">
      <div className="space-y-6">
        <Breadcrumb crumbs={crumbs} origin={origin} back />
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <Gallery key={product._id} images={product.images} name={product.name} eager />
          <ProductInfo key={product._id} product={product} now={now} />
        </div>
      </div>
      <ProductTabs key={product._id} product={product} />
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
