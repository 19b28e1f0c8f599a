import { SHIPPING_ICONS } from '@sen/core/checkout/admin-schemas';
import type { ShippingMethod } from '@sen/core/checkout/types';
import { formatVnd } from '@sen/core/money';
import { type ShippingMethodForm, shippingMethodFormSchema } from '@sen/core/settings/forms';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, iconBtn } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { applyServerErrors, CheckboxField, SelectField, TextField, useAdminForm } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminSettingsApi } from './api';
import { MethodActions, MethodBadges, useRowAction } from './methods-ui';

const money = (n: number | null) => (n === null ? '—' : formatVnd(n));

/** /admin/settings/shipping: spec 2 §3 shipping methods with region rates, thresholds, order, estimates. */
export function ShippingMethodsPage() {
  const t = useT();
  const list = useServerList('shipping', (signal) => adminSettingsApi.shippingMethods(signal));
  const editor = useEditorDialog<ShippingMethod>();
  const del = useConfirmDelete<ShippingMethod>({
    remove: (m) => adminSettingsApi.deleteShippingMethod(m._id),
    onDeleted: () => list.reload(),
    title: t('adminCatalog.delete'),
    message: (m) => t('adminCatalog.deleteConfirm', { name: m.name }),
    deleted: t('adminCatalog.deleted'),
    failed: t('adminSettings.shipping.deleteFailed'),
  });
  const act = useRowAction(list.reload);

  const columns = useMemo<AdminColumn<ShippingMethod>[]>(
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
        id: 'carrier',
        header: t('adminSettings.shipping.carrier'),
        enableSorting: false,
        cell: ({ row }) => row.original.carrier || '—',
      },
      {
        id: 'baseRate',
        header: t('adminSettings.shipping.baseRate'),
        enableSorting: false,
        cell: ({ row: { original: m } }) => (
          <span className="tabular-nums">
            {money(m.baseRate)}
            {m.rates.length > 0 && (
              <span className="block text-xs text-fg-muted">
                {t('adminSettings.shipping.regionCount', { n: m.rates.length })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'free',
        header: t('adminSettings.shipping.freeFrom'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{money(row.original.freeShippingThreshold)}</span>,
      },
      {
        id: 'estimate',
        header: t('adminSettings.shipping.estimate'),
        enableSorting: false,
        cell: ({ row: { original: m } }) =>
          `${m.estimatedDeliveryTime.min}–${m.estimatedDeliveryTime.max} ${t(`adminSettings.unit.${m.estimatedDeliveryTime.unit}`)}`,
      },
      {
        id: 'displayOrder',
        header: t('adminSettings.methods.order'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.displayOrder ?? '—'}</span>,
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
            api={{ setDefault: adminSettingsApi.shippingDefault, toggle: adminSettingsApi.shippingToggle }}
            failed={{
              setDefault: t('adminSettings.shipping.setDefaultFailed'),
              toggle: t('adminSettings.shipping.toggleFailed'),
            }}
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
        title={t('admin.menu.shipping')}
        lead={t('adminSettings.shipping.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-shipping">
            + {t('adminSettings.shipping.new')}
          </button>
        }
      />
      <div className="mt-5">
        <DataTable
          id="shipping-methods"
          label={t('admin.menu.shipping')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(m) => m._id}
          empty={<p>{t('adminSettings.shipping.empty')}</p>}
        />
      </div>
      <ShippingDialog open={editor.open} method={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

function toForm(m: ShippingMethod | null): ShippingMethodForm {
  return {
    code: m?.code ?? '',
    name: m?.name ?? '',
    description: m?.description ?? '',
    icon: (m?.icon as ShippingMethodForm['icon']) ?? 'truck',
    carrier: m?.carrier ?? '',
    isActive: m?.isActive ?? true,
    isDefault: m?.isDefault ?? false,
    displayOrder: m?.displayOrder ?? null,
    baseRate: m?.baseRate ?? 0,
    freeShippingThreshold: m?.freeShippingThreshold ?? null,
    rates: m?.rates.map((r) => ({ ...r })) ?? [],
    estimatedMin: m?.estimatedDeliveryTime.min ?? 1,
    estimatedMax: m?.estimatedDeliveryTime.max ?? 3,
    estimatedUnit: m?.estimatedDeliveryTime.unit ?? 'days',
  };
}

function ShippingDialog({
  open,
  method,
  onClose,
  onSaved,
}: {
  open: boolean;
  method: ShippingMethod | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(shippingMethodFormSchema, toForm(method));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    form.reset(toForm(method));
  }, [open, method?._id]);

  const save = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      const { estimatedMin, estimatedMax, estimatedUnit, ...rest } = v;
      await adminSettingsApi.saveShippingMethod(method?._id ?? null, {
        ...rest,
        estimatedDeliveryTime: { min: estimatedMin, max: estimatedMax, unit: estimatedUnit },
      });
      toast.success(t('adminSettings.saved'));
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(
        form,
        error,
        method ? t('adminSettings.shipping.updateFailed') : t('adminSettings.shipping.createFailed'),
        {
          'estimatedDeliveryTime.min': 'estimatedMin',
          'estimatedDeliveryTime.max': 'estimatedMax',
          'estimatedDeliveryTime.unit': 'estimatedUnit',
        },
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={method ? t('adminSettings.methods.edit', { name: method.name }) : t('adminSettings.shipping.new')}
      testId="shipping-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('adminSettings.methods.name')} />
        <TextField name="code" label={t('adminSettings.methods.code')} hint={t('adminSettings.methods.codeHint')} />
        <TextField name="carrier" label={t('adminSettings.shipping.carrier')} />
        <SelectField
          name="icon"
          label={t('adminSettings.methods.icon')}
          options={SHIPPING_ICONS.map((i) => ({ value: i, label: t(`adminSettings.icon.${i}`) }))}
        />
      </div>
      <TextField name="description" label={t('adminCatalog.field.description')} multiline />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="baseRate" type="number" label={t('adminSettings.shipping.baseRate')} />
        <TextField
          name="freeShippingThreshold"
          type="number"
          label={t('adminSettings.shipping.freeFrom')}
          hint={t('adminSettings.shipping.freeHint')}
        />
        <TextField
          name="displayOrder"
          type="number"
          label={t('adminSettings.methods.order')}
          hint={t('adminSettings.shipping.orderHint')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="estimatedMin" type="number" label={t('adminSettings.shipping.estimateMin')} />
        <TextField name="estimatedMax" type="number" label={t('adminSettings.shipping.estimateMax')} />
        <SelectField
          name="estimatedUnit"
          label={t('adminSettings.shipping.unit')}
          options={[
            { value: 'days', label: t('adminSettings.unit.days') },
            { value: 'hours', label: t('adminSettings.unit.hours') },
          ]}
        />
      </div>
      <RateFields />
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="isActive" label={t('adminCatalog.field.isActive')} />
        <CheckboxField name="isDefault" label={t('adminSettings.methods.default')} />
      </div>
      <DefaultError />
    </FormModal>
  );
}

/** The message of the form-level "a default must be active" rule, under the checkboxes. */
function DefaultError() {
  const t = useT();
  const {
    formState: { errors },
  } = useFormContext<ShippingMethodForm>();
  const message = errors.isDefault?.message;
  return message ? (
    <p className="text-xs text-red-600 dark:text-red-400" data-testid="error-isDefault">
      {message.startsWith('adminKit.') ? t(message as 'adminKit.v.defaultActive') : message}
    </p>
  ) : null;
}

function RateFields() {
  const t = useT();
  const { control } = useFormContext<ShippingMethodForm>();
  const rates = useFieldArray({ control, name: 'rates' });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-fg">{t('adminSettings.shipping.rates')}</legend>
      <p className="text-xs text-fg-muted">{t('adminSettings.shipping.ratesHint')}</p>
      {rates.fields.map((f, i) => (
        <div key={f.id} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
          <TextField name={`rates.${i}.region`} label={t('adminSettings.shipping.region')} className="col-span-2 sm:col-span-1" />
          <TextField name={`rates.${i}.baseRate`} type="number" label={t('adminSettings.shipping.baseRate')} />
          <TextField name={`rates.${i}.freeShippingThreshold`} type="number" label={t('adminSettings.shipping.freeFrom')} />
          <button
            type="button"
            className={clsx(iconBtn, 'mt-6 hover:text-red-600')}
            onClick={() => rates.remove(i)}
            aria-label={t('adminSettings.shipping.removeRate', { n: i + 1 })}
          >
            ✕
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={btn}
          onClick={() => rates.append({ region: '', baseRate: 0, freeShippingThreshold: null })}
        >
          + {t('adminSettings.shipping.addRate')}
        </button>
      </div>
    </fieldset>
  );
}
