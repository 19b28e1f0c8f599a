import type { MenuColumn, StoreSettings } from '@sen/core';
import type { AppLoadContext } from 'react-router';
import { oncePerRequest } from '../api/per-request';
import { serverApi } from '../api/server-api';

export interface ShellData {
  settings: StoreSettings | null;
  /** The mega-menu's columns (staff's, or the category tree; decision 0354) for the navbar and the drawer; null when the API failed. */
  menu: MenuColumn[] | null;
}

/** Data every storefront page needs. A failing call degrades to an empty state, never an error page. */
export async function loadShellData(context: AppLoadContext): Promise<ShellData> {
  const api = serverApi(context);
  const [settings, menu] = await Promise.allSettled([
    oncePerRequest(context, 'store-settings', () => api.storeSettings()),
    // Not a method of the shared client: the header's data is only read here, on the server.
    api.request<MenuColumn[]>('/menu'),
  ]);
  if (settings.status === 'rejected') console.warn('store settings unavailable:', String(settings.reason));
  if (menu.status === 'rejected') console.warn('menu unavailable:', String(menu.reason));
  return {
    settings: settings.status === 'fulfilled' ? settings.value : null,
    menu: menu.status === 'fulfilled' ? menu.value : null,
  };
}
