import type { Address, Province } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { Dialog } from '../auth/Dialog';
import { errorText } from '../auth/errors';
import { PencilIcon, PlusIcon, TrashIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import { MapPinIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import { AccountShell } from './AccountShell';
import { AddressForm } from './AddressForm';

export interface AddressesData {
  addresses: Address[];
  provinces: Province[];
}

const smallButton =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium text-fg transition hover:border-brand-400 hover:text-brand-700 disabled:opacity-50 dark:hover:text-brand-300';

/** /addresses: saved delivery addresses, exactly one of them the default. */
export function AddressesPage({ data }: { data: AddressesData }) {
  const t = useT();
  const { user } = useAuth();
  const [addresses, setAddresses] = useState(data.addresses);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The form stays drawn while the dialog plays its exit animation.
  const shown = useRef(editing);
  if (editing !== null) shown.current = editing;
  const form = shown.current;

  // The server decides which one is the default; reload the list after anything that can move it.
  const reload = async () => setAddresses(await accountApi(api).addresses());

  async function run(id: string, job: () => Promise<unknown>, success: string) {
    setBusy(id);
    try {
      await job();
      await reload();
      toast.success(success);
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(null);
    }
  }

  const remove = (address: Address) => {
    if (!window.confirm(t('account.address.confirmDelete'))) return;
    void run(address._id, () => accountApi(api).deleteAddress(address._id), t('account.address.deleted'));
  };

  return (
    <AccountShell
      title={t('account.nav.addresses')}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing('new')} data-testid="add-address">
          <PlusIcon size={18} />
          {t('account.address.add')}
        </button>
      }
    >
      {addresses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-surface p-10 text-center">
          <MapPinIcon size={36} className="mx-auto text-fg-muted" />
          <p className="mt-3 text-fg-muted">{t('account.address.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="address-list">
          {addresses.map((a) => (
            <li key={a._id} className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold text-fg">{a.fullName}</p>
                <span className="text-sm text-fg-muted">· {a.phone}</span>
                {a.label && <span className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-fg">{a.label}</span>}
                {a.isDefault && (
                  <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                    {t('account.address.default')}
                  </span>
                )}
              </div>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">
                {[a.address, a.wardName, a.provinceName].filter(Boolean).join(', ')}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="button" className={smallButton} onClick={() => setEditing(a)} disabled={busy === a._id}>
                  <PencilIcon size={15} />
                  {t('account.edit')}
                </button>
                {!a.isDefault && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy === a._id}
                    onClick={() =>
                      void run(a._id, () => accountApi(api).setDefaultAddress(a._id), t('account.address.defaultSet'))
                    }
                  >
                    {t('account.address.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${smallButton} hover:border-red-400 hover:text-red-600 dark:hover:text-red-400`}
                  onClick={() => remove(a)}
                  disabled={busy === a._id}
                  aria-label={t('account.address.deleteOne', { name: a.fullName })}
                >
                  <TrashIcon size={15} />
                  {t('account.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(form === 'new' ? 'account.address.add' : 'account.address.edit')}
        widthClassName="max-w-2xl"
        testId="address-dialog"
      >
        {form !== null && (
          <AddressForm
            key={form === 'new' ? 'new' : form._id}
            provinces={data.provinces}
            address={form === 'new' ? null : form}
            defaultName={user?.name ?? ''}
            defaultPhone={user?.phoneNumber ?? ''}
            onSaved={() => {
              setEditing(null);
              void reload().catch((error: unknown) => toast.error(errorText(error, t)));
            }}
          />
        )}
      </Dialog>
    </AccountShell>
  );
}
