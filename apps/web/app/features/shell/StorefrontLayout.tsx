import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { ContactWidget } from './ContactWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import type { ShellData } from './shell-loader';

const MobileBottomBar = lazy(() => import('./MobileBottomBar'));

/** Spec 1 §9 breakpoint. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return mobile;
}

export function StorefrontLayout({ data }: { data: ShellData }) {
  const t = useT();
  const mobile = useIsMobile();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Header categories={data.categories} settings={data.settings} />
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
