import type { MessageKey } from '@sen/core';
import { TRANSLATION_LANGUAGES } from '@sen/core/content/admin';
import {
  type AdminBlockPage,
  BLOCK_PAGE_PATHS,
  BLOCK_TYPES,
  type Block,
  type BlockType,
  blockPageInputSchema,
} from '@sen/core/content/blocks';
import { lazy, Suspense, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, card, iconBtn, input } from '../kit/classes';
import { TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { useAdminRecord } from '../kit/use-admin-record';
import { adminContentApi } from './api';
import { PAGES_ADMIN_PATH } from './PagesPage';
import { type EditLanguage, LanguageTabs, UploadedImageField } from './shared';

// Tiptap loads with the editing screens only (decision 0272).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

type Form = z.infer<typeof blockPageInputSchema>;

const EMPTY: Record<BlockType, Block> = {
  heading: { type: 'heading', text: '' },
  paragraph: { type: 'paragraph', html: '' },
  image: { type: 'image', url: '', alt: '', caption: '' },
  faq: { type: 'faq', title: '', items: [{ q: '', a: '' }] },
  cards: { type: 'cards', title: '', items: [{ title: '', text: '', href: '', linkLabel: '' }] },
  cta: { type: 'cta', title: '', text: '', primary: { label: '', href: '/products' }, secondary: { label: '', href: '' } },
};

function toForm(p: AdminBlockPage): Form {
  const translations: NonNullable<Form['translations']> = {};
  for (const l of TRANSLATION_LANGUAGES) {
    const t = p.translations[l];
    translations[l] = { title: t?.title ?? '', lead: t?.lead ?? '', blocks: t?.blocks ?? [] };
  }
  return { title: p.title, lead: p.lead, blocks: p.blocks, translations };
}

/** /admin/marketing/pages/blocks/:slug — a page built from blocks, per language (decisions 0352, 0356). */
export function BlockPageEditPage({ slug }: { slug: string }) {
  const t = useT();
  const {
    record: page,
    setRecord: setPage,
    error,
  } = useAdminRecord<AdminBlockPage>((signal) => adminContentApi.blockPage(slug, signal), slug);
  if (error) return <p role="alert">{error}</p>;
  if (!page) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  return <BlockPageEditor key={page.updatedAt} page={page} onSaved={setPage} />;
}

const prefixOf = (lang: EditLanguage) => (lang === 'vi' ? '' : `translations.${lang}.`);

function BlockPageEditor({ page, onSaved }: { page: AdminBlockPage; onSaved: (p: AdminBlockPage) => void }) {
  const t = useT();
  const form = useAdminForm(blockPageInputSchema, toForm(page));
  const { save, busy } = useFormSave(form, async (v) => {
    const saved = await adminContentApi.saveBlockPage(page.slug, v);
    toast.success(t('adminContent.saved'));
    onSaved(saved);
  });
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !busy} />
      <form onSubmit={save} noValidate data-testid="block-page-form">
        <div className="sticky top-16 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-line bg-page/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
          <div className="min-w-0">
            <Link to={PAGES_ADMIN_PATH} className="text-xs text-fg-muted hover:text-fg">
              ← {t('admin.menu.pages')}
            </Link>
            <h1 className="truncate text-xl font-bold text-fg" data-testid="admin-page-title">
              {page.title}
            </h1>
          </div>
          <div className="flex gap-2">
            <a href={BLOCK_PAGE_PATHS[page.slug] ?? '/'} target="_blank" rel="noreferrer" className={btn}>
              {t('adminContent.blog.view')}
            </a>
            <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-block-page">
              {busy ? t('adminKit.saving') : t('adminKit.save')}
            </button>
          </div>
        </div>
        <div className={`${card} grid gap-4 p-4`}>
          <LanguageTabs>{(l) => <LanguageFields key={l} lang={l} />}</LanguageTabs>
        </div>
      </form>
    </FormProvider>
  );
}

