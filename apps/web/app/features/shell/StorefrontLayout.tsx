import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { useIsMobile } from '../ui/use-is-mobile';
import { ContactWidget } from './ContactWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import type { ShellData } from './shell-loader';

const MobileBottomBar = lazy(() => import('./MobileBottomBar'));

export function StorefrontLayout({ data }: { data: ShellData }) {
  const t = useT();
  const mobile = useIsMobile();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Header menu={data.menu} settings={data.settings} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer settings={data.settings} />
      {mobile && (
        <Suspense fallback={null}>
          <MobileBottomBar />
        </Suspense>
      )}
      <ScrollToTop />
      <ContactWidget settings={data.settings} />
    </div>
  );
}
