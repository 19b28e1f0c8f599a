import { directionsUrl, storeAddress } from '@sen/core/stores/index';
import { Link } from 'react-router';
import { vnd } from '../catalog/Price';
import { PageHero } from '../content/PageHero';
import { useT } from '../i18n/LanguageProvider';
import type { StoreDetail } from './api';
import { HoursTable, OpenBadge, StoreMapSlot, useNow } from './store-ui';

export interface StoreData {
  origin: string;
  store: StoreDetail;
  tileUrl: string | null;
  now: string;
}

/** /stores/:id: address, contact, hours, open now, directions, the map and what can be collected here. */
export function StoreDetailPage({ data }: { data: StoreData }) {
  const t = useT();
  const now = useNow(data.now);
  const s = data.store;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8" data-testid="store-page">
      <Link to="/stores" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('stores.back')}
      </Link>
      <PageHero title={s.name} lead={storeAddress(s)} origin={data.origin}>
        <OpenBadge store={s} now={now} />
      </PageHero>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <section className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="mb-2 font-bold">{t('stores.hours')}</h2>
            <HoursTable store={s} now={now} />
          </section>
          <section className="space-y-2 rounded-2xl border border-line bg-surface p-5 text-sm">
            <h2 className="font-bold">{t('stores.contact')}</h2>
            {s.phone && (
              <p>
                <a href={`tel:${s.phone.replace(/\s/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                  {s.phone}
                </a>
              </p>
            )}
            {s.email && (
              <p>
                <a href={`mailto:${s.email}`} className="text-brand-700 hover:underline">
                  {s.email}
                </a>
              </p>
            )}
            <p>
              <a
                href={directionsUrl(s)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                data-testid="store-directions"
              >
                {t('stores.directions')}
              </a>
            </p>
          </section>
        </div>
        <StoreMapSlot stores={[s]} tileUrl={data.tileUrl} height={360} />
      </div>
      {s.isPickupLocation && (
        <section className="space-y-3" data-testid="store-products">
          <h2 className="text-xl font-bold">{t('stores.products')}</h2>
          {s.products.length === 0 ? (
            <p className="text-fg-muted">{t('stores.productsNone')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {s.products.map((p) => (
                <li key={p.id} className="rounded-2xl border border-line bg-surface p-3">
                  <Link to={`/products/${p.slug || p.id}`} className="block">
                    <img
                      src={p.thumbnail}
                      alt=""
                      loading="lazy"
                      className="aspect-square w-full rounded-xl bg-muted object-contain"
                    />
                    <span className="mt-2 line-clamp-2 block text-sm font-semibold">{p.name}</span>
                  </Link>
                  <span className="mt-1 block text-sm font-bold text-brand-700">{vnd(p.price)}</span>
                  <span className="text-xs text-emerald-700">{t('stores.inStock', { n: p.quantity })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
