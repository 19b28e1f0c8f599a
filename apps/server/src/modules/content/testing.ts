/* Helpers for the content tests (imported by *.test.ts only). */

/** A valid body for POST/PUT /api/v1/admin/banners, with `over` applied. */
export const bannerInput = (over: Record<string, unknown> = {}) => ({
  title: 'Siêu sale tháng 11',
  description: 'Giảm đến 50%',
  imageDesktop: '/uploads/content/sale-desktop.webp',
  imageMobile: '/uploads/content/sale-mobile.webp',
  link: '/flash-sale',
  displayOrder: 0,
  isActive: true,
  startsAt: null,
  endsAt: null,
  translations: {},
  ...over,
});
