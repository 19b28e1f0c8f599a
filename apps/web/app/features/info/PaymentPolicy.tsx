import type { PaymentMethod } from '@sen/core';
import type { BlockPage } from '@sen/core/content/blocks';
import type { ReactNode } from 'react';
import { vnd } from '../catalog/Price';
import { BlockRenderer } from '../content/BlockRenderer';
import { PageHero } from '../content/PageHero';
import { type Translate, useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';

function feeText(t: Translate, m: PaymentMethod): string {
  if (m.handlingFee <= 0) return t('info.payment.noFee');
  return m.handlingFeeType === 'percentage' ? t('info.payment.feePercent', { percent: m.handlingFee }) : vnd(m.handlingFee);
}

function limitText(t: Translate, m: PaymentMethod): string {
  const min = m.minimumOrderAmount;
  const max = m.maximumOrderAmount;
  if (min && max) return t('info.payment.range', { min: vnd(min), max: vnd(max) });
  if (min) return t('info.payment.min', { amount: vnd(min) });
  if (max) return t('info.payment.max', { amount: vnd(max) });
  return t('info.payment.noLimit');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-fg md:text-base">{children}</dd>
    </div>
  );
}

function MethodCard({ method }: { method: PaymentMethod }) {
  const t = useT();
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-5 md:p-6"
      data-testid="payment-method"
      data-code={method.code}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-fg">{method.name}</h3>
        {method.isDefault && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-fg-muted">
            {t('info.payment.default')}
          </span>
        )}
      </header>
      {method.description && <p className="mt-2 text-fg-muted">{method.description}</p>}
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Fact label={t('info.payment.fee')}>{feeText(t, method)}</Fact>
        <Fact label={t('info.payment.limits')}>{limitText(t, method)}</Fact>
        <Fact label={t('info.payment.processing')}>{method.processingTime || '—'}</Fact>
      </dl>
      {method.instructions && (
        <p className="mt-4 text-sm text-fg-muted">
          <span className="font-semibold text-fg">{t('info.payment.instructions')}: </span>
          {method.instructions}
        </p>
      )}
      {method.acceptedCards.length > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-1.5 text-sm">
          <span className="font-semibold text-fg">{t('info.payment.cards')}:</span>
          {method.acceptedCards.map((card) => (
            <span key={card} className="rounded-md border border-line px-2 py-0.5 text-xs font-semibold text-fg uppercase">
              {card}
            </span>
          ))}
        </p>
      )}
      {method.benefits.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-fg-muted">
          {method.benefits.map((b) => (
            <li key={b} className="flex items-start gap-2">
              <CheckIcon size={16} className="mt-0.5 shrink-0 text-emerald-600" />
              {b}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** /payment (and /payment-methods): the prose staff edit (decision 0356) around the live methods, fees and limits. */
export function PaymentPolicy({ page, methods, origin }: { page: BlockPage; methods: PaymentMethod[]; origin: string }) {
  const t = useT();
  return (
    <div className="container-page max-w-5xl space-y-8 py-6 md:py-10">
      <PageHero title={page.title} lead={page.lead} origin={origin} />
      <section aria-labelledby="payment-methods" className="space-y-4">
        <h2 id="payment-methods" className="text-xl font-bold text-fg">
          {t('info.payment.methods')}
        </h2>
        {methods.length === 0 ? (
          <p className="text-fg-muted">{t('info.payment.none')}</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {methods.map((m) => (
              <MethodCard key={m._id} method={m} />
            ))}
          </div>
        )}
      </section>
      <section className="rounded-2xl bg-muted/60 p-5 md:p-6">
        <BlockRenderer blocks={page.blocks} />
      </section>
    </div>
  );
}
