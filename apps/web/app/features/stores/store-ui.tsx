import { shopClock } from '@sen/core/shop-time';
import { directionsUrl, openState, type Store, storeAddress, WEEKDAYS } from '@sen/core/stores/index';
import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import type { ListedStore } from './api';

/** Leaflet and its tiles load only when a map is shown (lazy chunk); the page is whole without it. */
const LazyMap = lazy(() => import('./StoreMap'));

export function StoreMapSlot({ stores, tileUrl, height = 320 }: { stores: Store[]; tileUrl: string | null; height?: number }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const placed = stores.filter((s) => s.latitude !== null && s.longitude !== null);
  if (!tileUrl || placed.length === 0) return null;
  const fallback = (
    <div className="flex items-center justify-center rounded-2xl bg-muted text-sm text-fg-muted" style={{ height }}>
      {t('stores.mapLoading')}
    </div>
  );
  return (
    <section aria-label={t('stores.map')} data-testid="store-map">
      {shown ? (
        <Suspense fallback={fallback}>
          <LazyMap stores={placed} tileUrl={tileUrl} height={height} />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  );
}

/** "Open now" in the shop's time zone; recomputed in the browser each minute (the server's answer first). */
export function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function OpenBadge({ store, now }: { store: Store; now: Date }) {
  const t = useT();
  const state = openState(store.hours, now);
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm" data-testid="open-state" data-open={state.open}>
      <span
        className={clsx(
          'rounded-full px-2 py-0.5 text-xs font-bold',
          state.open ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-muted text-fg-muted',
        )}
      >
        {state.open ? t('stores.openNow') : t('stores.closedNow')}
      </span>
      <span className="text-fg-muted">
        {state.open && state.closesAt
          ? t('stores.closesAt', { time: state.closesAt })
          : state.opensAt
            ? t('stores.opensAt', { day: t(`stores.day.${state.opensAt.day}`), time: state.opensAt.time })
            : ''}
      </span>
    </span>
  );
}

export function HoursTable({ store, now }: { store: Store; now: Date }) {
  const t = useT();
  const today = shopClock(now).day;
  return (
    <table className="w-full text-sm" data-testid="store-hours">
      <tbody>
        {WEEKDAYS.map((day, i) => {
          const h = store.hours[i];
          return (
            <tr key={day} className={clsx('border-b border-line last:border-0', i === today && 'font-semibold')}>
              <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                {t(`stores.day.${day}`)}
                {i === today && <span className="ml-2 text-xs text-brand-600">{t('stores.today')}</span>}
              </th>
              <td className="py-1.5 text-right tabular-nums">{!h || h.closed ? t('stores.closed') : `${h.open}–${h.close}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function StoreCard({ store, now }: { store: ListedStore; now: Date }) {
  const t = useT();
  return (
    <article className="rounded-2xl border border-line bg-surface p-5" data-testid="store-card" data-store={store.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">
          <Link to={`/stores/${store.id}`} className="hover:text-brand-700">
            {store.name}
          </Link>
        </h2>
        {store.distanceKm !== null && (
          <span className="text-sm font-semibold text-brand-700" data-testid="store-distance">
            {t('stores.distance', { km: store.distanceKm.toLocaleString() })}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-fg-muted">{storeAddress(store)}</p>
      <div className="mt-2">
        <OpenBadge store={store} now={now} />
      </div>
      {store.isPickupLocation && <p className="mt-2 text-xs font-semibold text-brand-700">{t('stores.pickupBadge')}</p>}
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        <Link to={`/stores/${store.id}`} className="rounded-lg border border-line px-3 py-1.5 font-semibold hover:bg-muted">
          {t('stores.details')}
        </Link>
        <a
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-line px-3 py-1.5 font-semibold hover:bg-muted"
        >
          {t('stores.directions')}
        </a>
        {store.phone && (
          <a
            href={`tel:${store.phone.replace(/\s/g, '')}`}
            className="rounded-lg border border-line px-3 py-1.5 font-semibold hover:bg-muted"
          >
            {t('stores.call')} {store.phone}
          </a>
        )}
      </div>
    </article>
  );
}
