import type { Province, Ward } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import type { AdminOrder } from '@sen/core/checkout/order-admin';
import { type OrderEditForm, orderEditFormSchema } from '@sen/core/checkout/order-admin-forms';
import type { OrderEditInput, OrderEditResult } from '@sen/core/checkout/order-edit';
import { formatVnd } from '@sen/core/money';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { api } from '../../api/browser-api';
import { useT } from '../../i18n/LanguageProvider';
import { btn, btnGhost } from '../kit/classes';
import { applyServerErrors, SelectField, TextField, useAdminForm } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { adminOrdersApi } from './api';

interface Props {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onDone: (order: AdminOrder, message: string) => void;
}

function initial(order: AdminOrder): OrderEditForm {
  const a = order.shippingAddress;
  return {
    lines: order.items
      .filter((i) => i.kind === 'product')
      .map((i) => ({ itemId: i.id, sku: i.sku, name: i.name, unitPrice: i.price, quantity: i.quantity })),
    fullName: a?.fullName ?? order.customer.fullName,
    phone: a?.phone ?? order.customer.phone,
    address: a?.address ?? '',
    city: a?.province.code ?? '',
    ward: a?.ward.code ?? '',
    note: '',
  };
}

function body(order: AdminOrder, v: OrderEditForm, preview: boolean): OrderEditInput {
  const a = order.shippingAddress;
  const moved =
    a &&
    (v.fullName !== a.fullName ||
      v.phone !== a.phone ||
      v.address !== a.address ||
      v.city !== a.province.code ||
      v.ward !== a.ward.code);
  return {
    items: v.lines.map((l) => (l.itemId ? { itemId: l.itemId, quantity: l.quantity } : { sku: l.sku, quantity: l.quantity })),
    ...(moved ? { address: { fullName: v.fullName, phone: v.phone, address: v.address, city: v.city, ward: v.ward } } : {}),
    note: v.note,
    preview,
  };
}

/** The API's field names on the form's: items.N.* → lines.N.*, address.* → the address fields. */
function renames(n: number): Record<string, string> {
  const map: Record<string, string> = {
    'address.fullName': 'fullName',
    'address.phone': 'phone',
    'address.address': 'address',
    'address.city': 'city',
    'address.ward': 'ward',
    items: 'lines',
  };
  for (let i = 0; i < n; i++) {
    map[`items.${i}.quantity`] = `lines.${i}.quantity`;
    map[`items.${i}.sku`] = `lines.${i}.sku`;
    map[`items.${i}.itemId`] = `lines.${i}.sku`;
    map[`items.${i}.productId`] = `lines.${i}.sku`;
  }
  return map;
}

/**
 * Staff edit of an order not shipped yet (issue 13, decision 0340): quantities, lines removed,
 * lines added by SKU, the delivery address. "Preview" asks the server to price it without saving
 * (the new totals, promotions removed, what a paid order must collect or refund); save does it.
 */
export function OrderEditDialog({ order, open, onClose, onDone }: Props) {
  const t = useT();
  const form = useAdminForm(orderEditFormSchema, initial(order));
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  useEffect(() => {
    form.reset(initial(order));
    setPreview(null);
  }, [open]);

  const run = (asPreview: boolean) =>
    form.handleSubmit(async (v) => {
      setBusy(true);
      try {
        const res = await adminOrdersApi.edit(order.code, body(order, v, asPreview));
        if (asPreview) setPreview(res);
        else onDone(res.order, t('adminOrders.edit.done'));
      } catch (e) {
        setPreview(null);
        applyServerErrors(form, e, t('adminKit.saveFailed'), renames(v.lines.length));
      } finally {
        setBusy(false);
      }
    });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminOrders.edit.title', { code: order.code })}
      testId="edit-dialog"
      form={form}
      onSubmit={run(false)}
      busy={busy}
      submitLabel={t('adminOrders.edit.save')}
      wide
    >
      <p className="text-sm text-fg-muted">{t('adminOrders.edit.hint')}</p>
      <Lines onChange={() => setPreview(null)} />
      {order.shippingAddress && <AddressFields />}
      <TextField name="note" label={t('adminOrders.edit.reason')} multiline />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={btn} disabled={busy} onClick={run(true)} data-testid="edit-preview">
          {t('adminOrders.edit.preview')}
        </button>
      </div>
      {preview && <PreviewBox result={preview} />}
    </FormModal>
  );
}

