import { can, PERMISSIONS, ROLES, STAFF_ROLES } from '@sen/core/auth/permissions';
import { USER_STATUSES, type User } from '@sen/core/auth/types';
import { type UserAccessForm, userAccessFormSchema } from '@sen/core/settings/forms';
import { type StaffInvite, staffInviteSchema } from '@sen/core/settings/schemas';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { badge, btnGhost, btnPrimary, card, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminSettingsApi } from './api';
import { useRowAction } from './methods-ui';

const PAGE_SIZE = 20;
const FILTERS = ['role', 'status'] as const;

const statusClass: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  inactive: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  banned: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('vi-VN') : '—');

/** /admin/settings/users: staff and customers, invitations, roles and status, sign-out; the permission table. */
export function UsersPage() {
  const t = useT();
  const filters = useUrlFilters(FILTERS);
  const [search, setSearch] = useState(filters.values.search ?? '');
  const [editing, setEditing] = useState<User | null>(null);
  const [inviting, setInviting] = useState(false);
  const [signingOut, setSigningOut] = useState<User | null>(null);
  const query = {
    page: filters.page,
    limit: PAGE_SIZE,
    search: filters.values.search,
    role: filters.values.role,
    status: filters.values.status,
  };
  const list = useServerList(JSON.stringify(query), (signal) => adminSettingsApi.users(query, signal));
  const act = useRowAction(list.reload);

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<AdminColumn<User>[]>(
    () => [
      {
        id: 'name',
        header: t('adminSettings.users.user'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: u } }) => (
          <span className="block min-w-0">
            <span className="block font-medium text-fg">{u.name || u.username}</span>
            <span className="block text-xs text-fg-muted">{u.email}</span>
          </span>
        ),
      },
      {
        id: 'role',
        header: t('adminSettings.users.role'),
        enableSorting: false,
        cell: ({ row }) => t(`role.${row.original.role}`),
      },
      {
        id: 'status',
        header: t('adminCatalog.col.status'),
        enableSorting: false,
        cell: ({ row: { original: u } }) => (
          <span className="flex flex-wrap gap-1">
            <span className={clsx(badge, statusClass[u.status])}>{t(`adminSettings.status.${u.status}`)}</span>
            {!u.lastLogin && !u.isVerified && (
              <span className={clsx(badge, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')}>
                {t('adminSettings.users.invited')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'lastLogin',
        header: t('adminSettings.users.lastLogin'),
        enableSorting: false,
        cell: ({ row }) => date(row.original.lastLogin),
      },
      {
        id: 'createdAt',
        header: t('adminSettings.users.createdAt'),
        enableSorting: false,
        cell: ({ row }) => date(row.original.createdAt),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: u } }) => (
          <span className="flex flex-wrap justify-end gap-1 whitespace-nowrap">
            {!u.lastLogin && !u.isVerified && (
              <button
                type="button"
                className={clsx(btnGhost, 'h-8 px-2 text-xs')}
                onClick={() =>
                  void act(
                    () => adminSettingsApi.resendInvite(u._id),
                    t('adminSettings.users.resent', { email: u.email }),
                    t('adminKit.saveFailed'),
                  )
                }
              >
                {t('adminSettings.users.resend')}
              </button>
            )}
            <button
              type="button"
              className={clsx(btnGhost, 'h-8 px-2 text-xs')}
              onClick={() => setEditing(u)}
              data-testid={`access-${u.email}`}
            >
              {t('adminSettings.users.changeAccess')}
            </button>
            <button type="button" className={clsx(btnGhost, 'h-8 px-2 text-xs')} onClick={() => setSigningOut(u)}>
              {t('adminSettings.users.signOut')}
            </button>
          </span>
        ),
      },
    ],
    [t, act],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.users')}
        lead={t('adminSettings.users.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => setInviting(true)} data-testid="invite-staff">
            + {t('adminSettings.users.invite')}
          </button>
        }
      />
      <search className="mt-5 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCatalog.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminSettings.users.role')}
          <select className={input} value={filters.values.role ?? ''} onChange={(e) => filters.set({ role: e.target.value })}>
            <option value="">{t('adminSettings.all')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCatalog.col.status')}
          <select className={input} value={filters.values.status ?? ''} onChange={(e) => filters.set({ status: e.target.value })}>
            <option value="">{t('adminSettings.all')}</option>
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminSettings.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="users"
          label={t('admin.menu.users')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(u) => u._id}
          onSortChange={() => {}}
          empty={<p>{filters.active ? t('adminCatalog.emptyFiltered') : t('adminSettings.users.empty')}</p>}
        />
      </div>
      <PermissionTable />
      <AccessDialog user={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onSaved={list.reload} />
      <ConfirmDialog
        open={signingOut !== null}
        title={t('adminSettings.users.signOut')}
        message={t('adminSettings.users.signOutConfirm', { name: signingOut?.name || signingOut?.email || '' })}
        confirmLabel={t('adminSettings.users.signOut')}
        danger
        onConfirm={() => {
          const u = signingOut;
          setSigningOut(null);
          if (u)
            void act(() => adminSettingsApi.signOutUser(u._id), t('adminSettings.users.signedOut'), t('adminKit.saveFailed'));
        }}
        onCancel={() => setSigningOut(null)}
      />
    </section>
  );
}

/** Which role may do what: the server's own table (packages/core/src/auth/permissions.ts). */
function PermissionTable() {
  const t = useT();
  return (
    <section className={clsx(card, 'mt-8 p-4 sm:p-5')} aria-labelledby="permission-table">
      <h2 id="permission-table" className="text-base font-semibold text-fg">
        {t('adminSettings.permissions.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('adminSettings.permissions.lead')}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm" data-testid="permission-table">
          <thead>
            <tr className="border-b border-line text-left text-xs text-fg-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('adminSettings.permissions.permission')}
              </th>
              {STAFF_ROLES.map((r) => (
                <th key={r} scope="col" className="px-2 py-2 text-center font-medium">
                  {t(`role.${r}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSIONS.map((p) => (
              <tr key={p} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-fg">
                  {t(`adminSettings.perm.${p}`)}
                </th>
                {STAFF_ROLES.map((r) => (
                  <td key={r} className="px-2 py-1.5 text-center">
                    {can(r, p) ? (
                      <span className="text-emerald-600" role="img" aria-label={t('adminSettings.permissions.yes')}>
                        ✓
                      </span>
                    ) : (
                      <span className="text-fg-muted/50" role="img" aria-label={t('adminSettings.permissions.no')}>
                        –
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AccessDialog({ user, onClose, onSaved }: { user: User | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const initial: UserAccessForm = { role: user?.role ?? 'customer', status: user?.status ?? 'active' };
  const form = useAdminForm(userAccessFormSchema, initial);

  useEffect(() => {
    form.reset(initial);
  }, [user?._id]);

  const { save, busy } = useFormSave(form, async (v) => {
    if (!user) return;
    await adminSettingsApi.updateUser(user._id, v);
    toast.success(t('adminSettings.saved'));
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={user !== null}
      onClose={onClose}
      title={t('adminSettings.users.accessOf', { name: user?.name || user?.email || '' })}
      testId="access-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        role="note"
      >
        {t('adminSettings.users.warning')}
      </p>
      <SelectField
        name="role"
        label={t('adminSettings.users.role')}
        options={ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
      />
      <SelectField
        name="status"
        label={t('adminCatalog.col.status')}
        options={USER_STATUSES.map((s) => ({ value: s, label: t(`adminSettings.status.${s}`) }))}
      />
    </FormModal>
  );
}

const EMPTY_INVITE: StaffInvite = { email: '', name: '', role: 'staff' };

function InviteDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const form = useAdminForm(staffInviteSchema, EMPTY_INVITE);

  useEffect(() => {
    if (open) form.reset(EMPTY_INVITE);
  }, [open]);

  const { save, busy } = useFormSave(form, async (v) => {
    await adminSettingsApi.invite(v);
    toast.success(t('adminSettings.users.invited.toast', { email: v.email }));
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminSettings.users.invite')}
      testId="invite-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p className="text-sm text-fg-muted">{t('adminSettings.users.inviteLead')}</p>
      <TextField name="name" label={t('adminSettings.users.name')} />
      <TextField name="email" label={t('adminSettings.general.email')} placeholder="ten@sen.vn" />
      <SelectField
        name="role"
        label={t('adminSettings.users.role')}
        options={STAFF_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
      />
    </FormModal>
  );
}
