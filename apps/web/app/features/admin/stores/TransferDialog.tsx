import type { AdminProduct } from '@sen/core/catalogue/types';
import type { Store } from '@sen/core/stores/index';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { adminCatalogApi } from '../catalog/api';
import { SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { ProductPicker as KitProductPicker } from '../kit/ProductPicker';
import { adminStoresApi } from './api';

const POOL = 'pool';

/** The dialog's fields: "pool" stands for the shop's delivery stock on either side. */
const transferFormSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    productId: z.string().min(1, 'adminKit.v.required'),
    variantId: z.string(),
    quantity: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(1, 'adminKit.v.range'),
    note: z.string().trim().max(300, 'adminKit.v.tooLong'),
  })
  .refine((v) => v.from !== v.to, { message: 'adminStores.v.sameStore', path: ['to'] });
type TransferForm = z.infer<typeof transferFormSchema>;

/** Move stock into, out of, or between stores; the server records it (from the stock dialog of a store). */
export function TransferDialog({
  open,
  store,
  stores,
  onClose,
  onDone,
}: {
  open: boolean;
  store: Store;
  stores: Store[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const initial: TransferForm = { from: POOL, to: store.id, productId: '', variantId: '', quantity: 1, note: '' };
  const form = useAdminForm(transferFormSchema, initial);
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, store.id]);
  const places = [{ value: POOL, label: t('adminStores.transfer.pool') }, ...stores.map((s) => ({ value: s.id, label: s.name }))];
  const { save, busy } = useFormSave(
    form,
    async (v) => {
      await adminStoresApi.transfer({
        fromStoreId: v.from === POOL ? null : v.from,
        toStoreId: v.to === POOL ? null : v.to,
        productId: v.productId,
        variantId: v.variantId || null,
        quantity: v.quantity,
        note: v.note,
      });
      toast.success(t('adminStores.transfer.done', { n: v.quantity }));
      onDone();
      onClose();
    },
    { failed: t('adminStores.transfer.failed'), rename: { fromStoreId: 'from', toStoreId: 'to' } },
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminStores.transfer')}
      testId="transfer-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="from" label={t('adminStores.transfer.from')} options={places} />
        <SelectField name="to" label={t('adminStores.transfer.to')} options={places} />
      </div>
      <ProductPicker />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="quantity" type="number" label={t('adminStores.transfer.quantity')} />
        <TextField name="note" label={t('adminStores.transfer.note')} />
      </div>
    </FormModal>
  );
}

/** Pick a product (the kit's picker), then its variant when it has several. */
function ProductPicker() {
  const t = useT();
  const { control, setValue } = useFormContext<TransferForm>();
  const productId = useWatch({ control, name: 'productId' });
  const [product, setProduct] = useState<AdminProduct | null>(null);

  useEffect(() => {
    if (!productId) return setProduct(null);
    const c = new AbortController();
    adminCatalogApi
      .product(productId, c.signal)
      .then((p) => {
        setProduct(p);
        const variants = p.variants ?? [];
        setValue('variantId', variants.length === 1 ? variants[0]!._id : '');
      })
      .catch(() => undefined);
    return () => c.abort();
  }, [productId, setValue]);

  const variants = product?.variants ?? [];
  return (
    <div className="grid gap-3">
      <KitProductPicker name="productId" label={t('adminStores.transfer.product')} />
      {variants.length > 1 && (
        <SelectField
          name="variantId"
          label={t('adminStores.transfer.variant')}
          options={[{ value: '', label: '—' }, ...variants.map((v) => ({ value: v._id, label: `${v.name} (${v.quantity})` }))]}
        />
      )}
    </div>
  );
}
