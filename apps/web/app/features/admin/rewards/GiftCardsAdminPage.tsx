import { formatVnd, type MessageKey } from '@sen/core';
import { type GiftCardIssue, type GiftCardView, giftCardIssueSchema } from '@sen/core/rewards/rules';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { badge, btnGhost, btnPrimary, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal, Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminRewardsApi, type GiftCardDetail } from './api';

const PAGE_SIZE = 20;
const FILTERS = ['q', 'status'] as const;
const date = (iso: string) => new Date(iso).toLocaleString('vi-VN');
const statusClass = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  disabled: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** /admin/marketing/gift-cards: every card with its balance; issue, disable, and each card's ledger. */
export function GiftCardsAdminPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const [search, setSearch] = useState(filters.values.q ?? '');
  const [issuing, setIssuing] = useState(false);
  const [issuedCode, setIssuedCode] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const query = { page: filters.page, limit: PAGE_SIZE, q: filters.values.q, status: filters.values.status };
  const list = useServerList(JSON.stringify(query), (signal) => adminRewardsApi.giftCards(query, signal));

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.q ?? '') !== search.trim()) filters.set({ q: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<AdminColumn<GiftCardView>[]>(
    () => [
      {
        id: 'card',
        header: t('adminRewards.col.card'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: c } }) => <span className="font-mono">…{c.last4}</span>,
      },
      {
        id: 'initial',
        header: t('adminRewards.col.initial'),
        enableSorting: false,
        cell: ({ row }) => formatVnd(row.original.initialAmount),
      },
      {
        id: 'balance',
        header: t('adminRewards.col.balance'),
        enableSorting: false,
        cell: ({ row }) => <span className="font-semibold">{formatVnd(row.original.balance)}</span>,
      },
      {
        id: 'status',
        header: t('adminRewards.col.status'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className={clsx(badge, statusClass[c.status])}>{t(`adminRewards.status.${c.status}` as MessageKey)}</span>
        ),
      },
      {
        id: 'recipient',
        header: t('adminRewards.col.recipient'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => c.recipientEmail || c.purchaserEmail || '—',
      },
      {
        id: 'source',
        header: t('adminRewards.col.source'),
        enableSorting: false,
        cell: ({ row: { original: c } }) =>
          c.orderCode ? t('adminRewards.source.order', { code: c.orderCode }) : t('adminRewards.source.staff'),
      },
      {
        id: 'created',
        header: t('adminRewards.col.created'),
        enableSorting: false,
        cell: ({ row }) => date(row.original.createdAt),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <button type="button" className={clsx(btnGhost, 'h-8 px-2 text-xs')} onClick={() => setOpen(c.id)}>
            {t('adminRewards.gc.view')}
          </button>
        ),
      },
    ],
    [t],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.giftCards')}
        lead={t('adminRewards.gc.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => setIssuing(true)} data-testid="issue-gift-card">
            + {t('adminRewards.gc.issue')}
          </button>
        }
      />
      <search className="mt-5 grid gap-3 sm:grid-cols-[2fr_1fr]">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminRewards.gc.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminRewards.col.status')}
          <select
            className={input}
            value={filters.values.status ?? ''}
            onChange={(e) => filters.set({ status: e.target.value || undefined })}
          >
            <option value="">—</option>
            <option value="active">{t('adminRewards.status.active')}</option>
            <option value="disabled">{t('adminRewards.status.disabled')}</option>
          </select>
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="gift-cards"
          label={t('admin.menu.giftCards')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(c) => c.id}
          onSortChange={() => {}}
          empty={<p>{t('adminRewards.gc.empty')}</p>}
        />
      </div>
      <IssueDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(code) => {
          setIssuedCode(code);
          list.reload();
        }}
      />
      <Modal
        open={issuedCode !== null}
        title={t('adminRewards.gc.issue')}
        onClose={() => setIssuedCode(null)}
        testId="issued-code"
      >
        <p className="text-sm">{t('adminRewards.gc.issued')}</p>
        <p className="mt-3 select-all text-center font-mono text-2xl font-bold tracking-widest" data-testid="issued-code-value">
          {issuedCode}
        </p>
      </Modal>
      <CardDialog id={open} onClose={() => setOpen(null)} onChanged={list.reload} />
    </section>
  );
}

const EMPTY: GiftCardIssue = { amount: 500_000, recipientName: '', recipientEmail: '', message: '', note: '' };

function IssueDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (code: string) => void }) {
  const t = useT();
  const form = useAdminForm(giftCardIssueSchema, EMPTY);
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open]);
  const { save, busy } = useFormSave(form, async (v) => {
    const card = await adminRewardsApi.issue(v);
    onClose();
    onIssued(card.code);
  });
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminRewards.gc.issue')}
      testId="issue-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="amount" type="number" label={t('adminRewards.gc.amount')} />
      <TextField name="recipientName" label={t('adminRewards.gc.recipientName')} />
      <TextField name="recipientEmail" label={t('adminRewards.gc.recipientEmail')} />
      <TextField name="message" multiline label={t('adminRewards.gc.message')} />
      <TextField name="note" label={t('adminRewards.gc.note')} />
    </FormModal>
  );
}

function CardDialog({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const [card, setCard] = useState<GiftCardDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setCard(null);
    if (!id) return;
    const c = new AbortController();
    adminRewardsApi.giftCard(id, c.signal).then(setCard, () => undefined);
    return () => c.abort();
  }, [id]);
  async function toggle(status: 'active' | 'disabled') {
    if (!card) return;
    try {
      setCard(await adminRewardsApi.setStatus(card.id, status));
      toast.success(t('adminRewards.gc.saved'));
      onChanged();
    } catch {
      toast.error(t('adminKit.saveFailed'));
    }
  }
  return (
    <Modal
      open={id !== null}
      wide
      title={card ? `…${card.last4} · ${formatVnd(card.balance)}` : t('adminKit.loading')}
      onClose={onClose}
      testId="gift-card-detail"
      footer={
        card && (
          <button
            type="button"
            className={btnGhost}
            onClick={() => (card.status === 'active' ? setConfirming(true) : void toggle('active'))}
          >
            {card.status === 'active' ? t('adminRewards.gc.disable') : t('adminRewards.gc.enable')}
          </button>
        )
      }
    >
      {card && (
        <>
          <h3 className="font-semibold">{t('adminRewards.gc.ledger')}</h3>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-xs text-fg-muted">
                <th className="py-1">{t('adminRewards.col.date')}</th>
                <th>{t('adminRewards.col.kind')}</th>
                <th className="text-right">{t('adminRewards.col.amount')}</th>
                <th className="text-right">{t('adminRewards.col.after')}</th>
                <th>{t('adminRewards.col.order')}</th>
                <th>{t('adminRewards.col.actor')}</th>
              </tr>
            </thead>
            <tbody>
              {card.ledger.map((l) => (
                <tr key={l.id} className="border-b border-line/60">
                  <td className="py-1">{date(l.createdAt)}</td>
                  <td>{t(`adminRewards.kind.${l.kind}` as MessageKey)}</td>
                  <td className="text-right">{formatVnd(l.amount)}</td>
                  <td className="text-right">{formatVnd(l.balanceAfter)}</td>
                  <td>{l.orderCode ?? ''}</td>
                  <td className="text-xs">
                    {l.actor}
                    {l.note ? ` · ${l.note}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('adminRewards.gc.disable')}
        message={t('adminRewards.gc.disableConfirm', { last4: card?.last4 ?? '' })}
        confirmLabel={t('adminRewards.gc.disable')}
        danger
        onConfirm={() => {
          setConfirming(false);
          void toggle('disabled');
        }}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}
