import type { Category } from '@sen/core';
import { type AdminMenu, type AdminMenuColumn, type AdminMenuLink, menuInputSchema } from '@sen/core/content/menu';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FormProvider, type UseFieldArrayReturn, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { adminCatalogApi } from '../catalog/api';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, btnPrimary, card, iconBtn } from '../kit/classes';
import { applyServerErrors, CheckboxField, SelectField, TextField, UnsavedChangesGuard, useAdminForm } from '../kit/form';
import { PageHeader } from '../kit/PageHeader';
import { useAdminRecord } from '../kit/use-admin-record';
import { adminContentApi } from './api';
import { Badge, type EditLanguage, LanguageTabs, UploadedImageField } from './shared';

type Form = z.infer<typeof menuInputSchema>;

const NEW_COLUMN: AdminMenuColumn = {
  kind: 'link',
  categoryId: '',
  href: '',
  label: '',
  translations: {},
  image: '',
  visible: true,
  links: [],
};
const NEW_LINK: AdminMenuLink = { kind: 'link', categoryId: '', href: '', label: '', translations: {}, image: '', isNew: false };

/** The label's form field in a language: the Vietnamese label or its translation. */
const labelIn = (base: string, lang: EditLanguage) => (lang === 'vi' ? `${base}.label` : `${base}.translations.${lang}`);

/**
 * /admin/marketing/menu — the storefront's mega-menu (decision 0354): columns (a category, a link
 * or a label) with their links, ordered by dragging or by the move buttons and arrow keys.
 * Until staff save, the menu is the category tree, shown here as the starting point.
 */
export function MenuPage() {
  const t = useT();
  const { record, setRecord, error } = useAdminRecord<{ menu: AdminMenu; categories: Category[] }>(async (signal) => {
    const [menu, categories] = await Promise.all([adminContentApi.menu(signal), adminCatalogApi.categories(signal)]);
    return { menu, categories: categories.items };
  }, 'menu');
  return (
    <div className="space-y-4">
      <PageHeader title={t('admin.menu.megaMenu')} lead={t('adminContent.menu.lead')} />
      {error && <p role="alert">{error}</p>}
      {!record && !error && <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}
      {record && (
        <MenuEditor
          key={record.menu.updatedAt ?? 'tree'}
          menu={record.menu}
          categories={record.categories}
          onSaved={(menu) => setRecord({ ...record, menu })}
        />
      )}
    </div>
  );
}

function MenuEditor({ menu, categories, onSaved }: { menu: AdminMenu; categories: Category[]; onSaved: (m: AdminMenu) => void }) {
  const t = useT();
  const form = useAdminForm(menuInputSchema, { columns: menu.columns });
  const columns = useFieldArray({ control: form.control, name: 'columns' });
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);

  const submit = async (v: Form) => {
    setBusy(true);
    try {
      const saved = await adminContentApi.saveMenu(v);
      toast.success(t('adminContent.saved'));
      onSaved(saved);
    } catch (e) {
      applyServerErrors(form, e, t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const categoryOptions = [
    { value: '', label: t('adminContent.menu.chooseCategory') },
    ...categories.map((c) => ({
      value: c._id,
      label: `${c.parent ? '— ' : ''}${c.name}${c.isActive ? '' : ` (${t('adminContent.menu.inactive')})`}`,
    })),
  ];

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !busy} />
      <form onSubmit={form.handleSubmit(submit)} noValidate data-testid="menu-form" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Badge tone={menu.custom ? 'green' : 'slate'}>
            {menu.custom ? t('adminContent.menu.custom') : t('adminContent.menu.tree')}
          </Badge>
          <div className="flex flex-wrap gap-2">
            <a href="/" target="_blank" rel="noreferrer" className={btn}>
              {t('adminContent.blog.view')}
            </a>
            {menu.custom && (
              <button type="button" className={btn} onClick={() => setConfirmReset(true)} data-testid="menu-reset">
                {t('adminContent.menu.reset')}
              </button>
            )}
            <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-menu">
              {busy ? t('adminKit.saving') : t('adminKit.save')}
            </button>
          </div>
        </div>
        <div className={`${card} p-4`}>
          <LanguageTabs>
            {(lang) => (
              <div className="grid gap-3">
                <Ordered
                  list={columns}
                  label={(i) => t('adminContent.menu.column', { n: i + 1 })}
                  testId="menu-column"
                  render={(i) => <ColumnFields index={i} lang={lang} categoryOptions={categoryOptions} />}
                />
                <div>
                  <button
                    type="button"
                    className={btn}
                    onClick={() => columns.append(structuredClone(NEW_COLUMN))}
                    data-testid="add-column"
                  >
                    + {t('adminContent.menu.addColumn')}
                  </button>
                </div>
              </div>
            )}
          </LanguageTabs>
        </div>
      </form>
      <ConfirmDialog
        open={confirmReset}
        title={t('adminContent.menu.reset')}
        message={t('adminContent.menu.resetText')}
        confirmLabel={t('adminContent.menu.reset')}
        busy={busy}
        onCancel={() => setConfirmReset(false)}
        onConfirm={async () => {
          setConfirmReset(false);
          await submit({ columns: [] });
        }}
      />
    </FormProvider>
  );
}

/**
 * A list staff order: each item can be dragged onto another's place, or moved with its buttons;
 * its handle also answers ↑ / ↓ (focus follows the item).
 */
