import type { Language, User } from '@sen/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Theme } from '../theme/theme';
import { useToastsWanted } from '../ui/toast';
import { LoadingOverlay } from './LoadingOverlay';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

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
  const toasts = useToastsWanted();
  useEffect(() => {
    // Marks the page as interactive; browser tests wait for it instead of guessing.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <ThemeProvider initialTheme={theme}>
      <LanguageProvider serverLang={lang}>
        <AuthProvider serverUser={user}>{children}</AuthProvider>
        {toasts && (
          <Suspense fallback={null}>
            <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 80 }} />
          </Suspense>
        )}
        <LoadingOverlay />
      </LanguageProvider>
    </ThemeProvider>
  );
}
