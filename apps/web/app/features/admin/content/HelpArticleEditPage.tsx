import type { MessageKey } from '@sen/core';
import { TRANSLATION_LANGUAGES } from '@sen/core/content/admin';
import { type AdminHelpArticle, HELP_TOPICS, type HelpArticleInput, helpArticleInputSchema } from '@sen/core/content/help';
import { lazy, Suspense } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, card } from '../kit/classes';
import { CheckboxField, SelectField, TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { useAdminRecord } from '../kit/use-admin-record';
import { adminContentApi } from './api';
import { HELP_ADMIN_PATH } from './HelpArticlesPage';
import { type EditLanguage, fieldIn, LanguageTabs } from './shared';

// Tiptap loads with the editing screens only (decision 0272).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const EMPTY: HelpArticleInput = {
  title: '',
  slug: '',
  topic: 'orders',
  body: '',
  position: 0,
  published: false,
  translations: Object.fromEntries(
    TRANSLATION_LANGUAGES.map((l) => [l, { title: '', body: '' }]),
  ) as HelpArticleInput['translations'],
};

/** /admin/marketing/help/new and /admin/marketing/help/:id — one help article, per language (decision 0355). */
export function HelpArticleEditPage({ id }: { id: string | null }) {
  const t = useT();
  const { record, setRecord, error } = useAdminRecord<AdminHelpArticle>(
    id ? (signal) => adminContentApi.helpArticle(id, signal) : null,
    id ?? 'new',
  );
  if (error) return <p role="alert">{error}</p>;
  if (id && !record) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  return <HelpArticleEditor key={record?.updatedAt ?? 'new'} article={record} onSaved={setRecord} />;
}

function HelpArticleEditor({ article, onSaved }: { article: AdminHelpArticle | null; onSaved: (a: AdminHelpArticle) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useAdminForm(helpArticleInputSchema, article ?? EMPTY);
  const { save, busy } = useFormSave(form, async (v) => {
    const saved = await adminContentApi.saveHelpArticle(article?.id ?? null, v);
    toast.success(t('adminContent.saved'));
    form.reset(saved);
    if (article) onSaved(saved);
    else navigate(`${HELP_ADMIN_PATH}/${saved.id}`, { replace: true });
  });
  const bodyEditor = (lang: EditLanguage) => (
    <Controller
      key={`body-${lang}`}
      control={form.control}
      name={fieldIn(lang, 'body') as 'body'}
      render={({ field }) => (
        <Suspense fallback={<p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}>
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            label={t('adminContent.help.body')}
            testId={`help-body-${lang}`}
          />
        </Suspense>
      )}
    />
  );
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !busy} />
      <form onSubmit={save} noValidate data-testid="help-article-form">
        <div className="sticky top-16 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-line bg-page/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
          <div className="min-w-0">
            <Link to={HELP_ADMIN_PATH} className="text-xs text-fg-muted hover:text-fg">
              ← {t('admin.menu.helpArticles')}
            </Link>
            <h1 className="truncate text-xl font-bold text-fg" data-testid="admin-page-title">
              {article?.title ?? t('adminContent.help.new')}
            </h1>
          </div>
          <div className="flex gap-2">
            {article?.published && (
              <a href={`/help/${article.slug}`} target="_blank" rel="noreferrer" className={btn}>
                {t('adminContent.blog.view')}
              </a>
            )}
            <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-help-article">
              {busy ? t('adminKit.saving') : t('adminKit.save')}
            </button>
          </div>
        </div>
        <div className={`${card} mb-4 grid gap-4 p-4 sm:grid-cols-4`}>
          <SelectField
            name="topic"
            label={t('adminContent.help.topic')}
            options={HELP_TOPICS.map((topic) => ({ value: topic, label: t(`adminContent.help.topic.${topic}` as MessageKey) }))}
          />
          <TextField name="slug" label={t('adminContent.field.slug')} />
          <TextField name="position" type="number" label={t('adminContent.help.position')} />
          <div className="self-end pb-2">
            <CheckboxField name="published" label={t('adminContent.help.published')} />
          </div>
        </div>
        <div className={`${card} grid gap-4 p-4`}>
          <LanguageTabs>
            {(l) => (
              <div className="grid gap-4">
                <TextField key={`t-${l}`} name={fieldIn(l, 'title')} label={t('adminContent.field.title')} />
                {bodyEditor(l)}
              </div>
            )}
          </LanguageTabs>
        </div>
      </form>
    </FormProvider>
  );
}
