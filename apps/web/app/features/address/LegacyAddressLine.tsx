import { useT } from '../i18n/LanguageProvider';

export function LegacyAddressLine({ address }: { address: string }) {
  const t = useT();
  return (
    <p className="text-sm text-fg-muted" data-testid="order-legacy-address">
      <span className="font-medium">{t('address.legacy.order')}:</span> {address}
    </p>
  );
}
