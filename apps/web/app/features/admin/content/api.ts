import type { ListResult } from '@sen/core/api-client';
import type {
  AdminBanner,
  AdminBlogCategory,
  AdminBlogPost,
  AdminBlogQuery,
  AdminContentPage,
  AdminTestimonial,
  BannerInput,
  BlogCategoryInput,
  BlogPostInput,
  NewsletterSubscriber,
  PageInput,
  SubscriberQuery,
  TestimonialInput,
} from '@sen/core/content/admin';
import type { AdminBlockPage, BlockPageInput } from '@sen/core/content/blocks';
import type { AdminHelpArticle, HelpArticleInput } from '@sen/core/content/help';
import type { AdminMenu, MenuInput } from '@sen/core/content/menu';
import { api } from '../../api/browser-api';
import { downloadFile, uploadWithProgress } from '../kit/upload';

const path = (s: string) => encodeURIComponent(s);
const save = <T>(base: string, id: string | null, body: object) =>
  id ? api.put<T>(`${base}/${path(id)}`, body) : api.post<T>(base, body);

/** The back office's content calls (issue 15). */
export const adminContentApi = {
  posts: (q: AdminBlogQuery, signal?: AbortSignal) =>
    api.get<ListResult<AdminBlogPost>>('/admin/blog/posts', { query: { ...q }, signal }),
  post: (id: string, signal?: AbortSignal) => api.get<AdminBlogPost>(`/admin/blog/posts/${path(id)}`, { signal }),
  savePost: (id: string | null, body: BlogPostInput) => save<AdminBlogPost>('/admin/blog/posts', id, body),
  deletePost: (id: string) => api.delete<unknown>(`/admin/blog/posts/${path(id)}`),

  categories: (signal?: AbortSignal) => api.get<ListResult<AdminBlogCategory>>('/admin/blog/categories', { signal }),
  saveCategory: (id: string | null, body: BlogCategoryInput) => save<AdminBlogCategory>('/admin/blog/categories', id, body),
  deleteCategory: (id: string) => api.delete<unknown>(`/admin/blog/categories/${path(id)}`),

  banners: (signal?: AbortSignal) => api.get<ListResult<AdminBanner>>('/admin/banners', { signal }),
  saveBanner: (id: string | null, body: BannerInput) => save<AdminBanner>('/admin/banners', id, body),
  deleteBanner: (id: string) => api.delete<unknown>(`/admin/banners/${path(id)}`),

  testimonials: (signal?: AbortSignal) => api.get<ListResult<AdminTestimonial>>('/admin/testimonials', { signal }),
  saveTestimonial: (id: string | null, body: TestimonialInput) => save<AdminTestimonial>('/admin/testimonials', id, body),
  deleteTestimonial: (id: string) => api.delete<unknown>(`/admin/testimonials/${path(id)}`),

  subscribers: (q: SubscriberQuery, signal?: AbortSignal) =>
    api.get<ListResult<NewsletterSubscriber>>('/admin/newsletter/subscribers', { query: { ...q }, signal }),
  deleteSubscriber: (id: string) => api.delete<unknown>(`/admin/newsletter/subscribers/${path(id)}`),
  exportSubscribers: (search?: string) =>
    downloadFile(
      `/admin/newsletter/subscribers/export.csv${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      'newsletter-subscribers.csv',
    ),

  blockPages: (signal?: AbortSignal) => api.get<{ items: AdminBlockPage[] }>('/admin/block-pages', { signal }),
  blockPage: (slug: string, signal?: AbortSignal) => api.get<AdminBlockPage>(`/admin/block-pages/${path(slug)}`, { signal }),
  saveBlockPage: (slug: string, body: BlockPageInput) => api.put<AdminBlockPage>(`/admin/block-pages/${path(slug)}`, body),
  helpArticles: (signal?: AbortSignal) => api.get<ListResult<AdminHelpArticle>>('/admin/help-articles', { signal }),
  helpArticle: (id: string, signal?: AbortSignal) => api.get<AdminHelpArticle>(`/admin/help-articles/${path(id)}`, { signal }),
  saveHelpArticle: (id: string | null, body: HelpArticleInput) => save<AdminHelpArticle>('/admin/help-articles', id, body),
  deleteHelpArticle: (id: string) => api.delete<unknown>(`/admin/help-articles/${path(id)}`),
  menu: (signal?: AbortSignal) => api.get<AdminMenu>('/admin/menu', { signal }),
  saveMenu: (body: MenuInput) => api.put<AdminMenu>('/admin/menu', body),
  pages: (signal?: AbortSignal) => api.get<ListResult<AdminContentPage>>('/admin/pages', { signal }),
  page: (slug: string, signal?: AbortSignal) => api.get<AdminContentPage>(`/admin/pages/${path(slug)}`, { signal }),
  savePage: (slug: string, body: PageInput) => api.put<AdminContentPage>(`/admin/pages/${path(slug)}`, body),

  /** A picture through the image pipeline; answers its address. */
  uploadImage: (file: File, onProgress: (f: number) => void = () => {}) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<{ url: string }>('/admin/content/images', form, onProgress);
  },
};
