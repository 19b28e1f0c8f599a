import { translate } from '@sen/core/i18n/translate';
import type { Route } from './+types/info.offline';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker (public/sw.js) keeps and shows for a page that cannot load offline.
 * Self-contained (inline style and mark, no script or stylesheet to fetch), in the visitor's
 * language when the worker installed. "Try again" reloads the address that failed.
 */
export function loader({ context }: Route.LoaderArgs) {
  const lang = context.lang;
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, key));
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#d81e5f">
<title>${t('info.offline.title')} | Sen</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
    background: #fff7fa; color: #1e1b2e; text-align: center; padding: 24px; box-sizing: border-box; }
  @media (prefers-color-scheme: dark) { body { background: #0f0d17; color: #f4f1f8; } p { color: #b9b3c7; } }
  main { max-width: 28rem; }
  svg { width: 72px; height: 72px; }
  h1 { font-size: 1.6rem; margin: 20px 0 8px; }
  p { color: #5b5670; line-height: 1.6; margin: 0 0 24px; }
  a { display: inline-block; background: #d81e5f; color: #fff; text-decoration: none; font-weight: 600;
    padding: 12px 24px; border-radius: 12px; }
</style>
</head>
<body>
<main>
<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#d81e5f"/><g fill="#fff"><path opacity=".75" d="M3.5 12.5c4.2.3 7.9 2.4 9.9 6 1.6 2.9 1.9 5.4 1.5 7-3.7-.3-7-2-8.9-5.4-1.6-2.8-2.7-5.4-2.5-7.6z"/><path opacity=".75" d="M28.5 12.5c-4.2.3-7.9 2.4-9.9 6-1.6 2.9-1.9 5.4-1.5 7 3.7-.3 7-2 8.9-5.4 1.6-2.8 2.7-5.4 2.5-7.6z"/><path d="M16 4c3.2 3.4 5 7.6 5 11.6 0 3.9-1.9 7.4-5 10.4-3.1-3-5-6.5-5-10.4C11 11.6 12.8 7.4 16 4z"/></g></svg>
<h1>${t('info.offline.title')}</h1>
<p>${t('info.offline.text')}</p>
<a href="" data-testid="offline-retry">${t('info.offline.retry')}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' },
  });
}