function Ordered({
  list,
  label,
  render,
  testId,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: columns and links are both field arrays of the menu form
  list: UseFieldArrayReturn<any, any, 'id'>;
  label: (i: number) => string;
  render: (i: number) => React.ReactNode;
  testId: string;
}) {
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  // Only the handle starts a drag: the fields inside keep their text selection.
  const [armed, setArmed] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.fields.length || from === to) return;
    list.move(from, to);
  };
  const listRef = useRef<HTMLOListElement>(null);
  // The moved item's handle gets the focus back once the list has rendered in its new order.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    listRef.current?.querySelectorAll<HTMLButtonElement>(':scope > li > div:first-child [data-handle]')[refocus.current]?.focus();
    refocus.current = null;
  }, [list.fields]);
  const onHandleKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const to = e.key === 'ArrowUp' ? i - 1 : i + 1;
    if (to < 0 || to >= list.fields.length) return;
    refocus.current = to;
    move(i, to);
  };
  const drop = (e: DragEvent<HTMLLIElement>, i: number) => {
    e.preventDefault();
    e.stopPropagation();
    if (dragging !== null) move(dragging, i);
    setDragging(null);
  };
  return (
    <ol ref={listRef} className="grid gap-3">
      {list.fields.map((f, i) => (
        <li
          key={f.id}
          draggable={armed === i}
          onDragStart={(e) => {
            e.stopPropagation();
            setDragging(i);
          }}
          onDragEnd={() => {
            setDragging(null);
            setArmed(null);
          }}
          onDragOver={(e) => dragging !== null && e.preventDefault()}
          onDrop={(e) => drop(e, i)}
          className={`rounded-xl border border-line p-3 ${dragging === i ? 'opacity-40' : ''}`}
          data-testid={testId}
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-sm font-semibold">
              <button
                type="button"
                data-handle
                className={`${iconBtn} cursor-grab`}
                onKeyDown={(e) => onHandleKey(e, i)}
                onPointerDown={() => setArmed(i)}
                onPointerUp={() => setArmed(null)}
                aria-label={`${label(i)} — ${t('adminContent.menu.handle')}`}
                title={t('adminContent.menu.handle')}
              >
                ⠿
              </button>
              {label(i)}
            </span>
            <span className="flex gap-1">
              <button
                type="button"
                className={iconBtn}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`${label(i)} — ${t('adminContent.blocks.moveUp')}`}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconBtn}
                disabled={i === list.fields.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`${label(i)} — ${t('adminContent.blocks.moveDown')}`}
              >
                ↓
              </button>
              <button
                type="button"
                className={`${iconBtn} hover:text-red-600`}
                onClick={() => list.remove(i)}
                aria-label={`${label(i)} — ${t('adminContent.blocks.remove')}`}
              >
                ✕
              </button>
            </span>
          </div>
          {render(i)}
        </li>
      ))}
    </ol>
  );
}

/** What a column or a link points at, by its kind: a category to pick, or an address. */
function Target({ base, categoryOptions }: { base: string; categoryOptions: { value: string; label: string }[] }) {
  const t = useT();
  const { control } = useFormContext();
  const kind = useWatch({ control, name: `${base}.kind` }) as AdminMenuColumn['kind'];
  if (kind === 'category')
    return <SelectField name={`${base}.categoryId`} label={t('adminContent.menu.category')} options={categoryOptions} />;
  if (kind === 'link')
    return <TextField name={`${base}.href`} label={t('adminContent.blocks.href')} hint={t('adminContent.blocks.v.href')} />;
  return null;
}

function ColumnFields({
  index,
  lang,
  categoryOptions,
}: {
  index: number;
  lang: EditLanguage;
  categoryOptions: { value: string; label: string }[];
}) {
  const t = useT();
  const base = `columns.${index}`;
  const { control } = useFormContext<Form>();
  const links = useFieldArray({ control, name: `columns.${index}.links` });
  const kinds = [
    { value: 'category', label: t('adminContent.menu.kind.category') },
    { value: 'link', label: t('adminContent.menu.kind.link') },
    { value: 'label', label: t('adminContent.menu.kind.label') },
  ];
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField name={`${base}.kind`} label={t('adminContent.menu.kind')} options={kinds} />
        <Target base={base} categoryOptions={categoryOptions} />
        <TextField
          name={labelIn(base, lang)}
          label={t('adminContent.menu.label')}
          hint={lang === 'vi' ? t('adminContent.menu.labelHint') : undefined}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <UploadedImageField name={`${base}.image`} label={t('adminContent.menu.image')} />
        <div className="grid content-start gap-2">
          <CheckboxField name={`${base}.visible`} label={t('adminContent.menu.visible')} />
          <p className="text-sm font-semibold">{t('adminContent.menu.links')}</p>
          <Ordered
            list={links}
            label={(j) => t('adminContent.menu.link', { n: j + 1 })}
            testId="menu-link"
            render={(j) => {
              const linkBase = `${base}.links.${j}`;
              return (
                <div className="grid gap-2 sm:grid-cols-2">
                  <SelectField name={`${linkBase}.kind`} label={t('adminContent.menu.kind')} options={kinds.slice(0, 2)} />
                  <Target base={linkBase} categoryOptions={categoryOptions} />
                  <TextField
                    name={labelIn(linkBase, lang)}
                    label={t('adminContent.menu.label')}
                    hint={lang === 'vi' ? t('adminContent.menu.labelHint') : undefined}
                  />
                  <UploadedImageField name={`${linkBase}.image`} label={t('adminContent.menu.featured')} />
                  <CheckboxField name={`${linkBase}.isNew`} label={t('adminContent.menu.isNew')} />
                </div>
              );
            }}
          />
          <div>
            <button
              type="button"
              className={btn}
              onClick={() => links.append(structuredClone(NEW_LINK))}
              data-testid={`add-link-${index}`}
            >
              + {t('adminContent.menu.addLink')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
