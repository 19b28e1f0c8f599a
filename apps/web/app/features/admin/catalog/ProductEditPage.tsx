import { buildVariantMatrix, MAX_OPTIONS, type ProductForm, productFormSchema } from '@sen/core/admin-catalog/forms';
import { PRODUCT_STATUSES, TAX_CLASSES } from '@sen/core/catalogue/schemas';
import type { AdminProduct } from '@sen/core/catalogue/types';
import { formatVnd } from '@sen/core/money';
import { slugify } from '@sen/core/text';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, btnPrimary, card, iconBtn, input } from '../kit/classes';
import {
  applyServerErrors,
  CheckboxField,
  Field,
  numberOrNull,
  SelectField,
  TextField,
  UnsavedChangesGuard,
  useAdminForm,
} from '../kit/form';
import { ImageUploader, type UploadedImage } from '../kit/ImageUploader';
import { StockMovements } from '../reports/StockMovements';
import { categoryOptions, statusBadge, useCatalogChoices } from './ProductsPage';
import { EMPTY_PRODUCT, formToBody, productToForm } from './product-form';
import { useCatalogScope } from './scope';

/** API field names that differ from the form's. */
const RENAME = {
  'weight.value': 'weightValue',
  'warranty.months': 'warrantyMonths',
  'warranty.description': 'warrantyDescription',
};

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={clsx(card, 'p-4 sm:p-5', className)} aria-label={title}>
      <h2 className="mb-4 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** /admin/products/new and /admin/products/:id: loads the product, then the form. */
export function ProductEditPage({ id }: { id: string | null }) {
  const t = useT();
  const catalogApi = useCatalogScope().api;
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setError(null);
    catalogApi.product(id, controller.signal).then(setProduct, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    });
    return () => controller.abort();
  }, [id, attempt]);

  if (id && error) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="text-fg">{error}</p>
        <button type="button" className={clsx(btn, 'mt-3')} onClick={() => setAttempt((n) => n + 1)}>
          {t('adminKit.retry')}
        </button>
      </div>
    );
  }
  if (id && (!product || (product._id !== id && product.slug !== id))) {
    return (
      <p role="status" className="py-16 text-center text-fg-muted">
        {t('adminKit.loading')}
      </p>
    );
  }
  return <ProductEditor key={id ? (product?._id ?? id) : 'new'} product={id ? product : null} onSaved={setProduct} />;
}

