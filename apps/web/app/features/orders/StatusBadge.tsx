import type { MessageKey, OrderStatus } from '@sen/core';
import { useT } from '../i18n/LanguageProvider';

export function statusKey(status: OrderStatus): MessageKey {
  return `order.st.${status}` as MessageKey;
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className="rounded-full bg-brand-600/10 px-3 py-1 text-sm font-semibold text-brand-700 dark:text-brand-300"
      data-testid="order-status"
    >
      {t(statusKey(status))}
    </span>
  );
}
