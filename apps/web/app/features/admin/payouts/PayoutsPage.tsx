import { formatVnd } from '@sen/core/money';
import { type PayoutForm, payoutFormSchema, type SellerBalanceRow } from '@sen/core/payouts/index';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnPrimary } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminPayoutsApi } from './api';

/** /admin/sellers/payouts: each seller's available and pending balance; record a payout (sellers.manage, issue 18). */
export function PayoutsPage() {
  const t = useT();
  const list = useServerList('balances', async (signal) => {
    const items = await adminPayoutsApi.balances(signal);
    return { items, pagination: { page: 1, limit: items.length, totalCount: items.length, totalPages: 1 } };
  });
  const [paying, setPaying] = useState<SellerBalanceRow | null>(null);
  const columns = useMemo<AdminColumn<SellerBalanceRow>[]>(
    () => [
      {
        id: 'seller',
        header: t('adminPayouts.col.seller'),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row }) => <span className="font-medium">{row.original.shopName}</span>,
      },
      {
        id: 'bank',
        header: t('adminPayouts.col.bank'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <span className="block text-xs">
            {s.bankName} · <span className="font-mono">{s.bankAccountNumber}</span>
            <span className="block text-fg-muted">{s.bankAccountName}</span>
          </span>
        ),
      },
      {
        id: 'available',
        header: t('sellerOps.balance.available'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="font-semibold tabular-nums" data-testid="payout-available">
            {formatVnd(row.original.available)}
          </span>
        ),
      },
      {
        id: 'pending',
        header: t('sellerOps.balance.pending'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatVnd(row.original.pending)}</span>,
      },
      {
        id: 'paidOut',
        header: t('adminPayouts.col.paidOut'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatVnd(row.original.paidOut)}</span>,
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: s } }) =>
          s.available > 0 ? (
            <button type="button" className={btnPrimary} onClick={() => setPaying(s)} data-testid="payout-record">
              {t('adminPayouts.record')}
            </button>
          ) : null,
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('admin.menu.sellerPayouts')} lead={t('adminPayouts.lead')} />
      <div className="mt-4">
        <DataTable
          id="seller-payouts"
          label={t('admin.menu.sellerPayouts')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(s) => s.sellerId}
          empty={<p>{t('adminPayouts.empty')}</p>}
        />
      </div>
      {paying && <PayoutDialog seller={paying} onClose={() => setPaying(null)} onDone={list.reload} />}
    </section>
  );
}

function PayoutDialog({ seller, onClose, onDone }: { seller: SellerBalanceRow; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const form = useAdminForm(payoutFormSchema, { amount: seller.available, bankReference: '', note: '' } as PayoutForm);
  const { save: onSubmit, busy } = useFormSave(form, async (values) => {
    await adminPayoutsApi.pay(seller.sellerId, values);
    toast.success(t('adminPayouts.recorded'));
    onDone();
    onClose();
  });
  return (
    <FormModal
      open
      title={t('adminPayouts.recordTitle', { shop: seller.shopName })}
      onClose={onClose}
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('adminPayouts.record')}
      testId="payout-dialog"
    >
      <p className="text-sm">
        {t('sellerOps.balance.available')}: <strong>{formatVnd(seller.available)}</strong>
      </p>
      <TextField name="amount" type="number" label={t('adminPayouts.field.amount')} />
      <TextField name="bankReference" label={t('adminPayouts.field.bankReference')} />
      <TextField name="note" label={t('adminPayouts.field.note')} multiline />
    </FormModal>
  );
}
