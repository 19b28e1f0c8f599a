import { useRouteLoaderData } from 'react-router';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import type { ShellData } from '../shell/shell-loader';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../ui/icons';

/** Spec 1 §9: free shipping from 500.000đ and 30-day returns unless the general settings say otherwise, the product's warranty. */
export function Benefits({ warrantyMonths, warrantyText }: { warrantyMonths: number; warrantyText: string }) {
  const t = useT();
  const shell = useRouteLoaderData('routes/storefront') as ShellData | undefined;
  const threshold = shell?.settings?.freeShippingThreshold ?? 500_000;
  const days = { days: shell?.settings?.returnDays ?? 30 };
  const items = [
    {
      icon: <TruckIcon size={20} />,
      title: t('catalog.benefits.shipping'),
      text: t('catalog.benefits.shippingText', { amount: vnd(threshold) }),
    },
    { icon: <ReturnIcon size={20} />, title: t('catalog.benefits.returns', days), text: t('catalog.benefits.returnsText', days) },
    {
      icon: <ShieldIcon size={20} />,
      title: t('catalog.benefits.warranty', { months: warrantyMonths || 12 }),
      text: warrantyText || t('catalog.benefits.warrantyText'),
    },
  ];
  return (
    <ul className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-3" data-testid="benefits">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
            {item.icon}
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-fg">{item.title}</span>
            <span className="line-clamp-2 block text-xs text-fg-muted" title={item.text}>
              {item.text}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
