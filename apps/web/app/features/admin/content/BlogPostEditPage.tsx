import type { MessageKey } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import {
  type AdminBlogCategory,
  type AdminBlogPost,
  BLOG_STATUSES,
  type BlogPostForm,
  blogPostFormSchema,
  formTranslationsOf,
} from '@sen/core/content/admin';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, btnDanger, btnPrimary, card } from '../kit/classes';
import { CheckboxField, SelectField, TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { useAdminRecord } from '../kit/use-admin-record';
import { adminContentApi } from './api';
import { BLOG_ADMIN_PATH, StatusBadge } from './BlogPostsPage';
import { type EditLanguage, fieldIn, fromLocalInput, LanguageTabs, toLocalInput, UploadedImageField } from './shared';

// Tiptap loads with this screen only (decision 0272), never in the storefront or the admin shell.
const RichTextEditor = lazy(() => import('./RichTextEditor'));
const FIELDS = ['title', 'excerpt', 'content', 'metaTitle', 'metaDescription'] as const;

/** One blog post: load it (or start a new one), then the editor. */
export function BlogPostEditPage({ id }: { id: string | null }) {
  const t = useT();
  const {
    record: post,
    setRecord: setPost,
    error,
  } = useAdminRecord<AdminBlogPost>(id ? (signal) => adminContentApi.post(id, signal) : null, id ?? undefined);
  if (error) return <p role="alert">{error}</p>;
  if (id && !post) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  return <PostEditor key={post?._id ?? 'new'} post={post} onSaved={setPost} />;
}

function toForm(p: AdminBlogPost | null): BlogPostForm {
  return {
    title: p?.title ?? '',
    slug: p?.slug ?? '',
    excerpt: p?.excerpt ?? '',
    content: p?.content ?? '',
    coverImage: p?.coverImage ?? '',
    categoryId: p?.categoryId ?? '',
    author: p?.author ?? '',
    tags: p?.tags.join(', ') ?? '',
    status: p?.status ?? 'draft',
    publishedAt: toLocalInput(p?.publishedAt),
    isFeatured: p?.isFeatured ?? false,
    metaTitle: p?.metaTitle ?? '',
    metaDescription: p?.metaDescription ?? '',
    translations: formTranslationsOf(p?.translations, FIELDS),
  };
}

function PostEditor({ post, onSaved }: { post: AdminBlogPost | null; onSaved: (p: AdminBlogPost) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useAdminForm(blogPostFormSchema, toForm(post));
  const [categories, setCategories] = useState<AdminBlogCategory[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const status = useWatch({ control: form.control, name: 'status' });

  useEffect(() => {
    const controller = new AbortController();
    adminContentApi.categories(controller.signal).then(
      (r) => setCategories(r.items),
      () => {},
    );
    return () => controller.abort();
  }, []);

  const { save, busy: saving } = useFormSave(form, async (v) => {
    const saved = await adminContentApi.savePost(post?._id ?? null, {
      ...v,
      categoryId: v.categoryId || null,
      tags: v.tags
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      publishedAt: fromLocalInput(v.publishedAt),
    });
    toast.success(t('adminContent.saved'));
    form.reset(toForm(saved));
    if (!post) navigate(`${BLOG_ADMIN_PATH}/${encodeURIComponent(saved._id)}`, { replace: true });
    else onSaved(saved);
  });

  const busy = saving || deleting;

  const remove = async () => {
    if (!post) return;
    setDeleting(true);
    try {
      await adminContentApi.deletePost(post._id);
      form.reset(toForm(post));
      toast.success(t('adminContent.deleted'));
      navigate(BLOG_ADMIN_PATH);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminKit.saveFailed'));
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const contentEditor = (lang: EditLanguage) => (
    <Controller
      key={`content-${lang}`}
      control={form.control}
      name={fieldIn(lang, 'content') as 'content'}
      render={({ field, fieldState }) => (
        <div>
          <Suspense fallback={<p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}>
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              label={t('adminContent.blog.content')}
              testId={`post-content-${lang}`}
            />
          </Suspense>
          {fieldState.error?.message && <p className="mt-1 text-xs text-red-600">{fieldState.error.message}</p>}
        </div>
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !busy} />
      <form onSubmit={save} noValidate data-testid="post-form">
        <div className="sticky top-16 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-line bg-page/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
          <div className="min-w-0">
            <Link to={BLOG_ADMIN_PATH} className="text-xs text-fg-muted hover:text-fg">
              ← {t('admin.menu.blog')}
            </Link>
            <h1 className="flex items-center gap-2 truncate text-xl font-bold text-fg" data-testid="admin-page-title">
              {post ? post.title : t('adminContent.blog.new')}
              {post && <StatusBadge status={post.status} />}
            </h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {post && post.status !== 'draft' && (
              <a href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noreferrer" className={btn}>
                {t('adminContent.blog.view')}
              </a>
            )}
            {post && (
              <button type="button" className={btnDanger} disabled={busy} onClick={() => setConfirmDelete(true)}>
                {t('adminContent.delete')}
              </button>
            )}
            <button type="submit" className={btnPrimary} disabled={busy} data-testid="save-post">
              {busy ? t('adminKit.saving') : t('adminKit.save')}
            </button>
          </div>
        </div>
        <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
          <div className={`${card} grid gap-4 p-4`}>
            <LanguageTabs>
              {(l) => (
                <div className="grid gap-4">
                  <TextField key={`t-${l}`} name={fieldIn(l, 'title')} label={t('adminContent.field.title')} />
                  <TextField key={`e-${l}`} name={fieldIn(l, 'excerpt')} label={t('adminContent.blog.excerpt')} multiline />
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
          <div className="grid content-start gap-4">
            <div className={`${card} grid gap-4 p-4`}>
              <SelectField
                name="status"
                label={t('adminContent.col.status')}
                options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`adminContent.status.${s}` as MessageKey) }))}
              />
              <TextField
                name="publishedAt"
                type="datetime-local"
                label={t('adminContent.blog.publishedAt')}
                hint={status === 'scheduled' ? t('adminContent.blog.scheduleHint') : t('adminContent.blog.publishHint')}
              />
              <CheckboxField name="isFeatured" label={t('adminContent.blog.featured')} />
            </div>
            <div className={`${card} grid gap-4 p-4`}>
              <TextField name="slug" label={t('adminContent.field.slug')} hint={t('adminContent.slugHint')} />
              <SelectField
                name="categoryId"
                label={t('adminContent.blog.category')}
                options={[{ value: '', label: '—' }, ...categories.map((c) => ({ value: c._id, label: c.name }))]}
              />
              <TextField name="tags" label={t('adminContent.blog.tags')} hint={t('adminKit.commaHint')} />
              <TextField name="author" label={t('adminContent.blog.author')} />
              <UploadedImageField name="coverImage" label={t('adminContent.blog.cover')} testId="post-cover" />
            </div>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title={t('adminContent.delete')}
        message={t('adminContent.deleteConfirm', { name: post?.title ?? '' })}
        confirmLabel={t('adminContent.delete')}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </FormProvider>
  );
}
