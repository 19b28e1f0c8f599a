import { distanceKm } from '@sen/core/stores/index';
import { foldText } from '@sen/core/text';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../content/PageHero';
import { useT } from '../i18n/LanguageProvider';
import type { ListedStore } from './api';
import { StoreCard, StoreMapSlot, useNow } from './store-ui';

export interface StoresData {
  origin: string;
  stores: ListedStore[];
  tileUrl: string | null;
  now: string;
}

type Locate = { status: 'idle' } | { status: 'locating' } | { status: 'failed' } | { status: 'ready'; lat: number; lng: number };

/**
 * /stores: every active store, filtered by province and text (in the address, so a filtered list
 * can be linked and is rendered by the server), "near me" by the browser's geolocation (sorted by
 * distance, computed here: the position never leaves the browser), open-now badges and the map.
 */
export function StoresPage({ data }: { data: StoresData }) {
  const t = useT();
  const now = useNow(data.now);
  const [params, setParams] = useSearchParams();
  const province = params.get('province') ?? '';
  const q = params.get('q') ?? '';
  const [where, setWhere] = useState<Locate>({ status: 'idle' });

  const provinces = useMemo(() => {
    const seen = new Map<string, string>();
    for (const s of data.stores) seen.set(s.province.code, s.province.name);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1], 'vi'));
  }, [data.stores]);

  const shown = useMemo(() => {
    const words = foldText(q).split(/\s+/).filter(Boolean);
    let list = data.stores.filter(
      (s) =>
        (!province || s.province.code === province) &&
        words.every((w) => foldText(`${s.name} ${s.address} ${s.ward.name} ${s.province.name}`).includes(w)),
    );
    if (where.status === 'ready') {
      list = list
        .map((s) => ({
          ...s,
          distanceKm:
            s.latitude !== null && s.longitude !== null
              ? Math.round(distanceKm(where, { lat: s.latitude, lng: s.longitude }) * 10) / 10
              : null,
        }))
        .sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY));
    }
    return list;
  }, [data.stores, province, q, where]);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setWhere({ status: 'failed' });
    setWhere({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => setWhere({ status: 'ready', lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => setWhere({ status: 'failed' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8" data-testid="stores-page">
      <PageHero title={t('stores.title')} lead={t('stores.lead')} origin={data.origin}>
        <Link to="/click-and-collect" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('stores.cc.title')} →
        </Link>
      </PageHero>
      <search className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('stores.province')}</span>
          <select
            className="h-10 rounded-lg border border-line bg-surface px-3"
            value={province}
            onChange={(e) => set('province', e.target.value)}
            data-testid="stores-province"
          >
            <option value="">{t('stores.allProvinces')}</option>
            {provinces.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-56 flex-1 gap-1 text-sm">
          <span className="font-medium">{t('stores.search')}</span>
          <input
            type="search"
            className="h-10 rounded-lg border border-line bg-surface px-3"
            placeholder={t('stores.searchPlaceholder')}
            defaultValue={q}
            onChange={(e) => set('q', e.target.value)}
            data-testid="stores-search"
          />
        </label>
        <button
          type="button"
          className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          onClick={locate}
          disabled={where.status === 'locating'}
          data-testid="stores-near-me"
        >
          {where.status === 'locating' ? t('stores.locating') : t('stores.nearMe')}
        </button>
      </search>
      <div aria-live="polite" className="text-sm text-fg-muted">
        {where.status === 'failed' && <p className="text-red-600">{t('stores.locateFailed')}</p>}
        {where.status === 'ready' && <p>{t('stores.sortedByDistance')}</p>}
        <p data-testid="stores-count">{t('stores.count', { n: shown.length })}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="space-y-4">
          {shown.length === 0 && (
            <p className="rounded-2xl border border-line p-6 text-center text-fg-muted">{t('stores.none')}</p>
          )}
          {shown.map((s) => (
            <StoreCard key={s.id} store={s} now={now} />
          ))}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <StoreMapSlot stores={shown} tileUrl={data.tileUrl} height={480} />
        </div>
      </div>
    </div>
  );
}
