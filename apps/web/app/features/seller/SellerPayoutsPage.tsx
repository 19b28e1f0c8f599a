import { formatVnd } from '@sen/core/money';
import type { LedgerLine } from '@sen/core/payouts/index';
import { useMemo, useState } from 'react';
import { btn } from '../admin/kit/classes';
import { type AdminColumn, DataTable } from '../admin/kit/DataTable';
import { PageHeader } from '../admin/kit/PageHeader';
import { downloadFile } from '../admin/kit/upload';
import { useServerList, wholeListTableProps } from '../admin/kit/use-server-list';
import { dateTime } from '../admin/orders/order-ui';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { sellerOpsApi } from './api';
import { BalanceCards } from './BalanceCards';

/** /seller/payouts: available and pending balance, the statement with its running balance, CSV (issue 18). */
export function SellerPayoutsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const [balance, setBalance] = useState<{ available: number; pending: number } | null>(null);
  const list = useServerList('statement', async (signal) => {
    const r = await sellerOpsApi.payouts(signal);
    setBalance(r.balance);
    return { items: r.lines, pagination: { page: 1, limit: r.lines.length, totalCount: r.lines.length, totalPages: 1 } };
  });
  const columns = useMemo<AdminColumn<LedgerLine>[]>(
    () => [
      {
        id: 'date',
        header: t('sellerOps.col.date'),
        enableSorting: false,
        cell: ({ row }) => <time className="whitespace-nowrap text-xs">{dateTime(row.original.createdAt, lang)}</time>,
      },
      {
        id: 'kind',
        header: t('sellerOps.col.kind'),
        enableSorting: false,
        cell: ({ row }) => t(`sellerOps.kind.${row.original.kind}`),
      },
      {
        id: 'note',
        header: t('sellerOps.col.note'),
        enableSorting: false,
        cell: ({ row: { original: l } }) => (
          <span className="text-xs">
            {l.orderCode && <span className="mr-1 font-mono">{l.orderCode}</span>}
            {l.note}
          </span>
        ),
      },
      {
        id: 'gross',
        header: t('sellerOps.col.gross'),
        enableSorting: false,
        cell: ({ row }) => (row.original.gross ? formatVnd(row.original.gross) : ''),
      },
      {
        id: 'commission',
        header: t('sellerOps.col.commission'),
        enableSorting: false,
        cell: ({ row }) => (row.original.commission ? formatVnd(row.original.commission) : ''),
      },
      {
        id: 'amount',
        header: t('sellerOps.col.amount'),
        enableSorting: false,
        cell: ({ row }) => <span className="font-semibold tabular-nums">{formatVnd(row.original.amount)}</span>,
      },
      {
        id: 'availableAt',
        header: t('sellerOps.col.availableAt'),
        enableSorting: false,
        cell: ({ row }) => <time className="whitespace-nowrap text-xs">{dateTime(row.original.availableAt, lang)}</time>,
      },
      {
        id: 'balance',
        header: t('sellerOps.col.balance'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatVnd(row.original.balance)}</span>,
      },
    ],
    [t, lang],
  );
  return (
    <section>
      <PageHeader
        title={t('seller.nav.payouts')}
        lead={t('sellerOps.balance.lead')}
        actions={
          <button
            type="button"
            className={btn}
            onClick={() => downloadFile('/seller/payouts.csv', 'statement.csv').catch((e: Error) => toast.error(e.message))}
            data-testid="statement-csv"
          >
            {t('sellerOps.csv')}
          </button>
        }
      />
      <div className="mt-4">{balance && <BalanceCards balance={balance} />}</div>
      <h2 className="mt-6 mb-2 font-semibold">{t('sellerOps.statement')}</h2>
      <DataTable
        id="seller-statement"
        label={t('sellerOps.statement')}
        columns={columns}
        {...wholeListTableProps(list)}
        getRowId={(l) => l.id}
        empty={<p>{t('sellerOps.statement.empty')}</p>}
      />
    </section>
  );
}
