import { type ContactReplyForm, contactReplyFormSchema } from '@sen/core/customers/forms';
import { CONTACT_STATUSES, type ContactStatus } from '@sen/core/customers/schemas';
import type { ContactMessage, ContactMessageList } from '@sen/core/customers/types';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnGhost, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminCustomersApi, type ContactQuery } from './api';
import { dateTimeShort } from './customer-ui';

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;

const statusClass: Record<ContactStatus, string> = {
  new: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  read: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  replied: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  spam: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** /admin/support/contact: what shoppers wrote through the contact page — read, reply by e-mail, mark (issue 13). */
export function ContactInboxPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const [search, setSearch] = useState(values.search ?? '');
  const [open, setOpen] = useState<ContactMessage | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const status = CONTACT_STATUSES.find((s) => s === values.status);
  const query: ContactQuery = { page: filters.page, limit: PAGE_SIZE, status, search: values.search };
  const list = useServerList(JSON.stringify(query), (signal) => adminCustomersApi.messages(query, signal));
  const unread = (list.result as ContactMessageList | null)?.unread ?? 0;

  const openMessage = async (m: ContactMessage) => {
    try {
      setOpen(await adminCustomersApi.message(m._id));
      if (m.status === 'new') list.reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('adminKit.saveFailed'));
    }
  };

  const columns = useMemo<AdminColumn<ContactMessage>[]>(
    () => [
      {
        id: 'from',
        header: t('adminContact.col.from'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: m } }) => (
          <span className={clsx('block text-sm', m.status === 'new' && 'font-semibold')}>
            <span className="block">{m.name}</span>
            <span className="block text-xs font-normal text-fg-muted">{m.email}</span>
          </span>
        ),
      },
      {
        id: 'subject',
        header: t('adminContact.col.subject'),
        enableSorting: false,
        cell: ({ row: { original: m } }) => (
          <button
            type="button"
            className={clsx('block max-w-md text-left text-sm hover:underline', m.status === 'new' && 'font-semibold')}
            onClick={() => void openMessage(m)}
            data-testid="open-message"
          >
            {m.subject}
            <span className="block truncate text-xs font-normal text-fg-muted">{m.message}</span>
          </button>
        ),
      },
      {
        id: 'date',
        header: t('adminContact.col.date'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap text-xs">{dateTimeShort(row.original.createdAt, lang)}</span>,
      },
      {
        id: 'status',
        header: t('adminContact.col.status'),
        enableSorting: false,
        cell: ({ row: { original: m } }) => (
          <span className={clsx(badge, statusClass[m.status])} data-testid="message-status">
            {t(`adminContact.st.${m.status}`)}
          </span>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.contact')}
        lead={t('adminContact.lead')}
        actions={
          unread > 0 ? (
            <span className={clsx(badge, statusClass.new)} data-testid="unread-count">
              {t('adminContact.unread', { count: unread })}
            </span>
          ) : undefined
        }
      />
      <div className="mt-5 flex flex-wrap items-end gap-3">
        <div role="tablist" aria-label={t('admin.menu.contact')} className="flex flex-wrap gap-1">
          {[undefined, ...CONTACT_STATUSES].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              role="tab"
              aria-selected={s === status}
              onClick={() => filters.set({ status: s })}
              className={clsx(
                'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium',
                s === status ? 'bg-brand-600 text-white' : 'border border-line bg-surface text-fg hover:bg-muted',
              )}
            >
              {s ? t(`adminContact.st.${s}`) : t('adminContact.tab.all')}
            </button>
          ))}
        </div>
        <label className="flex min-w-[14rem] flex-1 flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCatalog.search')}
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminContact.searchPlaceholder')}
          />
        </label>
      </div>
      <div className="mt-4">
        <DataTable
          id="contact-messages"
          label={t('admin.menu.contact')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(m) => m._id}
          onSortChange={() => {}}
          empty={<p>{t('adminContact.empty')}</p>}
        />
      </div>
      <MessageDialog
        message={open}
        onClose={() => setOpen(null)}
        onChanged={(m) => {
          setOpen(m);
          list.reload();
        }}
      />
    </section>
  );
}

function MessageDialog({
  message,
  onClose,
  onChanged,
}: {
  message: ContactMessage | null;
  onClose: () => void;
  onChanged: (m: ContactMessage) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const form = useAdminForm(contactReplyFormSchema, { subject: '', body: '' });
  useEffect(() => {
    form.reset({ subject: message ? `Re: ${message.subject}` : '', body: '' });
  }, [message?._id]);

  const { save: send, busy } = useFormSave(form, async (v: ContactReplyForm) => {
    if (!message) return;
    onChanged(await adminCustomersApi.replyMessage(message._id, v));
    toast.success(t('adminContact.sent'));
    form.reset({ subject: v.subject, body: '' });
  });
  const mark = async (status: ContactStatus) => {
    if (!message) return;
    try {
      onChanged(await adminCustomersApi.markMessage(message._id, status));
      toast.success(t('adminContact.marked'));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('adminKit.saveFailed'));
    }
  };

  return (
    <FormModal
      open={message !== null}
      onClose={onClose}
      title={message?.subject ?? ''}
      testId="message-dialog"
      form={form}
      onSubmit={send}
      busy={busy}
      submitLabel={t('adminContact.send')}
    >
      {message && (
        <>
          <div className="text-sm">
            <p className="font-medium">
              {message.name} ·{' '}
              <a href={`mailto:${message.email}`} className="hover:underline">
                {message.email}
              </a>
              {message.phone && <> · {message.phone}</>}
            </p>
            <p className="text-xs text-fg-muted">{dateTimeShort(message.createdAt, lang)}</p>
            <p className="mt-2 rounded-md bg-muted p-3 whitespace-pre-line" data-testid="message-body">
              {message.message}
            </p>
            {message.reply && (
              <div className="mt-2 rounded-md border-l-4 border-brand-600 bg-muted px-3 py-2" data-testid="message-reply">
                <p className="text-xs text-fg-muted">
                  {t('adminContact.repliedBy', { by: message.reply.by, at: dateTimeShort(message.reply.at, lang) })}
                </p>
                <p className="whitespace-pre-line">{message.reply.body}</p>
              </div>
            )}
          </div>
          <span className="flex flex-wrap gap-1">
            {message.status !== 'replied' && (
              <button type="button" className={clsx(btn, 'h-8 px-2 text-xs')} onClick={() => void mark('replied')}>
                {t('adminContact.markReplied')}
              </button>
            )}
            {message.status !== 'spam' && (
              <button type="button" className={clsx(btnGhost, 'h-8 px-2 text-xs')} onClick={() => void mark('spam')}>
                {t('adminContact.markSpam')}
              </button>
            )}
            {message.status !== 'new' && (
              <button type="button" className={clsx(btnGhost, 'h-8 px-2 text-xs')} onClick={() => void mark('new')}>
                {t('adminContact.markNew')}
              </button>
            )}
          </span>
          <TextField name="subject" label={t('adminContact.replySubject')} />
          <TextField name="body" label={t('adminContact.replyBody')} multiline />
        </>
      )}
    </FormModal>
  );
}
