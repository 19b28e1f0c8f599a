import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { writePreferenceCookie } from '../cookies';
import { applyTheme, isTheme, THEME_KEY, type Theme } from './theme';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme);

  // localStorage wins over the cookie (the cookie may have been cleared); the inline script did the same.
  useEffect(() => {
    try {
      const stored = localStorage.getItem(THEME_KEY);
      if (isTheme(stored) && stored !== initialTheme) setThemeState(stored);
    } catch {
      // Storage can be blocked (private mode); the cookie value stands.
    }
  }, [initialTheme]);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    // "system" follows the OS live.
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    // Read the event, not a fresh matchMedia(): Chromium can answer a new query with the old value.
    const onChange = (event: MediaQueryListEvent) => document.documentElement.classList.toggle('dark', event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // The cookie below still remembers it.
    }
    writePreferenceCookie(THEME_KEY, next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme outside ThemeProvider');
  return state;
}
