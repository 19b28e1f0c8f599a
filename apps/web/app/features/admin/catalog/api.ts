import type { AdminProductQuery, BulkAction, BulkResult } from '@sen/core/admin-catalog/types';
import type { ListResult } from '@sen/core/api-client';
import type { Brand, Category } from '@sen/core/catalog';
import type { ProductCreate, ProductPatch } from '@sen/core/catalogue/schemas';
import type { AdminProduct, AdminProductList, ImportDryRun, ImportJob } from '@sen/core/catalogue/types';
import { api } from '../../api/browser-api';
import { downloadFile, uploadWithProgress } from '../kit/upload';

const path = (s: string) => encodeURIComponent(s);

function listQuery(q: AdminProductQuery): Record<string, string | number | boolean | undefined> {
  return { ...q };
}

/** The back office's catalogue calls (issue 12, spec 2 §7). */
export const adminCatalogApi = {
  products: (q: AdminProductQuery, signal?: AbortSignal): Promise<ListResult<AdminProductList['items'][number]>> =>
    api.get<AdminProductList>('/admin/products', { query: listQuery(q), signal }),
  product: (id: string, signal?: AbortSignal) => api.get<AdminProduct>(`/admin/products/${path(id)}`, { signal }),
  createProduct: (body: ProductCreate) => api.post<AdminProduct>('/products', body),
  updateProduct: (id: string, body: ProductPatch) => api.patch<AdminProduct>(`/products/${path(id)}`, body),
  deleteProduct: (id: string) => api.delete<unknown>(`/products/${path(id)}`),
  duplicateProduct: (id: string) => api.post<AdminProduct>(`/products/${path(id)}/duplicate`),
  uploadImages: (id: string, files: File[], onProgress: (f: number) => void) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    return uploadWithProgress<AdminProduct>(`/products/${path(id)}/images`, form, onProgress);
  },
  updateImage: (id: string, imageId: string, body: { alt?: string; isMain?: true }) =>
    api.patch<AdminProduct>(`/products/${path(id)}/images/${path(imageId)}`, body),
  orderImages: (id: string, ids: string[]) => api.put<AdminProduct>(`/products/${path(id)}/images/order`, { ids }),
  deleteImage: (id: string, imageId: string) => api.delete<AdminProduct>(`/products/${path(id)}/images/${path(imageId)}`),
  bulk: (ids: string[], action: BulkAction) => api.post<BulkResult>('/admin/products/bulk', { ids, ...action }),
  /** The filtered list as CSV, one row per variant (every page, not just the one shown). */
  exportCsv: (q: AdminProductQuery) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(q))
      if (v !== undefined && v !== '' && k !== 'page' && k !== 'limit') params.set(k, String(v));
    const qs = params.toString();
    return downloadFile(`/admin/products/export.csv${qs ? `?${qs}` : ''}`, 'products.csv');
  },
  importDryRun: (file: File, onProgress: (f: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<ImportDryRun>('/admin/products/import?dryRun=true', form, onProgress);
  },
  importRun: (file: File, onProgress: (f: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<ImportJob>('/admin/products/import', form, onProgress);
  },
  importJob: (id: string, signal?: AbortSignal) => api.get<ImportJob>(`/admin/products/import/${path(id)}`, { signal }),

  categories: (signal?: AbortSignal) =>
    api.get<ListResult<Category>>('/categories', {
      query: { limit: 100, sort: 'displayOrder', order: 'asc', isActive: 'all' },
      signal,
    }),
  saveCategory: (id: string | null, form: FormData) =>
    id ? api.put<Category>(`/categories/${path(id)}`, form) : api.post<Category>('/categories', form),
  deleteCategory: (id: string) => api.delete<unknown>(`/categories/${path(id)}`),

  brands: (query: { page?: number; limit?: number; search?: string; sort?: string; order?: string }, signal?: AbortSignal) =>
    api.get<ListResult<Brand>>('/brands', { query: { ...query, isActive: 'all' }, signal }),
  saveBrand: (id: string | null, form: FormData) =>
    id ? api.put<Brand>(`/brands/${path(id)}`, form) : api.post<Brand>('/brands', form),
  deleteBrand: (id: string) => api.delete<unknown>(`/brands/${path(id)}`),
};
