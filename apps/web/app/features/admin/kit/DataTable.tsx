import { pageCount } from '@sen/core';
import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  flexRender,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { btn, card, iconBtn } from './classes';

/* TanStack Table 9 takes only the features a table declares: these are the back office's. */
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature });
type Features = typeof features;

/** A column of an admin table. */
export type AdminColumn<T extends RowData> = ColumnDef<Features, T>;

export interface DataTableProps<T extends RowData> {
  /** Names the table for screen readers and keys the column choice in localStorage. */
  id: string;
  label: string;
  columns: AdminColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  total: number;
  /** The server stopped counting (pagination.capped): there are more than `total` rows, "1000+". */
  totalCapped?: boolean;
  page: number;
  limit: number;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  sort?: string;
  order?: 'asc' | 'desc';
  onSortChange: (sort: string | undefined, order: 'asc' | 'desc' | undefined) => void;
  onPageChange: (page: number) => void;
  /** Shown above the rows while some are selected: the bulk actions for those ids. */
  bulkActions?: (ids: string[], clear: () => void) => ReactNode;
  empty: ReactNode;
  /** Columns hidden until the user shows them. */
  initiallyHidden?: string[];
}

/**
 * The back office's list: the server pages, sorts and filters (the URL holds the state); the
 * table keeps only the selection and which columns show. Arrow keys move between rows.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { id, label, columns, rows, getRowId, total, page, limit, loading, error } = props;
  const t = useT();
  const captionId = useId();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() =>
    Object.fromEntries((props.initiallyHidden ?? []).map((c) => [c, false])),
  );
  const storageKey = `sen.admin.columns.${id}`;

  useEffect(() => {
    try {
      const saved = localStorage.getItem(storageKey);
      if (saved) setVisibility(JSON.parse(saved) as ColumnVisibilityState);
    } catch {
      // A broken or blocked storage just means the default columns.
    }
  }, [storageKey]);

  const changeVisibility = (next: ColumnVisibilityState) => {
    setVisibility(next);
    try {
      localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Only remembered for this visit.
    }
  };

  const sorting: SortingState = props.sort ? [{ id: props.sort, desc: props.order === 'desc' }] : [];
  const selectColumn = useMemo<AdminColumn<T>>(
    () => ({
      id: '_select',
      enableSorting: false,
      enableHiding: false,
      header: ({ table }) => (
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-label={t('adminKit.table.selectAll')}
          checked={table.getIsAllPageRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-label={t('adminKit.table.selectRow')}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    }),
    [t],
  );

  const table = useTable<Features, T>({
    features,
    data: rows,
    columns: props.bulkActions ? [selectColumn, ...columns] : columns,
    getRowId,
    state: { sorting, rowSelection, columnVisibility: visibility },
    manualSorting: true,
    enableRowSelection: true,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => changeVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      props.onSortChange(first?.id, first ? (first.desc ? 'desc' : 'asc') : undefined);
    },
  });

  const selectedIds = Object.keys(rowSelection).filter((k) => rowSelection[k]);
  const clearSelection = () => setRowSelection({});
  const capped = props.totalCapped === true;
  // Capped, the pages known (at least one after the rows counted): Next stays on while there are more.
  const pages = capped ? Math.max(page, pageCount(total, limit, true)) : pageCount(total, limit);
  const from = total === 0 || (capped && rows.length === 0) ? 0 : (page - 1) * limit + 1;
  const to = capped ? (page - 1) * limit + rows.length : Math.min(total, page * limit);

  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const row = (event.target as HTMLElement).closest('tr');
    const next = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
    const target = next?.querySelector<HTMLElement>('a, button, input');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div className={card} data-testid={`table-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-3 py-2">
        <p className="text-sm text-fg-muted" aria-live="polite" data-testid="table-count">
          {selectedIds.length > 0
            ? t('adminKit.table.selected', { count: selectedIds.length })
            : t(capped ? 'adminKit.table.rangeMore' : 'adminKit.table.range', { from, to, total })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {selectedIds.length > 0 && props.bulkActions?.(selectedIds, clearSelection)}
          <details className="relative">
            <summary className={clsx(btn, 'cursor-pointer list-none')}>{t('adminKit.table.columns')}</summary>
            <fieldset className="absolute right-0 z-20 mt-1 w-52 rounded-lg border border-line bg-surface p-2 shadow-lg">
              <legend className="sr-only">{t('adminKit.table.columns')}</legend>
              {table
                .getAllLeafColumns()
                .filter((c) => c.getCanHide())
                .map((column) => (
                  <label key={column.id} className="flex items-center gap-2 rounded px-2 py-1 text-sm text-fg hover:bg-muted">
                    <input
                      type="checkbox"
                      className="accent-brand-600"
                      checked={column.getIsVisible()}
                      onChange={column.getToggleVisibilityHandler()}
                    />
                    {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
                  </label>
                ))}
            </fieldset>
          </details>
        </div>
      </div>

      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm" aria-labelledby={captionId} aria-busy={loading}>
          <caption id={captionId} className="sr-only">
            {label}
          </caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-fg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="whitespace-nowrap px-3 py-2.5 font-semibold"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-fg"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody onKeyDown={onBodyKeyDown} className={clsx('divide-y divide-line', loading && rows.length > 0 && 'opacity-60')}>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-testid="table-row"
                className={clsx('hover:bg-muted/50', row.getIsSelected() && 'bg-brand-50/60 dark:bg-brand-950/40')}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-middle text-fg">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {error ? (
          <div role="alert" className="px-4 py-10 text-center" data-testid="table-error">
            <p className="text-sm text-red-600 dark:text-red-400">{t('adminKit.table.error')}</p>
            <p className="mt-1 text-xs text-fg-muted">{error}</p>
            <button type="button" className={clsx(btn, 'mt-3')} onClick={props.onRetry}>
              {t('adminKit.retry')}
            </button>
          </div>
        ) : loading && rows.length === 0 ? (
          <div className="space-y-2 p-4" aria-label={t('adminKit.loading')} role="status">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="h-9 animate-pulse rounded bg-muted" />
            ))}
          </div>
        ) : !loading && rows.length === 0 ? (
          <div className="px-4 py-12 text-center text-sm text-fg-muted" data-testid="table-empty">
            {props.empty}
          </div>
        ) : null}
      </div>

      <nav
        className="flex items-center justify-between gap-2 border-t border-line px-3 py-2"
        aria-label={t('adminKit.table.pagination')}
      >
        <span className="text-sm text-fg-muted" data-testid="table-page">
          {t(capped ? 'adminKit.table.pageMore' : 'adminKit.table.page', { page, pages })}
        </span>
        <span className="flex gap-1">
          <button
            type="button"
            className={iconBtn}
            disabled={page <= 1}
            onClick={() => props.onPageChange(page - 1)}
            aria-label={t('adminKit.table.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className={iconBtn}
            disabled={page >= pages}
            onClick={() => props.onPageChange(page + 1)}
            aria-label={t('adminKit.table.next')}
          >
            ›
          </button>
        </span>
      </nav>
    </div>
  );
}
