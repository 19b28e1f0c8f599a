import type { Language, User } from '@sen/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { AuthProvider } from '../auth/AuthProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Theme } from '../theme/theme';
import { useToastsWanted } from '../ui/toast';
import { LoadingOverlay } from './LoadingOverlay';

const AppToaster = lazy(() => import('../ui/AppToaster'));

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
            <AppToaster />
          </Suspense>
        )}
        <LoadingOverlay />
      </LanguageProvider>
    </ThemeProvider>
  );
}
