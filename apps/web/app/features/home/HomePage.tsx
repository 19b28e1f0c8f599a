import { Suspense } from 'react';
import { Await } from 'react-router';
import { QuickViewHost } from '../catalog/QuickViewHost';
import { useT } from '../i18n/LanguageProvider';
import { CategoryStrip } from './CategoryStrip';
import { HeroBanner } from './HeroBanner';
import type { HomeResult } from './home-loader';
import { ProductStrip } from './ProductStrip';
import { Testimonials } from './Testimonials';

/** Spec 1 §8 messages when the home data is missing or failed. */
function HomeError({ error }: { error: HomeResult['error'] }) {
  const t = useT();
  return (
    <div className="container-page py-16">
      <p role="alert" className="load-error">
        {error === 'no_data' ? t('home.error.noData') : t('home.error.load')}
      </p>
    </div>
  );
}

function HomeSections({ result, now }: { result: HomeResult | null; now: number }) {
  const t = useT();
  if (result && !result.home) return <HomeError error={result.error} />;
  const home = result?.home ?? null;
  const loading = home === null;
  return (
    <div className="space-y-12 pb-4 md:space-y-16">
      {home ? <HeroBanner banners={home.banners} /> : <BannerPlaceholder />}
      <CategoryStrip categories={home?.categories ?? null} />
      <ProductStrip
        id="home-bestsellers"
        title={t('home.bestSellers.title')}
        subtitle={t('home.bestSellers.subtitle')}
        viewAllTo="/best-sellers"
        products={loading ? null : home.products.bestSellers}
        now={now}
        eager
      />
      <ProductStrip
        id="home-on-sale"
        title={t('home.onSale.title')}
        subtitle={t('home.onSale.subtitle')}
        viewAllTo="/sale"
        products={loading ? null : home.products.onSale}
        now={now}
        footerLink
      />
      <ProductStrip
        id="home-new-arrivals"
        title={t('home.newArrivals.title')}
        subtitle={t('home.newArrivals.subtitle')}
        viewAllTo="/new-arrivals"
        products={loading ? null : home.products.newArrivals}
        now={now}
      />
      {home && <Testimonials testimonials={home.testimonials} />}
      <QuickViewHost now={now} />
    </div>
  );
}

function BannerPlaceholder() {
  return (
    <div className="container-page pt-4 md:pt-6" aria-hidden="true">
      <div className="aspect-square w-full animate-pulse rounded-2xl bg-muted md:aspect-[8/3] md:rounded-3xl" />
    </div>
  );
}

/** Streamed data shows placeholders first (spec 1: 6 category and 4 product placeholders); data already there renders at once. */
export function HomePage({ home, now }: { home: HomeResult | Promise<HomeResult>; now: number }) {
  const t = useT();
  return (
    <>
      {/* The page's one heading for readers and search engines; the banner says it visually. */}
      <h1 className="sr-only">{t('app.title')}</h1>
      {/* No boundary when the data is here: React streams a large boundary's content after its
          fallback even when it is ready, which painted the placeholders first. */}
      {home instanceof Promise ? (
        <Suspense fallback={<HomeSections result={null} now={now} />}>
          <Await resolve={home}>{(result) => <HomeSections result={result} now={now} />}</Await>
        </Suspense>
      ) : (
        <HomeSections result={home} now={now} />
      )}
    </>
  );
}
