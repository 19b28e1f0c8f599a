export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** Spec README: the storefront defaults to the dark theme. */
export const DEFAULT_THEME: Theme = 'dark';
/** localStorage key and cookie name; the cookie lets the server render the right class. */
export const THEME_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/**
 * The class the server puts on <html>. "system" cannot be known on the server,
 * so it gets none and the inline script decides before the first paint.
 */
export function serverThemeClass(theme: Theme): string | undefined {
  return theme === 'dark' ? 'dark' : undefined;
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolveDark(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark());
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', resolveDark(theme));
}

/**
 * Runs in <head> before the body is parsed so the first paint already has the
 * right theme (no flash). Kept dependency-free and ES5-safe on purpose.
 */
export const themeInitScript = `(function(){try{var k=${JSON.stringify(THEME_KEY)};var t=null;try{t=localStorage.getItem(k)}catch(e){}if(t!=="light"&&t!=="dark"&&t!=="system"){var m=document.cookie.match(/(?:^|;\\s*)theme=([^;]*)/);t=m?decodeURIComponent(m[1]):${JSON.stringify(DEFAULT_THEME)}}var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches)||(t!=="light"&&t!=="system"&&t!=="dark");document.documentElement.classList.toggle("dark",d)}catch(e){}})();`;
