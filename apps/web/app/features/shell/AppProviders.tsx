import type { Language, User } from '@sen/core';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '../auth/AuthProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Theme } from '../theme/theme';
import { LoadingOverlay } from './LoadingOverlay';

/** Spec 1 §9 toast durations; react-hot-toast already keeps at most 20 visible (spec 1 §4). */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 3000 },
  error: { duration: 4000 },
  className: 'toast',
} as const;

interface Props {
  lang: Language;
  theme: Theme;
  /** The signed-in visitor from the root loader (null for guests). */
  user: User | null;
  children: ReactNode;
}

export function AppProviders({ lang, theme, user, children }: Props) {
  useEffect(() => {
    // Marks the page as interactive; browser tests wait for it instead of guessing.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <ThemeProvider initialTheme={theme}>
      <LanguageProvider serverLang={lang}>
        <AuthProvider serverUser={user}>{children}</AuthProvider>
        <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 80 }} />
        <LoadingOverlay />
      </LanguageProvider>
    </ThemeProvider>
  );
}
