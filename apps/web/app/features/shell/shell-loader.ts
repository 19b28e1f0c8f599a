import type { Category, StoreSettings } from '@sen/core';
import type { AppLoadContext } from 'react-router';
import { oncePerRequest } from '../api/per-request';
import { serverApi } from '../api/server-api';

export interface ShellData {
  settings: StoreSettings | null;
  /** Active categories in display order, for the mega-menu and the drawer; null when the API failed. */
  categories: Category[] | null;
}

/** Data every storefront page needs. A failing call degrades to an empty state, never an error page. */
export async function loadShellData(context: AppLoadContext): Promise<ShellData> {
  const api = serverApi(context);
  const [settings, categories] = await Promise.allSettled([
    oncePerRequest(context, 'store-settings', () => api.storeSettings()),
    api.categories({ limit: 100, sort: 'displayOrder', order: 'asc' }),
  ]);
  if (settings.status === 'rejected') console.warn('store settings unavailable:', String(settings.reason));
  if (categories.status === 'rejected') console.warn('categories unavailable:', String(categories.reason));
  return {
    settings: settings.status === 'fulfilled' ? settings.value : null,
    categories: categories.status === 'fulfilled' ? (categories.value?.items ?? []).filter((c) => c.isActive !== false) : null,
  };
}
