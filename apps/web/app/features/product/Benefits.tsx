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
    // app.css `.perks` styles the items (issue 11: lighter HTML).
    <ul className="perks" data-testid="benefits">
      {items.map((item) => (
        <li key={item.title}>
          <i>{item.icon}</i>
          <p>
            <b>{item.title}</b>
            <small title={item.text}>{item.text}</small>
          </p>
        </li>
      ))}
    </ul>
  );
}
