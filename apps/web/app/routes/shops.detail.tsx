import { isApiError } from '@sen/core/api-client';
import { translate } from '@sen/core/i18n/translate';
import { data } from 'react-router';
import { serverApi } from '../features/api/server-api';
import { metaLanguage } from '../features/i18n/meta';
import { ShopPage, type ShopPageData } from '../features/seller/ShopPage';
import { shopPageTexts } from '../features/seller/shop-texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/shops.detail';

shopPageTexts();

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.shop)
    return [{ title: translate(metaLanguage(matches), 'shops.shopBy') }, { name: 'robots', content: 'noindex' }];
  const { shop } = loaderData.shop;
  return seoMeta(matches, {
    title: shop.shopName,
    description: shop.description || shop.shopName,
    origin: loaderData.origin,
    path: `/shops/${shop.slug}`,
  });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const origin = siteOrigin(request);
  try {
    const shop = await serverApi(context).get<Omit<ShopPageData, 'now'>>(`/shops/${encodeURIComponent(params.slug)}`, {
      query: { page, limit: 24 },
    });
    return { shop: { ...shop, now: Date.now() } as ShopPageData, origin };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data({ shop: null, origin }, { status: 404 });
    throw error;
  }
}

export default function ShopRoute({ loaderData }: Route.ComponentProps) {
  return <ShopPage data={loaderData.shop} />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
