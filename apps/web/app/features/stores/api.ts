import type { CartItemRef } from '@sen/core';
import type { ApiClient } from '@sen/core/api-client';
import type { PickupOption, Store } from '@sen/core/stores/index';

export type ListedStore = Store & { distanceKm: number | null };
export interface PickupProduct {
  id: string;
  name: string;
  slug: string;
  thumbnail: string;
  price: number;
  quantity: number;
}
export type StoreDetail = Store & { products: PickupProduct[] };

/** The storefront's store calls (issue 18). */
export function storesApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => client.get<ListedStore[]>('/stores', { signal }),
    one: (id: string, signal?: AbortSignal) => client.get<StoreDetail>(`/stores/${encodeURIComponent(id)}`, { signal }),
    pickupOptions: (items: Pick<CartItemRef, 'productId' | 'variantId' | 'quantity'>[], signal?: AbortSignal) =>
      client.post<PickupOption[]>('/stores/pickup-options', { items }, { signal }),
  };
}

/**
 * The map's tile address (README: MAP_TILE_URL). Unset: OpenStreetMap's tiles; "off": no map.
 * Read by the page loaders on the server, so the browser is told which tiles to load.
 */
export function mapTileUrl(): string | null {
  const env = typeof process !== 'undefined' ? process.env.MAP_TILE_URL : undefined;
  if (env === 'off') return null;
  return env || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
}
