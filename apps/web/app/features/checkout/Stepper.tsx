import { clsx } from 'clsx';
import { useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';

const STEPS = ['checkout.step.information', 'checkout.step.shipping', 'checkout.step.payment'] as const;

/** Three steps on wide screens; on mobile the bar 'Bước n / 3' with a percentage (spec 2). */
export function Stepper({ step }: { step: number }) {
  const t = useT();
  const percent = Math.round(((step + 1) / STEPS.length) * 100);
  return (
    <>
      <ol className="mb-6 hidden items-center gap-2 md:flex" aria-label={t('checkout.title')}>
        {STEPS.map((key, i) => (
          <li key={key} className="flex flex-1 items-center gap-2" aria-current={i === step ? 'step' : undefined}>
            <span
              className={clsx(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                i < step ? 'bg-emerald-600 text-white' : i === step ? 'bg-brand-600 text-white' : 'bg-muted text-fg-muted',
              )}
            >
              {i < step ? <CheckIcon size={16} /> : i + 1}
            </span>
            <span className={clsx('text-sm font-medium', i === step ? 'text-fg' : 'text-fg-muted')}>{t(key)}</span>
            {i < STEPS.length - 1 && <span className={clsx('h-0.5 flex-1 rounded', i < step ? 'bg-emerald-600' : 'bg-line')} />}
          </li>
        ))}
      </ol>
      <div className="mb-5 md:hidden" data-testid="checkout-mobile-progress">
        <div className="mb-1.5 flex justify-between text-sm font-medium">
          <span>
            {t('checkout.stepOf', { n: step + 1 })} · {t(STEPS[step] ?? STEPS[0])}
          </span>
          <span className="text-fg-muted">{percent}%</span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('checkout.stepOf', { n: step + 1 })}
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </>
  );
}
