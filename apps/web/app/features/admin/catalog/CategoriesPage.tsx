import { moveNode, type TreeMove } from '@sen/core/admin-catalog/tree';
import type { Category } from '@sen/core/catalog';
import { clsx } from 'clsx';
import { type DragEvent, useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnPrimary, card, iconBtn } from '../kit/classes';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { adminCatalogApi } from './api';
import { CategoryDialog, categoryFields } from './CategoryForm';

type Drop = { id: string; kind: 'before' | 'inside' | 'after' } | null;

/** Which third of a row the pointer is over: top = before, middle = inside, bottom = after. */
function dropKind(event: DragEvent<HTMLElement>): 'before' | 'inside' | 'after' {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / box.height;
  return y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside';
}

/**
 * Categories as a tree: drag a row onto another (above, onto, below) or use the move buttons
 * (up, down, into the previous one, out of its parent) — every change is saved at once.
 */
export function CategoriesPage() {
  const t = useT();
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [dragging, setDragging] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<{ open: boolean; category: Category | null; parent: string | null }>({
    open: false,
    category: null,
    parent: null,
  });
  const [announce, setAnnounce] = useState('');

  const load = useCallback(() => {
    setError(null);
    adminCatalogApi.categories().then(
      (r) => setCategories(r.items),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  useEffect(load, [load]);

  const move = async (category: Category, how: TreeMove) => {
    if (!categories || saving) return;
    const changes = moveNode(categories, category._id, how);
    if (changes.length === 0) return;
    const previous = categories;
    // Shown at once; put back if the server refuses.
    setCategories(
      categories.map((c) => {
        const change = changes.find((x) => x._id === c._id);
        return change ? { ...c, parent: change.parent, displayOrder: change.displayOrder } : c;
      }),
    );
    setSaving(true);
    try {
      for (const change of changes) {
        const c = previous.find((x) => x._id === change._id);
        if (c)
          await adminCatalogApi.saveCategory(
            c._id,
            categoryFields(c, { parent: change.parent, displayOrder: change.displayOrder }),
          );
      }
      setAnnounce(t('adminCatalog.categories.moved', { name: category.name }));
    } catch (e) {
      setCategories(previous);
      toast.error(e instanceof Error ? e.message : t('adminKit.saveFailed'));
      load();
    } finally {
      setSaving(false);
    }
  };

  const del = useConfirmDelete<Category>({
    remove: (category) => adminCatalogApi.deleteCategory(category._id),
    onDeleted: () => load(),
    title: t('adminCatalog.delete'),
    message: (x) => t('adminCatalog.deleteConfirm', { name: x.name }),
    deleted: t('adminCatalog.deleted'),
  });

  const children = (parent: string | null) =>
    (categories ?? [])
      .filter((c) => c.parent === parent)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));

  const renderLevel = (parent: string | null, depth: number) => {
    const list = children(parent);
    if (list.length === 0) return null;
    return (
      <ul
        aria-label={depth === 0 ? t('admin.menu.categories') : undefined}
        className={clsx(depth > 0 && 'ml-5 border-l border-line pl-2')}
      >
        {list.map((c, index) => {
          const kids = children(c._id);
          const open = !collapsed.has(c._id);
          const target = drop?.id === c._id ? drop.kind : null;
          return (
            <li key={c._id} data-testid="category-node">
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; the move buttons do the same by keyboard */}
              <div
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', c._id);
                  setDragging(c._id);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDrop(null);
                }}
                onDragOver={(e) => {
                  if (!dragging || dragging === c._id) return;
                  e.preventDefault();
                  const kind = dropKind(e);
                  if (drop?.id !== c._id || drop.kind !== kind) setDrop({ id: c._id, kind });
                }}
                onDragLeave={() => drop?.id === c._id && setDrop(null)}
                onDrop={(e) => {
                  e.preventDefault();
                  const moved = categories?.find((x) => x._id === dragging);
                  const kind = dropKind(e);
                  setDrop(null);
                  setDragging(null);
                  if (moved) void move(moved, { kind, target: c._id });
                }}
                className={clsx(
                  'group my-0.5 flex flex-wrap items-center gap-2 rounded-lg border px-2 py-1.5 sm:flex-nowrap',
                  target === 'inside'
                    ? 'border-brand-500 bg-brand-50 dark:bg-brand-950/40'
                    : 'border-transparent hover:bg-muted/60',
                  target === 'before' && 'border-t-brand-500',
                  target === 'after' && 'border-b-brand-500',
                  dragging === c._id && 'opacity-40',
                )}
              >
                <span aria-hidden="true" className="cursor-grab select-none text-fg-muted">
                  ⠿
                </span>
                {kids.length > 0 ? (
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={
                      open
                        ? t('adminCatalog.categories.collapse', { name: c.name })
                        : t('adminCatalog.categories.expand', { name: c.name })
                    }
                    onClick={() =>
                      setCollapsed((s) => {
                        const next = new Set(s);
                        if (open) next.add(c._id);
                        else next.delete(c._id);
                        return next;
                      })
                    }
                  >
                    {open ? '▾' : '▸'}
                  </button>
                ) : (
                  <span className="w-8" />
                )}
                <span className="size-8 shrink-0 overflow-hidden rounded bg-muted">
                  {c.image && <img src={c.image} alt="" className="size-full object-cover" />}
                </span>
                <button
                  type="button"
                  className="min-w-[8rem] flex-1 truncate text-left text-sm font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
                  onClick={() => setEditing({ open: true, category: c, parent: c.parent })}
                >
                  {c.name}
                </button>
                {!c.isActive && (
                  <span className={clsx(badge, 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300')}>
                    {t('adminCatalog.inactive')}
                  </span>
                )}
                <span className="hidden text-xs tabular-nums text-fg-muted sm:inline">
                  {t('adminCatalog.productCount', { count: c.productCount })}
                </span>
                <span className="ml-auto flex shrink-0">
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={saving || index === 0}
                    onClick={() => void move(c, { kind: 'up' })}
                    aria-label={t('adminCatalog.categories.up', { name: c.name })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={saving || index === list.length - 1}
                    onClick={() => void move(c, { kind: 'down' })}
                    aria-label={t('adminCatalog.categories.down', { name: c.name })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={saving || index === 0}
                    onClick={() => void move(c, { kind: 'indent' })}
                    aria-label={t('adminCatalog.categories.indent', { name: c.name })}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={saving || !c.parent}
                    onClick={() => void move(c, { kind: 'outdent' })}
                    aria-label={t('adminCatalog.categories.outdent', { name: c.name })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    onClick={() => setEditing({ open: true, category: null, parent: c._id })}
                    aria-label={t('adminCatalog.categories.addChild', { name: c.name })}
                  >
                    +
                  </button>
                  <button
                    type="button"
                    className={clsx(iconBtn, 'hover:text-red-600')}
                    onClick={() => del.ask(c)}
                    aria-label={t('adminCatalog.categories.delete', { name: c.name })}
                  >
                    ✕
                  </button>
                </span>
              </div>
              {open && renderLevel(c._id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section>
      <PageHeader
        title={t('admin.menu.categories')}
        lead={t('adminCatalog.categories.lead')}
        actions={
          <button
            type="button"
            className={btnPrimary}
            onClick={() => setEditing({ open: true, category: null, parent: null })}
            data-testid="new-category"
          >
            + {t('adminCatalog.categories.new')}
          </button>
        }
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <div className={clsx(card, 'mt-5 p-2 sm:p-3')}>
        {error ? (
          <div role="alert" className="py-10 text-center">
            <p className="text-sm text-red-600 dark:text-red-400">{error}</p>
            <button type="button" className={clsx(btn, 'mt-3')} onClick={load}>
              {t('adminKit.retry')}
            </button>
          </div>
        ) : !categories ? (
          <div className="space-y-2 p-2" role="status" aria-label={t('adminKit.loading')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-muted" />
            ))}
          </div>
        ) : categories.length === 0 ? (
          <p className="py-10 text-center text-sm text-fg-muted">{t('adminCatalog.categories.empty')}</p>
        ) : (
          renderLevel(null, 0)
        )}
      </div>
      <CategoryDialog
        open={editing.open}
        category={editing.category}
        parent={editing.parent}
        categories={categories ?? []}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
        onSaved={load}
      />
      {del.dialog}
    </section>
  );
}
