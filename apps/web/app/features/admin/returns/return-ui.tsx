import type { MessageKey } from '@sen/core';
import type { ReturnStatus } from '@sen/core/returns/rules';
import { clsx } from 'clsx';
import { useT } from '../../i18n/LanguageProvider';
import { badge } from '../kit/classes';

export const returnStatusLabel = (s: ReturnStatus) => `adminReturns.status.${s}` as MessageKey;
export const reasonLabel = (r: string) => `adminReturns.reason.${r}` as MessageKey;

const TONE: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  approved: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  received: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
  refunded: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return (
    <span className={clsx(badge, TONE[status])} data-testid="admin-return-status">
      {t(returnStatusLabel(status))}
    </span>
  );
}
