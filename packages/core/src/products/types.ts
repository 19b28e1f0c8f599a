import type { Product } from '../catalog';
import type { Pagination } from '../envelope';

export interface FacetCount {
  slug: string;
  name: string;
  count: number;
}

/** Counts for the filter sidebar: each group counted with every other filter applied, not its own. */
export interface ListingFacets {
  categories: FacetCount[];
  brands: FacetCount[];
  /** Issue 18: approved sellers' shops (`?seller=slug`). */
  sellers: FacetCount[];
  /** Spec 2 §9 ranges, "all" first; bounds inclusive (null = open). */
  priceRanges: { key: string; min: number | null; max: number | null; count: number }[];
  /** Products with an average of at least `rating` stars. */
  ratings: { rating: number; count: number }[];
  stock: { inStock: number; outOfStock: number };
}

/** GET /products answer. */
export interface ProductListing {
  items: Product[];
  pagination: Pagination;
  facets: ListingFacets;
}

export interface ProductSuggestion {
  _id: string;
  name: string;
  slug: string;
  thumbnail: string;
  price: number;
  comparePrice: number | null;
}

export interface CourseSuggestion {
  _id: string;
  code: string;
  title: string;
  slug: string;
  imageUrl: string;
  price: number;
  discountPrice: number | null;
}

/** GET /search/suggestions answer. */
export interface SearchSuggestions {
  q: string;
  products: ProductSuggestion[];
  categories: { name: string; slug: string }[];
  brands: { name: string; slug: string }[];
  courses: CourseSuggestion[];
  /** Most searched terms that start with or contain the query, most popular first. */
  popularTerms: string[];
}

export interface CourseResult extends CourseSuggestion {
  instructor: string;
  rating: number;
  totalRatings: number;
  studentCount: number;
  level: string;
  category: string;
}

/** GET /search answer: products paged like the listing, plus matching courses. */
export interface SearchResults {
  q: string;
  products: { items: Product[]; pagination: Pagination };
  courses: CourseResult[];
}

export interface BlogCategory {
  _id: string;
  name: string;
  slug: string;
  postCount: number;
}

export interface BlogPostSummary {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string;
  category: { name: string; slug: string } | null;
  author: string;
  tags: string[];
  isFeatured: boolean;
  publishedAt: string | null;
}

export interface BlogPost extends BlogPostSummary {
  /** Sanitized HTML. */
  content: string;
  updatedAt: string;
  /** SEO fields staff set (issue 15); empty: the title and excerpt serve. */
  metaTitle: string;
  metaDescription: string;
}

/** GET /blog and GET /blog/category/{slug} answer. */
export interface BlogListing {
  items: BlogPostSummary[];
  pagination: Pagination;
  categories: BlogCategory[];
  featured: BlogPostSummary[];
  tags: string[];
  /** Set on a category page. */
  category?: BlogCategory;
}

export interface BlogPostPage {
  post: BlogPost;
  related: BlogPostSummary[];
}

export interface ContactMessageReceipt {
  _id: string;
  createdAt: string;
}

/** Product URLs per sitemap file: under the protocol's 50,000-URL limit. */
export const SITEMAP_PAGE_SIZE = 40_000;

/** GET /sitemap-data: every public page but products, which come in pages (GET /sitemap-data/products?page=n). */
export interface SitemapData {
  categories: { slug: string; name: string; updatedAt: string }[];
  brands: { slug: string; name: string; updatedAt: string }[];
  blogPosts: { slug: string; title: string; updatedAt: string }[];
  blogCategories: { slug: string; name: string }[];
  courses: { slug: string; code: string; title: string; updatedAt: string }[];
  productCount: number;
  /** Pages of GET /sitemap-data/products, SITEMAP_PAGE_SIZE products each. */
  productPages: number;
}

export type SitemapProducts = { slug: string; updatedAt: string }[];
