import { translate } from '@sen/core/i18n/translate';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { metaLanguage } from '../features/i18n/meta';
import { htmlToText } from '../features/product/description';
import { ProductPage } from '../features/product/ProductPage';
import { ProductSkeleton } from '../features/product/ProductSkeleton';
import { loadProduct } from '../features/product/product-loader';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/catalog.product';

// Rarely shown (a wrong or removed product): its code loads with it, not with every product page.
const ProductError = lazy(() => import('../features/product/ProductError').then((m) => ({ default: m.ProductError })));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.product) {
    return [{ title: translate(metaLanguage(matches), 'catalog.product.notFound') }, { name: 'robots', content: 'noindex' }];
  }
  const p = loaderData.product;
  return seoMeta(matches, {
    title: p.name,
    description: p.shortDescription || htmlToText(p.description),
    origin: loaderData.origin,
    // Reached by id or by slug, the canonical address uses the slug (README decision 19).
    path: `/products/${encodeURIComponent(p.slug)}`,
    image: p.images[0]?.url || p.thumbnail,
    type: 'product',
  });
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProduct(request, context, params.idOrSlug);
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  // Another product is loading: its skeleton, not the old product's page.
  const next = navigation.location;
  if (navigation.state === 'loading' && next && next.pathname !== location.pathname && next.pathname.startsWith('/products/')) {
    return <ProductSkeleton />;
  }
  if (!loaderData.product)
    return (
      <Suspense fallback={null}>
        <ProductError data={loaderData} />
      </Suspense>
    );
  return (
    <ProductPage
      key={loaderData.product._id}
      product={loaderData.product}
      related={loaderData.related}
      now={loaderData.now}
      origin={loaderData.origin}
      variantId={loaderData.variant}
      jsonLd={loaderData.jsonLd}
    />
  );
}
