import { type AdminContentPage, formTranslationsOf, type PageForm, pageFormSchema } from '@sen/core/content/admin';
import { lazy, Suspense } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, card } from '../kit/classes';
import { TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { useAdminRecord } from '../kit/use-admin-record';
import { adminContentApi } from './api';
import { PAGES_ADMIN_PATH } from './PagesPage';
import { type EditLanguage, fieldIn, LanguageTabs } from './shared';

// Tiptap loads with the editing screens only (decision 0272).
const RichTextEditor = lazy(() => import('./RichTextEditor'));
const FIELDS = ['title', 'lead', 'content', 'metaTitle', 'metaDescription'] as const;

export function PageEditPage({ slug }: { slug: string }) {
  const t = useT();
  const {
    record: page,
    setRecord: setPage,
    error,
  } = useAdminRecord<AdminContentPage>((signal) => adminContentApi.page(slug, signal), slug);
  if (error) return <p role="alert">{error}</p>;
  if (!page) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  return <PageEditor key={page.updatedAt} page={page} onSaved={setPage} />;
}

function toForm(p: AdminContentPage): PageForm {
  return {
    title: p.title,
    lead: p.lead,
    content: p.content,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    translations: formTranslationsOf(p.translations, FIELDS),
  };
}

function PageEditor({ page, onSaved }: { page: AdminContentPage; onSaved: (p: AdminContentPage) => void }) {
  const t = useT();
  const form = useAdminForm(pageFormSchema, toForm(page));

  const { save, busy } = useFormSave(form, async (v) => {
    const saved = await adminContentApi.savePage(page.slug, v);
    toast.success(t('adminContent.saved'));
    form.reset(toForm(saved));
    onSaved(saved);
  });

  const contentEditor = (lang: EditLanguage) => (
    <Controller
      key={`content-${lang}`}
      control={form.control}
      name={fieldIn(lang, 'content') as 'content'}
      render={({ field }) => (
        <Suspense fallback={<p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}>
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            label={t('adminContent.blog.content')}
            testId={`page-content-${lang}`}
          />
        </Suspense>
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !busy} />
      <form onSubmit={save} noValidate data-testid="page-form">
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
            <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className={btn}>
              {t('adminContent.blog.view')}
            </a>
            <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-page">
              {busy ? t('adminKit.saving') : t('adminKit.save')}
            </button>
          </div>
        </div>
        <div className={`${card} grid gap-4 p-4`}>
          <LanguageTabs>
            {(l) => (
              <div className="grid gap-4">
                <TextField key={`t-${l}`} name={fieldIn(l, 'title')} label={t('adminContent.field.title')} />
                <TextField key={`l-${l}`} name={fieldIn(l, 'lead')} label={t('adminContent.pages.lead2')} multiline />
                {contentEditor(l)}
                <TextField key={`mt-${l}`} name={fieldIn(l, 'metaTitle')} label={t('adminContent.blog.metaTitle')} />
                <TextField
                  key={`md-${l}`}
                  name={fieldIn(l, 'metaDescription')}
                  label={t('adminContent.blog.metaDescription')}
                  multiline
                />
              </div>
            )}
          </LanguageTabs>
        </div>
      </form>
    </FormProvider>
  );
}
