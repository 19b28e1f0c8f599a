import { useT } from '../i18n/LanguageProvider';
import { CategoryStrip } from './CategoryStrip';
import { HeroBanner } from './HeroBanner';
import type { HomeLoaderData } from './home-loader';
import { ProductStrip } from './ProductStrip';
import { Testimonials } from './Testimonials';

export function HomePage({ data }: { data: HomeLoaderData }) {
  const t = useT();
  const { home, error, now } = data;

  if (!home) {
    return (
      <div className="container-page py-16">
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center font-medium text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          {error === 'no_data' ? t('home.error.noData') : t('home.error.load')}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-12 pb-4 md:space-y-16">
      <HeroBanner banners={home.banners} />
      <CategoryStrip categories={home.categories} />
      <ProductStrip
        id="home-bestsellers"
        title={t('home.bestSellers.title')}
        subtitle={t('home.bestSellers.subtitle')}
        viewAllTo="/popular"
        products={home.products.bestSellers}
        now={now}
        eager
      />
      <ProductStrip
        id="home-on-sale"
        title={t('home.onSale.title')}
        subtitle={t('home.onSale.subtitle')}
        viewAllTo="/promotions"
        products={home.products.onSale}
        now={now}
      />
      <ProductStrip
        id="home-new-arrivals"
        title={t('home.newArrivals.title')}
        subtitle={t('home.newArrivals.subtitle')}
        viewAllTo="/new-arrivals"
        products={home.products.newArrivals}
        now={now}
      />
      <Testimonials testimonials={home.testimonials} />
    </div>
  );
}
