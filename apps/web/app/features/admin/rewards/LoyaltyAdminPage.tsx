import { formatVnd, type MessageKey } from '@sen/core';
import {
  type LoyaltyCustomerRow,
  type LoyaltySettingsForm,
  loyaltyAdjustSchema,
  loyaltySettingsFormSchema,
} from '@sen/core/rewards/rules';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnGhost, btnPrimary, card, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { CheckboxField, TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { FormModal, Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminRewardsApi, type LoyaltyCustomer } from './api';

const PAGE_SIZE = 20;
const FILTERS = ['q'] as const;
const date = (iso: string) => new Date(iso).toLocaleString('vi-VN');

/** /admin/customers/loyalty: the programme's settings and every customer's points with ledger and adjustments. */
export function LoyaltyAdminPage({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const [search, setSearch] = useState(filters.values.q ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const query = { page: filters.page, limit: PAGE_SIZE, q: filters.values.q };
  const list = useServerList(JSON.stringify(query), (signal) => adminRewardsApi.customers(query, signal));
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.q ?? '') !== search.trim()) filters.set({ q: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<AdminColumn<LoyaltyCustomerRow>[]>(
    () => [
      {
        id: 'customer',
        header: t('adminRewards.col.customer'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <span className="block">
            <span className="block font-medium">{c.fullName || c.email}</span>
            <span className="block text-xs text-fg-muted">{c.email}</span>
          </span>
        ),
      },
      {
        id: 'points',
        header: t('adminRewards.col.points'),
        enableSorting: false,
        cell: ({ row }) => row.original.balance.toLocaleString('vi-VN'),
      },
      {
        id: 'updated',
        header: t('adminRewards.col.date'),
        enableSorting: false,
        cell: ({ row }) => (row.original.updatedAt ? date(row.original.updatedAt) : '—'),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <button
            type="button"
            className={clsx(btnGhost, 'h-8 px-2 text-xs')}
            onClick={() => setOpen(c.id)}
            data-testid={`loyalty-${c.email}`}
          >
            {t('adminRewards.gc.view')}
          </button>
        ),
      },
    ],
    [t],
  );

  return (
    <section>
      <PageHeader title={t('admin.menu.loyalty')} lead={t('adminRewards.loyalty.lead')} />
      {canEdit && <SettingsForm />}
      <h2 className="mt-8 text-lg font-semibold">{t('adminRewards.loyalty.customers')}</h2>
      <label className="mt-3 flex max-w-md flex-col gap-1 text-xs font-medium text-fg-muted">
        {t('adminRewards.loyalty.search')}
        <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <div className="mt-4">
        <DataTable
          id="loyalty-customers"
          label={t('adminRewards.loyalty.customers')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(c) => c.id}
          onSortChange={() => {}}
          empty={<p>{t('adminRewards.loyalty.empty')}</p>}
        />
      </div>
      <CustomerDialog id={open} canEdit={canEdit} onClose={() => setOpen(null)} onChanged={list.reload} />
    </section>
  );
}

function SettingsForm() {
  const t = useT();
  const [loaded, setLoaded] = useState<LoyaltySettingsForm | null>(null);
  const form = useAdminForm(loyaltySettingsFormSchema, {
    enabled: true,
    vndPerPoint: 10_000,
    pointValue: 100,
    minRedeem: 100,
    maxRedeemPercent: 50,
    expiryMonths: 12,
    tiers: [],
    rewardSteps: '',
  });
  useEffect(() => {
    const c = new AbortController();
    adminRewardsApi.settings(c.signal).then(
      (s) => {
        const v = { ...s, rewardSteps: s.rewardSteps.join(', ') };
        setLoaded(v);
        form.reset(v);
      },
      () => undefined,
    );
    return () => c.abort();
  }, []);
  const { save, busy } = useFormSave(form, async (v) => {
    const rewardSteps = v.rewardSteps
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => n > 0);
    const saved = await adminRewardsApi.saveSettings({ ...v, rewardSteps });
    form.reset({ ...saved, rewardSteps: saved.rewardSteps.join(', ') });
    toast.success(t('adminRewards.gc.saved'));
  });
  if (!loaded) return null;
  return (
    <FormProvider {...form}>
      <form onSubmit={save} className={clsx(card, 'mt-5 space-y-4 p-4 sm:p-5')} noValidate data-testid="loyalty-settings">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <h2 className="text-base font-semibold">{t('adminRewards.loyalty.settings')}</h2>
        <CheckboxField name="enabled" label={t('adminRewards.loyalty.enabled')} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField name="vndPerPoint" type="number" label={t('adminRewards.loyalty.vndPerPoint')} />
          <TextField name="pointValue" type="number" label={t('adminRewards.loyalty.pointValue')} />
          <TextField name="minRedeem" type="number" label={t('adminRewards.loyalty.minRedeem')} />
          <TextField name="maxRedeemPercent" type="number" label={t('adminRewards.loyalty.maxRedeemPercent')} />
          <TextField name="expiryMonths" type="number" label={t('adminRewards.loyalty.expiryMonths')} />
          <TextField name="rewardSteps" label={t('adminRewards.loyalty.rewardSteps')} />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          {loaded.tiers.map((tier, i) => (
            <fieldset key={tier.key} className="space-y-3 rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-semibold">{t(`adminRewards.tier.${tier.key}` as MessageKey)}</legend>
              <TextField name={`tiers.${i}.minSpend`} type="number" label={t('adminRewards.loyalty.tierMin')} />
              <TextField name={`tiers.${i}.pointsMultiplier`} type="number" label={t('adminRewards.loyalty.tierMultiplier')} />
              <CheckboxField name={`tiers.${i}.freeShipping`} label={t('adminRewards.loyalty.tierFreeShipping')} />
            </fieldset>
          ))}
        </div>
        <button type="submit" className={btnPrimary} disabled={busy}>
          {t('adminKit.save')}
        </button>
      </form>
    </FormProvider>
  );
}

function CustomerDialog({
  id,
  canEdit,
  onClose,
  onChanged,
}: {
  id: string | null;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const [data, setData] = useState<LoyaltyCustomer | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  useEffect(() => {
    setData(null);
    if (!id) return;
    const c = new AbortController();
    adminRewardsApi.customer(id, c.signal).then(setData, () => undefined);
    return () => c.abort();
  }, [id]);
  return (
    <Modal
      open={id !== null}
      wide
      title={data ? data.user.fullName || data.user.email : t('adminKit.loading')}
      onClose={onClose}
      testId="loyalty-customer"
      footer={
        canEdit && data ? (
          <button type="button" className={btnPrimary} onClick={() => setAdjusting(true)}>
            {t('adminRewards.loyalty.adjust')}
          </button>
        ) : undefined
      }
    >
      {data && (
        <>
          <p className="text-sm" data-testid="loyalty-summary">
            {t('adminRewards.loyalty.summary', {
              tier: t(`adminRewards.tier.${data.tier.key}` as MessageKey),
              spend: formatVnd(data.spend12m),
              balance: data.balance,
            })}
          </p>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-xs text-fg-muted">
                <th className="py-1">{t('adminRewards.col.date')}</th>
                <th>{t('adminRewards.col.kind')}</th>
                <th className="text-right">{t('adminRewards.col.points')}</th>
                <th>{t('adminRewards.col.order')}</th>
                <th>{t('adminRewards.col.note')}</th>
              </tr>
            </thead>
            <tbody>
              {data.ledger.map((l) => (
                <tr key={l.id} className="border-b border-line/60">
                  <td className="py-1">{date(l.createdAt)}</td>
                  <td>{t(`adminRewards.kind.${l.kind}` as MessageKey)}</td>
                  <td className="text-right">{l.points}</td>
                  <td>{l.orderCode ?? ''}</td>
                  <td className="text-xs">
                    {l.note}
                    {l.actor.startsWith('staff:') ? ' (staff)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdjustDialog
            open={adjusting}
            userId={data.user.id}
            onClose={() => setAdjusting(false)}
            onSaved={(next) => {
              setData(next);
              onChanged();
            }}
          />
        </>
      )}
    </Modal>
  );
}

function AdjustDialog({
  open,
  userId,
  onClose,
  onSaved,
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
  onSaved: (d: LoyaltyCustomer) => void;
}) {
  const t = useT();
  const initial = { points: 0, note: '' };
  const form = useAdminForm(loyaltyAdjustSchema, initial);
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open]);
  const { save, busy } = useFormSave(form, async (v) => {
    onSaved(await adminRewardsApi.adjust(userId, v));
    toast.success(t('adminRewards.loyalty.adjusted'));
    onClose();
  });
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminRewards.loyalty.adjust')}
      testId="adjust-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="points" type="number" label={t('adminRewards.loyalty.adjustPoints')} />
      <TextField name="note" label={t('adminRewards.loyalty.adjustNote')} />
    </FormModal>
  );
}