function Lines({ onChange }: { onChange: () => void }) {
  const t = useT();
  const {
    control,
    formState: { errors },
  } = useFormContext<OrderEditForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' });
  // A message about the lines as a whole (none left, the payment method's bracket) from the server.
  const whole = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3" data-testid="edit-lines">
      <legend className="px-1 text-sm font-medium text-fg">{t('adminOrders.items')}</legend>
      {fields.map((f, i) => {
        const name = f.itemId ? f.name : t('adminOrders.edit.newLine', { sku: lines?.[i]?.sku ?? '' });
        return (
          <div key={f.key} className="grid items-end gap-2 sm:grid-cols-[1fr_11rem_auto]">
            {f.itemId ? (
              <p className="text-sm">
                <span className="block font-medium">{f.name}</span>
                <span className="block text-xs text-fg-muted">
                  {f.sku} · {formatVnd(f.unitPrice)}
                </span>
              </p>
            ) : (
              <TextField name={`lines.${i}.sku`} label={t('adminOrders.edit.addSku')} />
            )}
            <TextField name={`lines.${i}.quantity`} type="number" label={t('adminOrders.edit.qtyOf', { name })} />
            <button
              type="button"
              className={btnGhost}
              aria-label={t('adminOrders.edit.remove', { name })}
              onClick={() => {
                remove(i);
                onChange();
              }}
            >
              ✕
            </button>
          </div>
        );
      })}
      {whole && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="error-lines">
          {whole}
        </p>
      )}
      <span>
        <button
          type="button"
          className={btn}
          data-testid="edit-add-line"
          onClick={() => {
            append({ itemId: '', sku: '', name: '', unitPrice: 0, quantity: 1 });
            onChange();
          }}
        >
          {t('adminOrders.edit.add')}
        </button>
      </span>
    </fieldset>
  );
}

/** Recipient, phone, street, then province and one of its wards (2025 units; the server checks the pair). */
function AddressFields() {
  const t = useT();
  const { control, setValue, getValues } = useFormContext<OrderEditForm>();
  const province = useWatch({ control, name: 'city' });
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [wards, setWards] = useState<Ward[]>([]);
  useEffect(() => {
    const c = new AbortController();
    accountApi(api)
      .provinces(c.signal)
      .then(setProvinces)
      .catch(() => undefined);
    return () => c.abort();
  }, []);
  // The selects get their options after the form's values: show the chosen ones once they exist.
  useEffect(() => setValue('city', getValues('city')), [provinces, getValues, setValue]);
  useEffect(() => setValue('ward', getValues('ward')), [wards, getValues, setValue]);
  useEffect(() => {
    if (!province) return setWards([]);
    const c = new AbortController();
    accountApi(api)
      .wards(province, c.signal)
      .then((list) => {
        setWards(list);
        if (!list.some((w) => w.code === getValues('ward'))) setValue('ward', '');
      })
      .catch(() => undefined);
    return () => c.abort();
  }, [province, getValues, setValue]);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-fg">{t('adminOrders.shippingAddress')}</legend>
      <TextField name="fullName" label={t('adminOrders.edit.fullName')} />
      <TextField name="phone" label={t('adminOrders.edit.phone')} />
      <TextField name="address" label={t('adminOrders.edit.street')} className="sm:col-span-2" />
      <SelectField
        name="city"
        label={t('adminOrders.edit.province')}
        options={[{ value: '', label: '—' }, ...provinces.map((p) => ({ value: p.code, label: p.name }))]}
      />
      <SelectField
        name="ward"
        label={t('adminOrders.edit.ward')}
        options={[{ value: '', label: '—' }, ...wards.map((w) => ({ value: w.code, label: w.name }))]}
      />
    </fieldset>
  );
}

function PreviewBox({ result }: { result: OrderEditResult }) {
  const t = useT();
  const sign = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatVnd(Math.abs(n))}`;
  return (
    <div className="rounded-lg border border-line bg-muted p-3 text-sm" data-testid="edit-preview-box" aria-live="polite">
      <dl className="grid max-w-sm grid-cols-2 gap-y-1">
        <dt className="text-fg-muted">{t('adminOrders.edit.before')}</dt>
        <dd className="text-right tabular-nums">{formatVnd(result.before.total)}</dd>
        <dt className="text-fg-muted">{t('adminOrders.edit.after')}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatVnd(result.after.total)}</dd>
        <dt className="text-fg-muted">{t('adminOrders.edit.difference')}</dt>
        <dd className="text-right tabular-nums" data-testid="edit-difference">
          {sign(result.difference)}
        </dd>
      </dl>
      {result.droppedPromotions.length > 0 && (
        <p className="mt-2 text-amber-700 dark:text-amber-300">
          {t('adminOrders.edit.dropped', { names: result.droppedPromotions.map((p) => p.code ?? p.name).join(', ') })}
        </p>
      )}
      {result.paid > 0 && result.balance !== 0 && (
        <p className="mt-2 font-medium" data-testid="edit-balance">
          {t(result.balance > 0 ? 'adminOrders.edit.collect' : 'adminOrders.edit.refund', {
            paid: formatVnd(result.paid),
            amount: formatVnd(Math.abs(result.balance)),
          })}
        </p>
      )}
    </div>
  );
}
