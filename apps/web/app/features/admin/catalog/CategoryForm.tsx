import { type CategoryForm, categoryFormSchema } from '@sen/core/admin-catalog/forms';
import type { Category } from '@sen/core/catalog';
import { slugify } from '@sen/core/text';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { CheckboxField, SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { SingleImageField } from '../kit/ImageUploader';
import { FormModal } from '../kit/Modal';
import { adminCatalogApi } from './api';
import { toMultipart } from './multipart';
import { categoryOptions } from './ProductsPage';

export function categoryFields(c: Category, changes: Partial<Record<string, string | number | boolean | null | File>> = {}) {
  return toMultipart({
    name: c.name,
    slug: c.slug,
    description: c.description,
    isActive: c.isActive,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    metaKeywords: c.metaKeywords.join(', '),
    displayOrder: c.displayOrder,
    parent: c.parent,
    ...changes,
  });
}

const blank = (parent: string | null, order: number): CategoryForm => ({
  name: '',
  slug: '',
  description: '',
  parent: parent ?? '',
  isActive: true,
  displayOrder: order,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
});

/** Create or edit one category (multipart, with its image) in a dialog. */
export function CategoryDialog({
  open,
  category,
  parent,
  categories,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: Category | null;
  parent: string | null;
  categories: Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const initial = category
    ? {
        name: category.name,
        slug: category.slug,
        description: category.description,
        parent: category.parent ?? '',
        isActive: category.isActive,
        displayOrder: category.displayOrder,
        metaTitle: category.metaTitle,
        metaDescription: category.metaDescription,
        metaKeywords: category.metaKeywords.join(', '),
      }
    : blank(parent, categories.filter((c) => c.parent === parent).length);
  const form = useAdminForm(categoryFormSchema, initial);
  const [image, setImage] = useState<File | null | undefined>(undefined);
  const slugTouched = useRef(Boolean(category));
  const name = useWatch({ control: form.control, name: 'name' });

  useEffect(() => {
    form.reset(initial);
    setImage(undefined);
    slugTouched.current = Boolean(category);
  }, [open, category?._id]);

  useEffect(() => {
    if (!slugTouched.current) form.setValue('slug', slugify(name ?? ''));
  }, [name, form]);

  // A category cannot move under itself or its own descendants.
  const excluded = new Set<string>();
  if (category) {
    excluded.add(category._id);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of categories) {
        if (c.parent && excluded.has(c.parent) && !excluded.has(c._id)) {
          excluded.add(c._id);
          grew = true;
        }
      }
    }
  }

  const { save, busy } = useFormSave(form, async (values) => {
    await adminCatalogApi.saveCategory(
      category?._id ?? null,
      toMultipart({ ...values, slug: values.slug || slugify(values.name), parent: values.parent || null, image }),
    );
    toast.success(t('adminCatalog.saved'));
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={category ? t('adminCatalog.categories.edit', { name: category.name }) : t('adminCatalog.categories.new')}
      testId="category-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="name" label={t('adminCatalog.field.name')} />
      <TextField name="slug" label={t('adminCatalog.field.slug')} hint={t('adminCatalog.field.slugHint')} />
      <SelectField
        name="parent"
        label={t('adminCatalog.categories.parent')}
        options={[
          { value: '', label: t('adminCatalog.categories.root') },
          ...categoryOptions(categories).filter((o) => !excluded.has(o.value)),
        ]}
      />
      <TextField name="description" label={t('adminCatalog.field.description')} multiline />
      <SingleImageField
        label={t('adminCatalog.categories.image')}
        current={category?.image ?? ''}
        value={image}
        onChange={setImage}
        testId="category-image"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="displayOrder" type="number" label={t('adminCatalog.categories.order')} />
        <div className="flex items-end pb-2">
          <CheckboxField name="isActive" label={t('adminCatalog.field.isActive')} />
        </div>
      </div>
      <TextField name="metaTitle" label={t('adminCatalog.field.metaTitle')} />
      <TextField name="metaDescription" label={t('adminCatalog.field.metaDescription')} multiline />
      <TextField name="metaKeywords" label={t('adminCatalog.field.metaKeywords')} hint={t('adminKit.commaHint')} />
    </FormModal>
  );
}
