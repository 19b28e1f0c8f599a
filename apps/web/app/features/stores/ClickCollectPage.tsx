import { Link } from 'react-router';
import { PageHero } from '../content/PageHero';
import { useT } from '../i18n/LanguageProvider';
import type { ListedStore } from './api';

/** /click-and-collect: how ordering online and collecting in store works, and where. */
export function ClickCollectPage({ origin, stores }: { origin: string; stores: ListedStore[] }) {
  const t = useT();
  const steps = ['stores.cc.step1', 'stores.cc.step2', 'stores.cc.step3', 'stores.cc.step4'] as const;
  const pickup = stores.filter((s) => s.isPickupLocation);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8" data-testid="click-collect-page">
      <PageHero title={t('stores.cc.title')} lead={t('stores.cc.lead')} origin={origin} />
      <section className="space-y-3">
        <h2 className="text-xl font-bold">{t('stores.cc.how')}</h2>
        <ol className="grid gap-3 sm:grid-cols-2">
          {steps.map((key, i) => (
            <li key={key} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ol>
        <p className="text-fg-muted">{t('stores.cc.stock')}</p>
        <p className="text-fg-muted">{t('stores.cc.keep')}</p>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-bold">{t('stores.title')}</h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {pickup.map((s) => (
            <li key={s.id}>
              <Link to={`/stores/${s.id}`} className="block rounded-xl border border-line p-3 hover:bg-muted">
                <span className="font-semibold">{s.name}</span>
                <span className="block text-sm text-fg-muted">{s.province.name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/stores" className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t('stores.cc.find')}
        </Link>
      </section>
    </div>
  );
}
