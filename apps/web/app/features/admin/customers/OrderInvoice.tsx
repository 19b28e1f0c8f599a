import type { OrderInvoice as Invoice } from '@sen/core/customers/types';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, card } from '../kit/classes';
import { downloadFile } from '../kit/upload';
import { adminCustomersApi } from './api';

/** The company (VAT) invoice details the buyer asked for at checkout, on the staff order page; nothing when none. */
export function OrderInvoice({ code }: { code: string }) {
  const t = useT();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  useEffect(() => {
    const c = new AbortController();
    adminCustomersApi.orderInvoice(code, c.signal).then(setInvoice, () => undefined);
    return () => c.abort();
  }, [code]);
  if (!invoice) return null;
  const row = (label: string, value: string, mono = false) => (
    <div>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={clsx('break-words', mono && 'font-mono')}>{value}</dd>
    </div>
  );
  return (
    <section className={clsx(card, 'p-4')} data-testid="order-invoice">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-fg-muted">{t('adminCustomers.invoice.title')}</h2>
      <dl className="grid gap-2 text-sm">
        {row(t('adminCustomers.invoice.company'), invoice.companyName)}
        {row(t('adminCustomers.invoice.taxCode'), invoice.taxCode, true)}
        {row(t('adminCustomers.invoice.address'), invoice.address)}
        {row(t('adminCustomers.invoice.email'), invoice.email)}
      </dl>
    </section>
  );
}

/** Downloads the company invoices asked for at checkout as CSV, within the order list's date filter when set. */
export function InvoiceExportButton({ from, to }: { from?: string; to?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const qs = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
      await downloadFile(`/admin/invoices/export.csv${qs ? `?${qs}` : ''}`, 'vat-invoices.csv');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={btn} disabled={busy} onClick={() => void run()} data-testid="export-invoices">
      {t('adminCustomers.invoice.export')}
    </button>
  );
}
