import type { ApiClient, CategoryListQuery, ListResult } from '../api-client';
import type { Brand, Category, HomeData, Product, ProductSummary, StoreSettings, Testimonial } from '../catalog';
import type { ProductListingInput } from '../products/schemas';
import type {
  BlogListing,
  BlogPostPage,
  ContactMessageReceipt,
  ProductListing,
  SearchResults,
  SearchSuggestions,
  SitemapData,
  SitemapProducts,
} from '../products/types';

/* Only types come from ../products/schemas: this module runs in the browser, where zod must not load. */

export interface ContactMessageBody {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export interface BlogQuery {
  page?: number;
  limit?: number;
  tag?: string;
}

type Query = Record<string, string | number | boolean | undefined | Array<string | number>>;

/** The listing query as URL parameters (the server reads repeated `category`/`brand`). */
function listingQuery(q: ProductListingInput): Query {
  const { category, brand, ...rest } = q;
  return { ...rest, category, brand };
}

const path = (s: string) => encodeURIComponent(s);

/** Typed calls of the catalog area, on top of the shared client (used by loaders and the browser). */
export function catalogApi(client: ApiClient) {
  return {
    client,
    home: (signal?: AbortSignal) => client.get<HomeData | null>('/home', { signal }),
    products: (query: ProductListingInput = {}, signal?: AbortSignal) =>
      client.get<ProductListing>('/products', { query: listingQuery(query), signal }),
    /** The whole envelope: the product page checks `message === "Success"` (spec 1 §4). */
    product: (idOrSlug: string, signal?: AbortSignal) =>
      client.requestEnvelope<Product>(`/products/${path(idOrSlug)}`, { signal }),
    related: (idOrSlug: string, limit = 8, signal?: AbortSignal) =>
      client.get<ProductSummary[]>(`/products/${path(idOrSlug)}/related`, { query: { limit }, signal }),
    categories: (query: CategoryListQuery = {}, signal?: AbortSignal) =>
      client.get<ListResult<Category>>('/categories', { query: { ...query }, signal }),
    category: (slug: string, signal?: AbortSignal) => client.get<Category>(`/categories/${path(slug)}`, { signal }),
    brands: (query: CategoryListQuery = {}, signal?: AbortSignal) =>
      client.get<ListResult<Brand>>('/brands', { query: { ...query }, signal }),
    brand: (slug: string, signal?: AbortSignal) => client.get<Brand>(`/brands/${path(slug)}`, { signal }),

    suggestions: (q: string, limit = 5, signal?: AbortSignal) =>
      client.get<SearchSuggestions>('/search/suggestions', { query: { q, limit }, signal }),
    search: (q: string, page = 1, limit = 12, signal?: AbortSignal) =>
      client.get<SearchResults>('/search', { query: { q, page, limit }, signal }),
    popularTerms: (limit = 5, signal?: AbortSignal) => client.get<string[]>('/search/popular', { query: { limit }, signal }),

    sendContactMessage: (body: ContactMessageBody) => client.post<ContactMessageReceipt>('/contact-messages', body),
    subscribe: (email: string, source?: string) =>
      client.post<{ email: string; subscribed: boolean }>('/newsletter', { email, source }),

    blog: (query: BlogQuery = {}, signal?: AbortSignal) => client.get<BlogListing>('/blog', { query: { ...query }, signal }),
    blogCategory: (slug: string, query: BlogQuery = {}, signal?: AbortSignal) =>
      client.get<BlogListing>(`/blog/category/${path(slug)}`, { query: { ...query }, signal }),
    blogPost: (slug: string, signal?: AbortSignal) => client.get<BlogPostPage>(`/blog/${path(slug)}`, { signal }),

    storeSettings: (signal?: AbortSignal) => client.get<StoreSettings>('/settings/store', { signal }),
    testimonials: (signal?: AbortSignal) => client.get<Testimonial[]>('/testimonials', { signal }),
    sitemapData: (signal?: AbortSignal) => client.get<SitemapData>('/sitemap-data', { signal }),
    sitemapProducts: (page: number, signal?: AbortSignal) =>
      client.get<SitemapProducts>('/sitemap-data/products', { query: { page }, signal }),
  };
}

export type CatalogApi = ReturnType<typeof catalogApi>;
