import type { AdminProductQuery } from '@sen/core/admin-catalog/types';
import type { ListResult } from '@sen/core/api-client';
import type { Brand, Category } from '@sen/core/catalog';
import type { ProductCreate, ProductPatch } from '@sen/core/catalogue/schemas';
import type { AdminProduct, AdminProductList } from '@sen/core/catalogue/types';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../api/browser-api';
import { downloadFile, uploadWithProgress } from '../kit/upload';
import { adminCatalogApi } from './api';

const path = (s: string) => encodeURIComponent(s);

/**
 * The product screens' calls in the seller area (issue 18, decision 0291): the same shapes as the
 * staff's, under /seller/products, where the server limits everything to the caller's shop.
 * Categories and brands are the active ones (choosing them is all a seller does with them).
 */
export const sellerCatalogApi: typeof adminCatalogApi = {
  ...adminCatalogApi,
  products: (q: AdminProductQuery, signal?: AbortSignal): Promise<ListResult<AdminProductList['items'][number]>> =>
    api.get<AdminProductList>('/seller/products', { query: { ...q }, signal }),
  product: (id: string, signal?: AbortSignal) => api.get<AdminProduct>(`/seller/products/${path(id)}`, { signal }),
  createProduct: (body: ProductCreate) => api.post<AdminProduct>('/seller/products', body),
  updateProduct: (id: string, body: ProductPatch) => api.patch<AdminProduct>(`/seller/products/${path(id)}`, body),
  deleteProduct: (id: string) => api.delete<unknown>(`/seller/products/${path(id)}`),
  duplicateProduct: (id: string) => api.post<AdminProduct>(`/seller/products/${path(id)}/duplicate`),
  uploadImages: (id: string, files: File[], onProgress: (f: number) => void) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    return uploadWithProgress<AdminProduct>(`/seller/products/${path(id)}/images`, form, onProgress);
  },
  updateImage: (id: string, imageId: string, body: { alt?: string; isMain?: true }) =>
    api.patch<AdminProduct>(`/seller/products/${path(id)}/images/${path(imageId)}`, body),
  orderImages: (id: string, ids: string[]) => api.put<AdminProduct>(`/seller/products/${path(id)}/images/order`, { ids }),
  deleteImage: (id: string, imageId: string) => api.delete<AdminProduct>(`/seller/products/${path(id)}/images/${path(imageId)}`),
  exportCsv: (q: AdminProductQuery) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(q))
      if (v !== undefined && v !== '' && k !== 'page' && k !== 'limit') params.set(k, String(v));
    const qs = params.toString();
    return downloadFile(`/seller/products/export.csv${qs ? `?${qs}` : ''}`, 'products.csv');
  },
  categories: (signal?: AbortSignal) =>
    api.get<ListResult<Category>>('/categories', { query: { limit: 100, sort: 'displayOrder', order: 'asc' }, signal }),
  brands: (query: { page?: number; limit?: number; search?: string; sort?: string; order?: string }, signal?: AbortSignal) =>
    api.get<ListResult<Brand>>('/brands', { query, signal }),
};

export interface CatalogScope {
  api: typeof adminCatalogApi;
  /** Where the product screens live: /admin/products or /seller/products. */
  base: string;
  /** The seller area: own products only, no bulk tools or import, moderation shown. */
  seller: boolean;
}

const ADMIN: CatalogScope = { api: adminCatalogApi, base: '/admin/products', seller: false };
const SELLER: CatalogScope = { api: sellerCatalogApi, base: '/seller/products', seller: true };
const ScopeContext = createContext<CatalogScope>(ADMIN);

export const useCatalogScope = () => useContext(ScopeContext);

/** Wraps the admin product screens for the seller area. */
export function SellerCatalogScope({ children }: { children: ReactNode }) {
  return <ScopeContext value={SELLER}>{children}</ScopeContext>;
}
