import type { ApiClient } from '../api-client';
import type { ProductSummary } from '../catalog';
import type { FlashSale } from '../checkout/types';

export interface RunningPromotion {
  _id: string;
  name: string;
  description: string;
  type: 'percentage' | 'fixed' | 'freeShipping' | 'buyXGetY';
  value: number;
  /** The code to type; null for an automatic promotion. */
  code: string | null;
  minimumPurchase: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  endsAt: string | null;
  products: ProductSummary[];
}

/** Storefront promotions (issue 15): /promotions, /deals, /flash-sale, /clearance. */
export function promotionsApi(client: ApiClient) {
  return {
    running: (signal?: AbortSignal) => client.get<{ items: RunningPromotion[] }>('/promotions/running', { signal }),
    flashSales: (signal?: AbortSignal) => client.get<{ now: string; sales: FlashSale[] }>('/flash-sales/current', { signal }),
    clearance: (signal?: AbortSignal) => client.get<{ items: ProductSummary[] }>('/promotions/clearance', { signal }),
  };
}
