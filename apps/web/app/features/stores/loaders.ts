import { isApiError } from '@sen/core/api-client';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';
import { mapTileUrl, storesApi } from './api';
import type { StoreData } from './StoreDetailPage';
import type { StoresData } from './StoresPage';

export async function storesData(request: Request, context: AppLoadContext): Promise<StoresData> {
  const stores = await storesApi(serverApi(context)).list(request.signal);
  return { origin: siteOrigin(request), stores, tileUrl: mapTileUrl(), now: new Date().toISOString() };
}

export async function storeData(request: Request, context: AppLoadContext, id: string) {
  const origin = siteOrigin(request);
  try {
    const store = await storesApi(serverApi(context)).one(id, request.signal);
    return data<StoreData | { store: null; origin: string }>({
      origin,
      store,
      tileUrl: mapTileUrl(),
      now: new Date().toISOString(),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return data({ store: null, origin }, { status: 404 });
    throw error;
  }
}
