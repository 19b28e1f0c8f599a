import { formatVnd } from '@sen/core/money';
import type { SellerBalance } from '@sen/core/payouts/index';
import { card } from '../admin/kit/classes';
import { useT } from '../i18n/LanguageProvider';

export function BalanceCards({ balance }: { balance: SellerBalance }) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className={`${card} p-4`}>
        <p className="text-sm text-fg-muted">{t('sellerOps.balance.available')}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="balance-available">
          {formatVnd(balance.available)}
        </p>
      </div>
      <div className={`${card} p-4`}>
        <p className="text-sm text-fg-muted">{t('sellerOps.balance.pending')}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="balance-pending">
          {formatVnd(balance.pending)}
        </p>
      </div>
    </div>
  );
}
