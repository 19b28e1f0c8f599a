import {
  clearanceFormSchema,
  fromLocalInput,
  type PromotionForm,
  promotionFormSchema,
  promotionGenerateFormSchema,
  toLocalInput,
} from '@sen/core/checkout/promotion-forms';
import type { Coupon, PromotionUsage } from '@sen/core/checkout/types';
import { formatVnd } from '@sen/core/money';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnPrimary } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { CheckboxField, SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal, Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { ProductPicker } from '../kit/ProductPicker';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminPromotionsApi } from './api';
import { CategoriesField } from './CategoriesField';

const PAGE_SIZE = 20;
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString('vi-VN') : '—');

/** /admin/marketing: promotions and coupons — list, create, edit, pause, duplicate, report, bulk codes. */
export function PromotionsPage() {
  const t = useT();
  const filters = useUrlFilters([] as const);
  const key = `${filters.page}`;
  const list = useServerList(key, (signal) => adminPromotionsApi.list({ page: filters.page, limit: PAGE_SIZE }, signal));
  const editor = useEditorDialog<Coupon>();
  const [report, setReport] = useState<{ promo: Coupon; usage: PromotionUsage } | null>(null);
  const [generating, setGenerating] = useState<Coupon | null>(null);
  const [clearance, setClearance] = useState(false);

  const offer = (c: Coupon) =>
    c.type === 'percentage'
      ? `${c.value}%`
      : c.type === 'fixed'
        ? formatVnd(c.value)
        : c.type === 'freeShipping'
          ? t('adminPromo.type.freeShipping')
          : `${t('adminPromo.type.buyXGetY')} ${c.buyQuantity ?? 1}+${c.getQuantity ?? 1} (${c.value}%)`;

  const act = async (run: () => Promise<unknown>, done = t('adminPromo.done')) => {
    try {
      await run();
      toast.success(done);
      list.reload();
    } catch {
      toast.error(t('adminPromo.failed'));
    }
  };

  const columns = useMemo<AdminColumn<Coupon>[]>(
    () => [
      {
        id: 'name',
        header: t('adminPromo.col.name'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <button type="button" className="text-left font-medium text-fg hover:text-brand-700" onClick={() => editor.edit(c)}>
            {c.name || c.code}
          </button>
        ),
      },
      {
        id: 'code',
        header: t('adminPromo.col.code'),
        enableSorting: false,
        cell: ({ row: { original: c } }) =>
          c.isAutomatic ? (
            <span className={`${badge} bg-brand-100 text-brand-800`}>{t('adminPromo.automatic')}</span>
          ) : (
            <span className="font-mono text-sm">{c.code}</span>
          ),
      },
      { id: 'offer', header: t('adminPromo.col.offer'), enableSorting: false, cell: ({ row }) => offer(row.original) },
      {
        id: 'window',
        header: t('adminPromo.col.window'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className="text-xs">
            {date(c.startsAt)} → {date(c.endsAt)}
          </span>
        ),
      },
      {
        id: 'used',
        header: t('adminPromo.col.used'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className="tabular-nums">
            {c.usedCount}
            {c.maxUses !== null ? ` / ${c.maxUses}` : ''}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminPromo.col.status'),
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className={`${badge} ${c.isActive ? 'bg-green-100 text-green-800' : 'bg-muted text-fg-muted'}`}>
            {c.isActive ? t('adminPromo.active') : t('adminPromo.paused')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className={btn}
              onClick={() => void act(() => adminPromotionsApi.save(c._id, { isActive: !c.isActive }))}
              data-testid="promo-toggle"
            >
              {c.isActive ? t('adminPromo.pause') : t('adminPromo.resume')}
            </button>
            <button type="button" className={btn} onClick={() => void act(() => adminPromotionsApi.duplicate(c._id))}>
              {t('adminPromo.duplicate')}
            </button>
            <button
              type="button"
              className={btn}
              onClick={() =>
                void adminPromotionsApi.report(c._id).then(
                  (usage) => setReport({ promo: c, usage }),
                  () => toast.error(t('adminPromo.failed')),
                )
              }
            >
              {t('adminPromo.report')}
            </button>
            {!c.isAutomatic && (
              <button type="button" className={btn} onClick={() => setGenerating(c)}>
                {t('adminPromo.generate')}
              </button>
            )}
          </div>
        ),
      },
    ],
    [t],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.promotions')}
        lead={t('adminPromo.lead')}
        actions={
          <>
            <button type="button" className={btn} onClick={() => setClearance(true)} data-testid="clearance">
              {t('adminPromo.clearance')}
            </button>
            <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-promotion">
              + {t('adminPromo.new')}
            </button>
          </>
        }
      />
      <div className="mt-5">
        <DataTable
          id="promotions"
          label={t('admin.menu.promotions')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          onSortChange={() => {}}
          getRowId={(c) => c._id}
          empty={<p>{t('adminPromo.empty')}</p>}
        />
      </div>
      <PromotionDialog open={editor.open} promo={editor.item} onClose={editor.close} onSaved={list.reload} />
      <Modal
        open={report !== null}
        title={t('adminPromo.report.title', { name: report?.promo.name || report?.promo.code || '' })}
        onClose={() => setReport(null)}
        testId="promotion-report"
      >
        {report && (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <dt>{t('adminPromo.report.orders')}</dt>
            <dd className="tabular-nums">{report.usage.orders}</dd>
            <dt>{t('adminPromo.report.discount')}</dt>
            <dd className="tabular-nums">{formatVnd(report.usage.discount)}</dd>
            <dt>{t('adminPromo.report.shipping')}</dt>
            <dd className="tabular-nums">{formatVnd(report.usage.shippingDiscount)}</dd>
            <dt>{t('adminPromo.report.revenue')}</dt>
            <dd className="tabular-nums">{formatVnd(report.usage.revenue)}</dd>
            <dt>{t('adminPromo.report.codes')}</dt>
            <dd className="tabular-nums">
              {report.usage.generatedCodes}
              {report.usage.generatedCodes > 0 && (
                <button
                  type="button"
                  className={`${btn} ml-2`}
                  onClick={() => void adminPromotionsApi.exportCodes(report.promo._id, report.promo.code)}
                >
                  {t('adminPromo.exportCodes')}
                </button>
              )}
            </dd>
          </dl>
        )}
      </Modal>
      <GenerateDialog promo={generating} onClose={() => setGenerating(null)} onDone={list.reload} />
      <ClearanceDialog open={clearance} onClose={() => setClearance(false)} />
    </section>
  );
}

function toForm(c: Coupon | null): PromotionForm {
  return {
    name: c?.name ?? '',
    code: c && !c.isAutomatic ? c.code : '',
    description: c?.description ?? '',
    type: c?.type ?? 'percentage',
    value: c?.value ?? 10,
    minimumPurchase: c?.minimumPurchase ?? null,
    maximumDiscount: c?.maximumDiscount ?? null,
    startsAt: toLocalInput(c?.startsAt),
    endsAt: toLocalInput(c?.endsAt),
    maxUses: c?.maxUses ?? null,
    usesPerCustomer: c?.usesPerCustomer ?? null,
    isActive: c?.isActive ?? true,
    isAutomatic: c?.isAutomatic ?? false,
    combinable: c?.combinable ?? false,
    buyQuantity: c?.buyQuantity ?? null,
    getQuantity: c?.getQuantity ?? null,
    buyProducts: c?.buy?.productIds ?? [],
    buyCategories: c?.buy?.categoryIds ?? [],
    getProducts: c?.get?.productIds ?? [],
    getCategories: c?.get?.categoryIds ?? [],
  };
}

function PromotionDialog({
  open,
  promo,
  onClose,
  onSaved,
}: {
  open: boolean;
  promo: Coupon | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(promotionFormSchema, toForm(promo));
  useEffect(() => {
    form.reset(toForm(promo));
  }, [open, promo?._id]);

  const { save, busy } = useFormSave(
    form,
    async (v) => {
      const { buyProducts, buyCategories, getProducts, getCategories, code, startsAt, endsAt, ...rest } = v;
      await adminPromotionsApi.save(promo?._id ?? null, {
        ...rest,
        ...(code && !v.isAutomatic ? { code } : {}),
        value: v.type === 'freeShipping' ? 0 : v.value,
        startsAt: fromLocalInput(startsAt),
        endsAt: fromLocalInput(endsAt),
        buy: { productIds: buyProducts, categoryIds: buyCategories },
        get: { productIds: getProducts, categoryIds: getCategories },
      });
      toast.success(t('adminPromo.done'));
      onSaved();
      onClose();
    },
    { failed: t('adminPromo.failed'), rename: { buy: 'buyProducts', get: 'getProducts' } },
  );
  const type = form.watch('type');

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={promo ? t('adminPromo.edit', { name: promo.name || promo.code }) : t('adminPromo.new')}
      testId="promotion-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('adminPromo.field.name')} />
        <TextField name="code" label={t('adminPromo.field.code')} hint={t('adminPromo.field.codeHint')} />
        <SelectField
          name="type"
          label={t('adminPromo.field.type')}
          options={(['percentage', 'fixed', 'freeShipping', 'buyXGetY'] as const).map((v) => ({
            value: v,
            label: t(`adminPromo.type.${v}`),
          }))}
        />
        <TextField name="value" type="number" label={t('adminPromo.field.value')} hint={t('adminPromo.field.valueHint')} />
        <TextField name="minimumPurchase" type="number" label={t('adminPromo.field.minimum')} />
        <TextField name="maximumDiscount" type="number" label={t('adminPromo.field.maxDiscount')} />
        <TextField name="startsAt" type="datetime-local" label={t('adminPromo.field.startsAt')} />
        <TextField name="endsAt" type="datetime-local" label={t('adminPromo.field.endsAt')} />
        <TextField name="maxUses" type="number" label={t('adminPromo.field.maxUses')} />
        <TextField name="usesPerCustomer" type="number" label={t('adminPromo.field.perCustomer')} />
      </div>
      <TextField name="description" label={t('adminPromo.field.description')} multiline />
      {type === 'buyXGetY' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="buyQuantity" type="number" label={t('adminPromo.field.buyQuantity')} />
          <TextField name="getQuantity" type="number" label={t('adminPromo.field.getQuantity')} />
          <ProductPicker
            name="buyProducts"
            multiple
            label={t('adminPromo.field.buyProducts')}
            hint={t('adminPromo.field.targetsHint')}
          />
          <CategoriesField name="buyCategories" label={t('adminPromo.field.buyCategories')} />
          <ProductPicker
            name="getProducts"
            multiple
            label={t('adminPromo.field.getProducts')}
            hint={t('adminPromo.field.targetsHint')}
          />
          <CategoriesField name="getCategories" label={t('adminPromo.field.getCategories')} />
        </div>
      )}
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="isActive" label={t('adminPromo.field.isActive')} />
        <CheckboxField name="isAutomatic" label={t('adminPromo.field.isAutomatic')} />
        <CheckboxField name="combinable" label={t('adminPromo.field.combinable')} />
      </div>
    </FormModal>
  );
}

function GenerateDialog({ promo, onClose, onDone }: { promo: Coupon | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const form = useAdminForm(promotionGenerateFormSchema, { count: 100, prefix: '' });
  const { save, busy } = useFormSave(
    form,
    async (v) => {
      if (!promo) return;
      const res = await adminPromotionsApi.generate(promo._id, v);
      toast.success(t('adminPromo.generated', { n: res.count }));
      await adminPromotionsApi.exportCodes(promo._id, promo.code);
      onDone();
      onClose();
    },
    { failed: t('adminPromo.failed') },
  );
  return (
    <FormModal
      open={promo !== null}
      onClose={onClose}
      title={t('adminPromo.generate')}
      testId="generate-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p className="text-sm text-fg-muted">{t('adminPromo.generate.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="count" type="number" label={t('adminPromo.generate.count')} />
        <TextField name="prefix" label={t('adminPromo.generate.prefix')} />
      </div>
    </FormModal>
  );
}

/** Marks products for clearance (/clearance) or takes them off, by id. */
function ClearanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const form = useAdminForm(clearanceFormSchema, { productIds: [], isClearance: 'on' });
  const { save, busy } = useFormSave(
    form,
    async (v) => {
      const res = await adminPromotionsApi.clearance({ productIds: v.productIds, isClearance: v.isClearance === 'on' });
      toast.success(t('adminPromo.clearance.changed', { n: res.changed }));
      form.reset({ productIds: [], isClearance: 'on' });
      onClose();
    },
    { failed: t('adminPromo.failed') },
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminPromo.clearance')}
      testId="clearance-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <ProductPicker name="productIds" multiple label={t('adminFlash.item.product')} hint={t('adminPromo.clearance.hint')} />
      <SelectField
        name="isClearance"
        label={t('adminPromo.clearance')}
        options={[
          { value: 'on', label: t('adminPromo.clearance.on') },
          { value: 'off', label: t('adminPromo.clearance.off') },
        ]}
      />
    </FormModal>
  );
}
