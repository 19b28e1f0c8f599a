import type { DeliveryEstimate, ShippingMethod } from '@sen/core';
import type { BlockPage } from '@sen/core/content/blocks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { vnd } from '../catalog/Price';
import { BlockRenderer } from '../content/BlockRenderer';
import { PageHero } from '../content/PageHero';
import { type Translate, useT } from '../i18n/LanguageProvider';
import { TruckIcon } from '../ui/icons';

export function deliveryTime(t: Translate, e: DeliveryEstimate): string {
  const span = e.min === e.max ? `${e.max}` : `${e.min}–${e.max}`;
  return t(e.unit === 'hours' ? 'info.shipping.hours' : 'info.shipping.days', { span });
}

function freeText(t: Translate, threshold: number | null): string {
  if (threshold === null) return t('info.shipping.noFree');
  return threshold === 0 ? t('info.shipping.alwaysFree') : t('info.shipping.freeFrom', { amount: vnd(threshold) });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-fg md:text-base">{children}</dd>
    </div>
  );
}

/** One shipping method: carrier, fee, free threshold, delivery time and its regional rates. */
function MethodCard({ method }: { method: ShippingMethod }) {
  const t = useT();
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-5 md:p-6"
      data-testid="shipping-method"
      data-code={method.code}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <TruckIcon size={20} />
        </span>
        <h3 className="text-lg font-bold text-fg">{method.name}</h3>
        {method.isDefault && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-fg-muted">
            {t('info.shipping.default')}
          </span>
        )}
      </header>
      {method.description && <p className="mt-2 text-fg-muted">{method.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        <Fact label={t('info.shipping.carrier')}>{method.carrier || '—'}</Fact>
        <Fact label={t('info.shipping.fee')}>{method.baseRate === 0 ? t('info.shipping.alwaysFree') : vnd(method.baseRate)}</Fact>
        <Fact label={t('info.shipping.time')}>{deliveryTime(t, method.estimatedDeliveryTime)}</Fact>
        <Fact label={t('info.shipping.free')}>{freeText(t, method.baseRate === 0 ? 0 : method.freeShippingThreshold)}</Fact>
      </dl>
      {method.rates.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('info.shipping.regions')} — {method.name}
            </caption>
            <thead className="text-fg-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('info.shipping.region')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('info.shipping.fee')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('info.shipping.free')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {method.rates.map((rate) => (
                <tr key={rate.region}>
                  <th scope="row" className="py-2 pr-4 font-medium text-fg">
                    {rate.region}
                  </th>
                  <td className="py-2 pr-4">{vnd(rate.baseRate)}</td>
                  <td className="py-2">{freeText(t, rate.freeShippingThreshold)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-2 pr-4 font-medium text-fg">
                  {t('info.shipping.otherRegions')}
                </th>
                <td className="py-2 pr-4">{vnd(method.baseRate)}</td>
                <td className="py-2">{freeText(t, method.freeShippingThreshold)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

/** /shipping: the prose staff edit (decision 0356) around the live methods, fees and free thresholds. */
export function ShippingPolicy({ page, methods, origin }: { page: BlockPage; methods: ShippingMethod[]; origin: string }) {
  const t = useT();
  return (
    <div className="container-page max-w-5xl space-y-8 py-6 md:py-10">
      <PageHero title={page.title} lead={page.lead} origin={origin} />
      <section aria-labelledby="shipping-methods" className="space-y-4">
        <h2 id="shipping-methods" className="text-xl font-bold text-fg">
          {t('info.shipping.methods')}
        </h2>
        {methods.length === 0 ? (
          <p className="text-fg-muted">{t('info.shipping.none')}</p>
        ) : (
          methods.map((m) => <MethodCard key={m._id} method={m} />)
        )}
      </section>
      <section className="rounded-2xl bg-muted/60 p-5 md:p-6">
        <BlockRenderer blocks={page.blocks} />
        <Link to="/order-tracking" className="btn-primary mt-5">
          {t('info.shipping.track')}
        </Link>
      </section>
    </div>
  );
}
