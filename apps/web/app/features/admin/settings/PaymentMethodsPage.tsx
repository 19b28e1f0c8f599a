import type { PaymentMethod } from '@sen/core/checkout/types';
import { formatVnd } from '@sen/core/money';
import { HANDLING_FEE_TYPES, type PaymentMethodForm, paymentMethodFormSchema, splitList } from '@sen/core/settings/forms';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnPrimary } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { applyServerErrors, CheckboxField, SelectField, TextField, useAdminForm } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminSettingsApi } from './api';
import { GatewayKeys } from './GatewayKeys';
import { MethodActions, MethodBadges, useRowAction } from './methods-ui';

const fee = (m: PaymentMethod) =>
  m.handlingFee === 0 ? '—' : m.handlingFeeType === 'percentage' ? `${m.handlingFee} %` : formatVnd(m.handlingFee);

/**
 * /admin/settings/payment-methods: spec 2 §3 payment methods (active, default, order bracket,
 * handling fee, instructions, bank details, accepted brands), and each gateway's keys (from the
 * environment, or set here encrypted: decision 0312).
 */
export function PaymentMethodsPage() {
  const t = useT();
  const list = useServerList('payment', (signal) => adminSettingsApi.paymentMethods(signal));
  const editor = useEditorDialog<PaymentMethod>();
  const del = useConfirmDelete<PaymentMethod>({
    remove: (m) => adminSettingsApi.deletePaymentMethod(m._id),
    onDeleted: () => list.reload(),
    title: t('adminCatalog.delete'),
    message: (m) => t('adminCatalog.deleteConfirm', { name: m.name }),
    deleted: t('adminCatalog.deleted'),
  });
  const act = useRowAction(list.reload);

  const columns = useMemo<AdminColumn<PaymentMethod>[]>(
    () => [
      {
        id: 'name',
        header: t('adminSettings.methods.name'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: m } }) => (
          <button
            type="button"
            className="text-left font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
            onClick={() => editor.edit(m)}
          >
            {m.name}
            <span className="block font-mono text-xs text-fg-muted">{m.code}</span>
          </button>
        ),
      },
      {
        id: 'bracket',
        header: t('adminSettings.payment.bracket'),
        enableSorting: false,
        cell: ({ row: { original: m } }) => (
          <span className="tabular-nums">
            {m.minimumOrderAmount === null ? '0' : formatVnd(m.minimumOrderAmount)} –{' '}
            {m.maximumOrderAmount === null ? '∞' : formatVnd(m.maximumOrderAmount)}
          </span>
        ),
      },
      {
        id: 'fee',
        header: t('adminSettings.payment.fee'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{fee(row.original)}</span>,
      },
      {
        id: 'processing',
        header: t('adminSettings.payment.processingTime'),
        enableSorting: false,
        cell: ({ row }) => row.original.processingTime,
      },
      {
        id: 'displayOrder',
        header: t('adminSettings.methods.order'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.displayOrder}</span>,
      },
      {
        id: 'status',
        header: t('adminCatalog.col.status'),
        enableSorting: false,
        cell: ({ row: { original: m } }) => <MethodBadges isActive={m.isActive} isDefault={m.isDefault} />,
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: m } }) => (
          <MethodActions
            method={m}
            act={act}
            api={{ setDefault: adminSettingsApi.paymentDefault, toggle: adminSettingsApi.paymentToggle }}
            failed={{ setDefault: t('adminKit.saveFailed'), toggle: t('adminKit.saveFailed') }}
            onDelete={del.ask}
          />
        ),
      },
    ],
    [t, act],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.paymentMethods')}
        lead={t('adminSettings.payment.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()}>
            + {t('adminSettings.payment.new')}
          </button>
        }
      />
      <div className="mt-5">
        <DataTable
          id="payment-methods"
          label={t('admin.menu.paymentMethods')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(m) => m._id}
          empty={<p>{t('adminSettings.payment.empty')}</p>}
        />
      </div>
      <GatewayKeys />
      <PaymentDialog open={editor.open} method={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

const configText = (m: PaymentMethod | null, key: string) => {
  const v = m?.configuration[key];
  return typeof v === 'string' ? v : '';
};

function toForm(m: PaymentMethod | null): PaymentMethodForm {
  return {
    code: m?.code ?? '',
    name: m?.name ?? '',
    description: m?.description ?? '',
    icon: m?.icon ?? '',
    isActive: m?.isActive ?? true,
    isDefault: m?.isDefault ?? false,
    displayOrder: m?.displayOrder ?? 0,
    minimumOrderAmount: m?.minimumOrderAmount ?? null,
    maximumOrderAmount: m?.maximumOrderAmount ?? null,
    handlingFee: m?.handlingFee ?? 0,
    handlingFeeType: m?.handlingFeeType ?? 'fixed',
    instructions: m?.instructions ?? '',
    processingTime: m?.processingTime ?? '',
    acceptedCards: m?.acceptedCards.join(', ') ?? '',
    benefits: m?.benefits.join('\n') ?? '',
    bankName: configText(m, 'bankName'),
    accountNumber: configText(m, 'accountNumber'),
    accountHolder: configText(m, 'accountHolder'),
  };
}

function PaymentDialog({
  open,
  method,
  onClose,
  onSaved,
}: {
  open: boolean;
  method: PaymentMethod | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(paymentMethodFormSchema, toForm(method));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    form.reset(toForm(method));
  }, [open, method?._id]);

  const save = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      const { bankName, accountNumber, accountHolder, acceptedCards, benefits, ...rest } = v;
      await adminSettingsApi.savePaymentMethod(method?._id ?? null, {
        ...rest,
        acceptedCards: splitList(acceptedCards, /,/).map((c) => c.toLowerCase()),
        benefits: splitList(benefits, /\n/),
        // Other configuration keys (set through the API) are kept by the server.
        configuration: { bankName, accountNumber, accountHolder },
      });
      toast.success(t('adminSettings.saved'));
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(form, error, t('adminKit.saveFailed'), {
        'configuration.bankName': 'bankName',
        'configuration.accountNumber': 'accountNumber',
        'configuration.accountHolder': 'accountHolder',
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={method ? t('adminSettings.methods.edit', { name: method.name }) : t('adminSettings.payment.new')}
      testId="payment-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="name" label={t('adminSettings.methods.name')} />
        <TextField name="code" label={t('adminSettings.methods.code')} hint={t('adminSettings.methods.codeHint')} />
        <TextField name="icon" label={t('adminSettings.methods.icon')} />
      </div>
      <TextField name="description" label={t('adminCatalog.field.description')} multiline />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="minimumOrderAmount"
          type="number"
          label={t('adminSettings.payment.minimum')}
          hint={t('adminSettings.payment.noLimit')}
        />
        <TextField
          name="maximumOrderAmount"
          type="number"
          label={t('adminSettings.payment.maximum')}
          hint={t('adminSettings.payment.noLimit')}
        />
        <TextField name="displayOrder" type="number" label={t('adminSettings.methods.order')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="handlingFee" type="number" label={t('adminSettings.payment.fee')} />
        <SelectField
          name="handlingFeeType"
          label={t('adminSettings.payment.feeType')}
          options={HANDLING_FEE_TYPES.map((f) => ({ value: f, label: t(`adminSettings.payment.feeType.${f}`) }))}
        />
        <TextField name="processingTime" label={t('adminSettings.payment.processingTime')} />
      </div>
      <TextField name="instructions" label={t('adminSettings.payment.instructions')} multiline />
      <TextField
        name="acceptedCards"
        label={t('adminSettings.payment.acceptedCards')}
        hint={t('adminKit.commaHint')}
        placeholder="visa, mastercard, jcb"
      />
      <TextField
        name="benefits"
        label={t('adminSettings.payment.benefits')}
        hint={t('adminSettings.payment.benefitsHint')}
        multiline
      />
      <fieldset className="grid gap-4 rounded-lg border border-line p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium text-fg">{t('adminSettings.payment.bank')}</legend>
        <TextField name="bankName" label={t('adminSettings.payment.bankName')} />
        <TextField name="accountNumber" label={t('adminSettings.payment.accountNumber')} />
        <TextField name="accountHolder" label={t('adminSettings.payment.accountHolder')} />
      </fieldset>
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="isActive" label={t('adminCatalog.field.isActive')} />
        <CheckboxField name="isDefault" label={t('adminSettings.methods.default')} />
      </div>
    </FormModal>
  );
}
