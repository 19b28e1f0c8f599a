import type { Localized } from './texts';

/** Labels of the about page's live figures (the rest of the page is blocks staff edit, decision 0352). */
export const ABOUT_STATS: Localized<{ products: string; categories: string; brands: string; courses: string }> = {
  vi: { products: 'sản phẩm chính hãng', categories: 'danh mục', brands: 'thương hiệu', courses: 'khóa học' },
  en: { products: 'genuine products', categories: 'categories', brands: 'brands', courses: 'courses' },
};