function LanguageFields({ lang }: { lang: EditLanguage }) {
  const t = useT();
  const prefix = prefixOf(lang);
  const { control } = useFormContext();
  const blocks = useFieldArray({ control, name: `${prefix}blocks` });
  const [type, setType] = useState<BlockType>('paragraph');
  return (
    <div className="grid gap-4">
      <TextField name={`${prefix}title`} label={t('adminContent.field.title')} />
      <TextField name={`${prefix}lead`} label={t('adminContent.pages.lead2')} multiline />
      {lang !== 'vi' && blocks.fields.length === 0 && (
        <p className="text-sm text-fg-muted">{t('adminContent.blocks.fallback')}</p>
      )}
      <ol className="grid gap-3" data-testid={`blocks-${lang}`}>
        {blocks.fields.map((f, i) => (
          <li key={f.id} className="rounded-xl border border-line p-3" data-testid="block-editor">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">
                {i + 1}. {t(`adminContent.blocks.type.${(f as unknown as Block).type}` as MessageKey)}
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className={iconBtn}
                  disabled={i === 0}
                  onClick={() => blocks.move(i, i - 1)}
                  aria-label={t('adminContent.blocks.moveUp')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={iconBtn}
                  disabled={i === blocks.fields.length - 1}
                  onClick={() => blocks.move(i, i + 1)}
                  aria-label={t('adminContent.blocks.moveDown')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`${iconBtn} hover:text-red-600`}
                  onClick={() => blocks.remove(i)}
                  aria-label={t('adminContent.blocks.remove')}
                >
                  ✕
                </button>
              </span>
            </div>
            <BlockFields name={`${prefix}blocks.${i}`} testId={`${lang}-${i}`} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm">
          {t('adminContent.blocks.type')}
          <select
            className={input}
            value={type}
            onChange={(e) => setType(e.target.value as BlockType)}
            data-testid={`block-type-${lang}`}
          >
            {BLOCK_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`adminContent.blocks.type.${b}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={btn}
          onClick={() => blocks.append(structuredClone(EMPTY[type]))}
          data-testid={`add-block-${lang}`}
        >
          + {t('adminContent.blocks.add')}
        </button>
      </div>
    </div>
  );
}

/** The fields of one block, by its type. */
function BlockFields({ name, testId }: { name: string; testId: string }) {
  const t = useT();
  const { control } = useFormContext();
  const type = useWatch({ control, name: `${name}.type` }) as BlockType;
  switch (type) {
    case 'heading':
      return <TextField name={`${name}.text`} label={t('adminContent.blocks.text')} />;
    case 'paragraph':
      return (
        <Controller
          control={control}
          name={`${name}.html`}
          render={({ field }) => (
            <Suspense fallback={<p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}>
              <RichTextEditor
                value={field.value as string}
                onChange={field.onChange}
                label={t('adminContent.blocks.html')}
                testId={`block-html-${testId}`}
              />
            </Suspense>
          )}
        />
      );
    case 'image':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <UploadedImageField name={`${name}.url`} label={t('adminContent.blocks.url')} />
          <div className="grid gap-3">
            <TextField name={`${name}.alt`} label={t('adminContent.blocks.alt')} />
            <TextField name={`${name}.caption`} label={t('adminContent.blocks.caption')} />
          </div>
        </div>
      );
    case 'faq':
      return <FaqItems name={name} />;
    case 'cards':
      return <CardItems name={name} />;
    case 'cta':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name={`${name}.title`} label={t('adminContent.blocks.type.heading')} />
          <TextField name={`${name}.text`} label={t('adminContent.blocks.text')} />
          <TextField
            name={`${name}.primary.label`}
            label={`${t('adminContent.blocks.primary')} — ${t('adminContent.blocks.label')}`}
          />
          <TextField
            name={`${name}.primary.href`}
            label={`${t('adminContent.blocks.primary')} — ${t('adminContent.blocks.href')}`}
            hint={t('adminContent.blocks.v.href')}
          />
          <TextField
            name={`${name}.secondary.label`}
            label={`${t('adminContent.blocks.secondary')} — ${t('adminContent.blocks.label')}`}
          />
          <TextField
            name={`${name}.secondary.href`}
            label={`${t('adminContent.blocks.secondary')} — ${t('adminContent.blocks.href')}`}
          />
        </div>
      );
    default:
      return null;
  }
}

function FaqItems({ name }: { name: string }) {
  const t = useT();
  const { control } = useFormContext();
  const items = useFieldArray({ control, name: `${name}.items` });
  return (
    <div className="grid gap-3">
      <TextField name={`${name}.title`} label={t('adminContent.blocks.sectionTitle')} />
      {items.fields.map((f, j) => (
        <div key={f.id} className="grid gap-2 rounded-lg bg-muted/40 p-2 sm:grid-cols-[1fr_2fr_auto]">
          <TextField name={`${name}.items.${j}.q`} label={t('adminContent.blocks.question')} />
          <TextField name={`${name}.items.${j}.a`} label={t('adminContent.blocks.answer')} multiline />
          <button
            type="button"
            className={`${iconBtn} mt-6`}
            onClick={() => items.remove(j)}
            aria-label={t('adminContent.blocks.remove')}
          >
            ✕
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={btn} onClick={() => items.append({ q: '', a: '' })}>
          + {t('adminContent.blocks.addQuestion')}
        </button>
      </div>
    </div>
  );
}

function CardItems({ name }: { name: string }) {
  const t = useT();
  const { control } = useFormContext();
  const items = useFieldArray({ control, name: `${name}.items` });
  return (
    <div className="grid gap-3">
      <TextField name={`${name}.title`} label={t('adminContent.blocks.sectionTitle')} />
      {items.fields.map((f, j) => (
        <div key={f.id} className="grid gap-2 rounded-lg bg-muted/40 p-2 sm:grid-cols-[1fr_2fr_1fr_1fr_auto]">
          <TextField name={`${name}.items.${j}.title`} label={t('adminContent.blocks.cardTitle')} />
          <TextField name={`${name}.items.${j}.text`} label={t('adminContent.blocks.text')} multiline />
          <TextField name={`${name}.items.${j}.href`} label={t('adminContent.blocks.href')} />
          <TextField name={`${name}.items.${j}.linkLabel`} label={t('adminContent.blocks.linkLabel')} />
          <button
            type="button"
            className={`${iconBtn} mt-6`}
            onClick={() => items.remove(j)}
            aria-label={t('adminContent.blocks.remove')}
          >
            ✕
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={btn} onClick={() => items.append({ title: '', text: '', href: '', linkLabel: '' })}>
          + {t('adminContent.blocks.addCard')}
        </button>
      </div>
    </div>
  );
}
