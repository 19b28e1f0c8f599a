/**
 * Addresses of spec 1's route table that another page already serves: a permanent redirect there,
 * with the query kept (decision 0130). `/news` is the blog itself, `/event` its promotions and
 * events category.
 */
export const REDIRECTS: Record<string, string> = {
  '/info': '/help',
  '/infor': '/help',
  '/support': '/help',
  '/news': '/blog',
  '/event': '/blog/category/marketing',
  '/catalogue': '/products',
  '/filter': '/products',
  '/dashboard': '/account',
  '/order-confirmation': '/order-success',
  '/payment-methods': '/payment',
  '/download-app': '/app',
};

/** Where a redirected address leads, with the request's query string. */
export function redirectTarget(url: URL): string | null {
  const target = REDIRECTS[url.pathname.replace(/\/+$/, '') || '/'];
  return target ? `${target}${url.search}` : null;
}