function ProductEditor({ product, onSaved }: { product: AdminProduct | null; onSaved: (p: AdminProduct) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const scope = useCatalogScope();
  const catalogApi = scope.api;
  const form = useAdminForm(productFormSchema, product ? productToForm(product) : EMPTY_PRODUCT);
  const { register, control, handleSubmit, setValue, getValues, formState, reset } = form;
  const { categories, brands } = useCatalogChoices();
  const [images, setImages] = useState<UploadedImage[]>(product?.images ?? []);
  const [imagesDirty, setImagesDirty] = useState(false);
  const [confirm, setConfirm] = useState<null | 'delete' | 'archive'>(null);
  const [busy, setBusy] = useState(false);
  const slugTouched = useRef(Boolean(product));

  const name = useWatch({ control, name: 'name' });
  const options = useWatch({ control, name: 'options' });
  const hasOptions = options.length > 0;
  const variants = useFieldArray({ control, name: 'variants' });
  const optionArray = useFieldArray({ control, name: 'options' });

  useEffect(() => {
    if (!slugTouched.current) setValue('slug', slugify(name ?? ''), { shouldDirty: true });
  }, [name, setValue]);

  // The matrix follows the options: rows that still exist keep what was typed.
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const current = getValues('variants');
    const { sku, price, comparePrice } = getValues();
    const next = buildVariantMatrix(
      options.map((o) => ({ name: o.name, values: o.values })),
      current,
      (combo, variantName, variantSku) => ({
        name: variantName,
        sku: variantSku,
        price,
        comparePrice,
        quantity: 0,
        image: null,
        options: combo,
      }),
      sku,
    );
    if (JSON.stringify(next) !== JSON.stringify(current)) variants.replace(next);
  }, [optionsKey]);

  /** Order and main image are saved at once; alt texts with the form (typing would otherwise send a call per key). */
  const changeImages = async (next: UploadedImage[]) => {
    if (!product) return;
    const previous = images;
    setImages(next);
    try {
      const order = next.map((i) => i._id);
      if (order.join() !== previous.map((i) => i._id).join()) await catalogApi.orderImages(product._id, order);
      const main = next.find((i) => i.isMain);
      if (main && !previous.find((i) => i._id === main._id)?.isMain)
        await catalogApi.updateImage(product._id, main._id, { isMain: true });
      if (next.some((i) => previous.find((p) => p._id === i._id)?.alt !== i.alt)) setImagesDirty(true);
    } catch (error) {
      setImages(previous);
      toast.error(error instanceof Error ? error.message : t('adminKit.saveFailed'));
    }
  };

  const removeImage = async (image: UploadedImage) => {
    if (!product) return;
    try {
      const saved = await catalogApi.deleteImage(product._id, image._id);
      setImages((current) => current.filter((i) => saved.images.some((s) => s._id === i._id)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('adminKit.saveFailed'));
    }
  };

  const save = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const body = formToBody(values, product);
      if (product && imagesDirty) {
        for (const image of images) {
          const stored = product.images.find((i) => i._id === image._id);
          if (stored && stored.alt !== image.alt) await catalogApi.updateImage(product._id, image._id, { alt: image.alt });
        }
      }
      const saved = product ? await catalogApi.updateProduct(product._id, body) : await catalogApi.createProduct(body);
      toast.success(product ? t('adminCatalog.saved') : t('adminCatalog.created'));
      reset(productToForm(saved));
      setImages(saved.images);
      setImagesDirty(false);
      onSaved(saved);
      if (!product) navigate(`${scope.base}/${saved._id}`, { replace: true });
    } catch (error) {
      applyServerErrors(form, error, t('adminKit.saveFailed'), RENAME);
    } finally {
      setBusy(false);
    }
  });

  const act = async (kind: 'delete' | 'archive' | 'duplicate') => {
    if (!product) return;
    setBusy(true);
    try {
      if (kind === 'delete') {
        await catalogApi.deleteProduct(product._id);
        toast.success(t('adminCatalog.deleted'));
        reset(getValues());
        navigate(scope.base);
      } else if (kind === 'archive') {
        const saved = await catalogApi.updateProduct(product._id, { status: 'archived' });
        reset(productToForm(saved));
        onSaved(saved);
        toast.success(t('adminCatalog.archived'));
      } else {
        const copy = await catalogApi.duplicateProduct(product._id);
        toast.success(t('adminCatalog.duplicated'));
        navigate(`${scope.base}/${copy._id}`);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const watched = useWatch({ control });
  const dirty = formState.isDirty || imagesDirty;
  const seoTitle = watched.metaTitle || watched.name || t('adminCatalog.seo.untitled');
  const seoDescription = watched.metaDescription || watched.shortDescription || '';

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <form onSubmit={save} noValidate data-testid="product-form">
        <div className="sticky top-16 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-line bg-page/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
          <div className="min-w-0">
            <Link to={scope.base} className="text-xs text-fg-muted hover:text-fg">
              ← {t('admin.menu.productList')}
            </Link>
            <h1 className="flex items-center gap-2 truncate text-xl font-bold text-fg" data-testid="admin-page-title">
              {product ? product.name : t('adminCatalog.newProduct')}
              {product && <span className={statusBadge(product.status)}>{t(`adminCatalog.status.${product.status}`)}</span>}
            </h1>
            {product?.seller?.review && product.seller.review !== 'approved' && (
              <p className="mt-1 text-sm text-sky-800 dark:text-sky-300" data-testid="product-review">
                {t(`seller.products.review.${product.seller.review}`)}
                {product.seller.review === 'pending' && ` — ${t('seller.products.waiting')}`}
                {product.seller.reviewNote && ` — ${t('seller.products.reviewNote', { note: product.seller.reviewNote })}`}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {product && (
              <>
                <button
                  type="button"
                  className={btn}
                  disabled={busy}
                  onClick={() => void act('duplicate')}
                  data-testid="duplicate"
                >
                  {t('adminCatalog.duplicate')}
                </button>
                {product.status !== 'archived' && (
                  <button type="button" className={btn} disabled={busy} onClick={() => setConfirm('archive')}>
                    {t('adminCatalog.archive')}
                  </button>
                )}
                <button
                  type="button"
                  className={clsx(btn, 'text-red-600 dark:text-red-400')}
                  disabled={busy}
                  onClick={() => setConfirm('delete')}
                >
                  {t('adminCatalog.delete')}
                </button>
              </>
            )}
            <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-product">
              {busy ? t('adminKit.saving') : t('adminKit.save')}
            </button>
          </div>
        </div>

        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <Section title={t('adminCatalog.section.general')}>
              <div className="grid gap-4">
                <TextField name="name" label={t('adminCatalog.field.name')} />
                <Field name="slug" label={t('adminCatalog.field.slug')} hint={t('adminCatalog.field.slugHint')}>
                  {(aria) => (
                    <input
                      {...aria}
                      {...register('slug', {
                        onChange: () => {
                          slugTouched.current = true;
                        },
                      })}
                      className={input}
                    />
                  )}
                </Field>
                <TextField name="shortDescription" label={t('adminCatalog.field.shortDescription')} multiline />
                <TextField name="description" label={t('adminCatalog.field.description')} multiline />
              </div>
            </Section>

            <Section title={t('adminCatalog.section.images')}>
              {product ? (
                <ImageUploader
                  images={images}
                  upload={async (files, onProgress) => {
                    const saved = await catalogApi.uploadImages(product._id, files, onProgress);
                    setImages((current) => [...current, ...saved.images.filter((i) => !current.some((c) => c._id === i._id))]);
                  }}
                  onChange={(next) => void changeImages(next)}
                  onRemove={(image) => void removeImage(image)}
                />
              ) : (
                <p className="text-sm text-fg-muted">{t('adminCatalog.imagesAfterSave')}</p>
              )}
            </Section>

            <Section title={t('adminCatalog.section.pricing')}>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  name="price"
                  type="number"
                  label={t('adminCatalog.field.price')}
                  hint={hasOptions ? t('adminCatalog.field.priceVariantsHint') : undefined}
                />
                <TextField name="comparePrice" type="number" label={t('adminCatalog.field.comparePrice')} />
                <TextField name="costPrice" type="number" label={t('adminCatalog.field.costPrice')} />
                <SelectField
                  name="taxClass"
                  label={t('adminCatalog.field.taxClass')}
                  options={TAX_CLASSES.map((c) => ({ value: c, label: t(`adminCatalog.tax.${c}`) }))}
                />
                <TextField name="saleStart" type="datetime-local" label={t('adminCatalog.field.saleStart')} />
                <TextField name="saleEnd" type="datetime-local" label={t('adminCatalog.field.saleEnd')} />
              </div>
            </Section>

            <Section title={t('adminCatalog.section.inventory')}>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField name="sku" label="SKU" hint={hasOptions ? t('adminCatalog.field.skuVariantsHint') : undefined} />
                <TextField name="barcode" label={t('adminCatalog.field.barcode')} />
                {!hasOptions && <TextField name="quantity" type="number" label={t('adminCatalog.field.quantity')} />}
              </div>
              <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                <CheckboxField name="trackInventory" label={t('adminCatalog.field.trackInventory')} />
                <CheckboxField name="digital" label={t('adminCatalog.field.digital')} />
              </div>
            </Section>

            <Section title={t('adminCatalog.section.variants')}>
              <p className="mb-3 text-sm text-fg-muted">{t('adminCatalog.options.lead', { max: MAX_OPTIONS })}</p>
              <ul className="space-y-3">
                {optionArray.fields.map((field, index) => (
                  <li key={field.id} className="rounded-lg border border-line p-3" data-testid="option-row">
                    <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
                      <TextField
                        name={`options.${index}.name`}
                        label={t('adminCatalog.options.name')}
                        placeholder={t('adminCatalog.options.namePlaceholder')}
                      />
                      <OptionValues index={index} />
                      <button type="button" className={clsx(btn, 'sm:mt-6')} onClick={() => optionArray.remove(index)}>
                        {t('adminCatalog.options.remove')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              {optionArray.fields.length < MAX_OPTIONS && (
                <button
                  type="button"
                  className={clsx(btn, 'mt-3')}
                  onClick={() => optionArray.append({ name: '', values: [] })}
                  data-testid="add-option"
                >
                  + {t('adminCatalog.options.add')}
                </button>
              )}

              {variants.fields.length > 0 && (
                <div className="mt-5 overflow-x-auto rounded-lg border border-line">
                  <table className="w-full min-w-[640px] text-left text-sm" data-testid="variant-matrix">
                    <caption className="sr-only">{t('adminCatalog.variants.caption')}</caption>
                    <thead className="bg-muted/60 text-xs uppercase text-fg-muted">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          {t('adminCatalog.variants.variant')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          SKU
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('adminCatalog.field.price')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('adminCatalog.field.comparePrice')}
                        </th>
                        <th scope="col" className="px-3 py-2">
                          {t('adminCatalog.field.quantity')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {variants.fields.map((field, index) => (
                        <VariantRow key={field.id} index={index} name={field.name} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Section>
          </div>

          <div className="space-y-4">
            <Section title={t('adminCatalog.section.status')}>
              <SelectField
                name="status"
                label={t('adminCatalog.col.status')}
                options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`adminCatalog.status.${s}`) }))}
              />
              <div className="mt-4 flex flex-col gap-2">
                <CheckboxField name="isNew" label={t('adminCatalog.field.isNew')} />
                <CheckboxField name="isBestseller" label={t('adminCatalog.field.isBestseller')} />
              </div>
            </Section>
            <Section title={t('adminCatalog.section.organization')}>
              <CategoryPicker categories={categoryOptions(categories)} />
              <div className="mt-4 grid gap-4">
                <SelectField
                  name="brand"
                  label={t('adminCatalog.col.brand')}
                  options={[{ value: '', label: '—' }, ...brands.map((b) => ({ value: b._id, label: b.name }))]}
                />
                <TextField name="tags" label={t('adminCatalog.field.tags')} hint={t('adminKit.commaHint')} />
                <TextField name="weightValue" type="number" label={t('adminCatalog.field.weight')} />
                <TextField name="warrantyMonths" type="number" label={t('adminCatalog.field.warrantyMonths')} />
                <TextField name="warrantyDescription" label={t('adminCatalog.field.warrantyDescription')} />
              </div>
            </Section>
            <Section title={t('adminCatalog.section.seo')}>
              <figure className="mb-4 rounded-lg border border-line bg-page p-3" data-testid="seo-preview">
                <figcaption className="sr-only">{t('adminCatalog.seo.preview')}</figcaption>
                <p className="truncate text-xs text-emerald-700 dark:text-emerald-400">sen.vn › {watched.slug || '…'}</p>
                <p className="truncate text-base text-sky-700 dark:text-sky-400">{seoTitle}</p>
                <p className="line-clamp-2 text-xs text-fg-muted">
                  {watched.price ? `${formatVnd(Number(watched.price))} · ` : ''}
                  {seoDescription}
                </p>
              </figure>
              <div className="grid gap-4">
                <TextField
                  name="metaTitle"
                  label={t('adminCatalog.field.metaTitle')}
                  hint={t('adminKit.chars', { n: (watched.metaTitle ?? '').length, max: 70 })}
                />
                <TextField
                  name="metaDescription"
                  label={t('adminCatalog.field.metaDescription')}
                  multiline
                  hint={t('adminKit.chars', { n: (watched.metaDescription ?? '').length, max: 160 })}
                />
                <TextField name="metaKeywords" label={t('adminCatalog.field.metaKeywords')} hint={t('adminKit.commaHint')} />
              </div>
            </Section>
          </div>
        </div>
      </form>

      {product && (
        <Section title={t('adminReports.movements.history')} className="mt-6">
          <StockMovements productId={product._id} />
        </Section>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? t('adminCatalog.delete') : t('adminCatalog.archive')}
        message={
          confirm === 'delete'
            ? t('adminCatalog.deleteConfirm', { name: product?.name ?? '' })
            : t('adminCatalog.archiveConfirm', { name: product?.name ?? '' })
        }
        confirmLabel={confirm === 'delete' ? t('adminCatalog.delete') : t('adminCatalog.archive')}
        danger
        busy={busy}
        onConfirm={() => confirm && void act(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </FormProvider>
  );
}

/** An option's values as chips: Enter or a comma adds one, Backspace on an empty box removes the last. */
function OptionValues({ index }: { index: number }) {
  const t = useT();
  const { control, setValue } = useFormContextTyped();
  const values = useWatch({ control, name: `options.${index}.values` }) ?? [];
  const [draft, setDraft] = useState('');
  const add = () => {
    const parts = draft
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !values.includes(s));
    if (parts.length) setValue(`options.${index}.values`, [...values, ...parts], { shouldDirty: true, shouldValidate: true });
    setDraft('');
  };
  return (
    <Field name={`options.${index}.values`} label={t('adminCatalog.options.values')} hint={t('adminCatalog.options.valuesHint')}>
      {(aria) => (
        <div className={clsx(input, 'flex flex-wrap items-center gap-1.5 py-1.5')}>
          {values.map((value) => (
            <span key={value} className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-0.5 text-xs text-fg">
              {value}
              <button
                type="button"
                className="text-fg-muted hover:text-red-600"
                aria-label={t('adminCatalog.options.removeValue', { value })}
                onClick={() =>
                  setValue(
                    `options.${index}.values`,
                    values.filter((v) => v !== value),
                    { shouldDirty: true, shouldValidate: true },
                  )
                }
              >
                ✕
              </button>
            </span>
          ))}
          <input
            {...aria}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ',') {
                e.preventDefault();
                add();
              } else if (e.key === 'Backspace' && draft === '' && values.length) {
                setValue(`options.${index}.values`, values.slice(0, -1), { shouldDirty: true });
              }
            }}
            onBlur={add}
            className="min-w-[6rem] flex-1 border-0 bg-transparent p-0.5 text-sm text-fg outline-none"
            data-testid={`option-values-${index}`}
          />
        </div>
      )}
    </Field>
  );
}

function VariantRow({ index, name }: { index: number; name: string }) {
  const t = useT();
  const { register, formState } = useFormContextTyped();
  const rowErrors = formState.errors.variants?.[index];
  const cell = (field: 'sku' | 'price' | 'comparePrice' | 'quantity', numeric: boolean) => {
    const message = rowErrors?.[field]?.message;
    return (
      <td className="px-3 py-2 align-top">
        <input
          {...register(`variants.${index}.${field}`, numeric ? { setValueAs: numberOrNull } : {})}
          className={clsx(input, 'py-1.5', numeric && 'tabular-nums')}
          inputMode={numeric ? 'numeric' : undefined}
          aria-label={`${name} — ${field === 'sku' ? 'SKU' : t(field === 'quantity' ? 'adminCatalog.field.quantity' : field === 'price' ? 'adminCatalog.field.price' : 'adminCatalog.field.comparePrice')}`}
          aria-invalid={Boolean(message)}
          data-testid={`variant-${index}-${field}`}
        />
        {message && (
          <p className="mt-1 text-xs text-red-600 dark:text-red-400">
            {message.startsWith('adminKit.') ? t(message as 'adminKit.v.required') : message}
          </p>
        )}
      </td>
    );
  };
  return (
    <tr data-testid="variant-row">
      <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-fg">
        {name}
      </th>
      {cell('sku', false)}
      {cell('price', true)}
      {cell('comparePrice', true)}
      {cell('quantity', true)}
    </tr>
  );
}

/** Categories as checkboxes; the first one ticked is the primary (breadcrumbs), shown and changeable. */
function CategoryPicker({ categories }: { categories: { value: string; label: string }[] }) {
  const t = useT();
  const { control, setValue } = useFormContextTyped();
  const chosen = useWatch({ control, name: 'categories' }) ?? [];
  const toggle = (id: string) =>
    setValue('categories', chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id], { shouldDirty: true });
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-fg">{t('adminCatalog.field.categories')}</legend>
      <div className="max-h-56 overflow-y-auto rounded-lg border border-line p-2">
        {categories.map((c) => (
          <div key={c.value} className="flex items-center justify-between gap-2 rounded px-1 py-0.5 hover:bg-muted">
            <label className="flex min-w-0 items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosen.includes(c.value)}
                onChange={() => toggle(c.value)}
              />
              <span className="truncate">{c.label}</span>
            </label>
            {chosen[0] === c.value ? (
              <span className="text-[10px] font-semibold uppercase text-brand-700 dark:text-brand-300">
                {t('adminCatalog.field.primary')}
              </span>
            ) : chosen.includes(c.value) ? (
              <button
                type="button"
                className={clsx(iconBtn, 'w-auto px-1 text-[10px]')}
                onClick={() => setValue('categories', [c.value, ...chosen.filter((x) => x !== c.value)], { shouldDirty: true })}
              >
                {t('adminCatalog.field.makePrimary')}
              </button>
            ) : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function useFormContextTyped() {
  return useFormContext<ProductForm>();
}
