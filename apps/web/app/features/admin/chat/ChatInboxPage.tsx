import type { CannedReply, ChatConversation, ChatEvent, ChatMessage, ChatStaffMember, ChatThread } from '@sen/core/chat/index';
import { CHAT_MESSAGE_MAX, cannedReplySchema } from '@sen/core/chat/index';
import { formatShopTime } from '@sen/core/shop-time';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorText } from '../../auth/errors';
import { chatAdminApi } from '../../chat/api';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { onLive } from '../../realtime/live-events';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { badge, btn, btnGhost, btnPrimary, card, input } from '../kit/classes';
import { applyServerErrors, TextField, useAdminForm } from '../kit/form';
import { Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';

type Filter = 'open' | 'closed' | 'all' | 'mine';
const FILTERS: Filter[] = ['open', 'mine', 'closed', 'all'];

function merge(list: ChatMessage[], m: ChatMessage) {
  return list.some((x) => x.id === m.id) ? list : [...list, m];
}

/**
 * The support inbox (admin "live chat", issue 16): conversations with unread counts, a thread,
 * replies (text, pictures, canned replies), assignment and closing. Everything arrives live over
 * the page's event stream, from whichever instance the shopper is connected to.
 */
export function ChatInboxPage() {
  const t = useT();
  const { lang } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS as string[]).includes(params.get('filter') ?? '') ? (params.get('filter') as Filter) : 'open';
  const selected = params.get('c');
  const [list, setList] = useState<ChatConversation[] | null>(null);
  const [unreadTotal, setUnreadTotal] = useState(0);
  const [thread, setThread] = useState<ChatThread | null>(null);
  const [staff, setStaff] = useState<ChatStaffMember[]>([]);
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [cannedOpen, setCannedOpen] = useState(false);
  const [removing, setRemoving] = useState<CannedReply | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const loadList = useCallback(async () => {
    try {
      const r = await chatAdminApi.list({ status: filter === 'mine' ? 'open' : filter, mine: filter === 'mine' });
      setList(r.items);
      setUnreadTotal(r.unreadTotal);
    } catch (e) {
      toast.error(errorText(e, t));
    }
  }, [filter, t]);

  useEffect(() => {
    void loadList();
  }, [loadList]);

  useEffect(() => {
    void chatAdminApi.staff().then(setStaff, () => {});
    void chatAdminApi.canned().then(setCanned, () => {});
  }, []);

  useEffect(() => {
    if (!selected) {
      setThread(null);
      return;
    }
    const ctrl = new AbortController();
    chatAdminApi.thread(selected, ctrl.signal).then(setThread, (e) => {
      if (!ctrl.signal.aborted) toast.error(errorText(e, t));
    });
    return () => ctrl.abort();
  }, [selected, t]);

  // Live: a message or a change of any conversation refreshes the list; the open thread takes its message.
  useEffect(() => {
    const offMessage = onLive('chat.message', (data) => {
      const e = data as ChatEvent;
      void loadList();
      if (e.conversation.id === selectedRef.current) {
        setThread((th) => (th ? { conversation: e.conversation, messages: merge(th.messages, e.message) } : th));
        // Reading it here clears the unread count for everyone.
        if (e.message.sender === 'customer') void chatAdminApi.thread(e.conversation.id).catch(() => {});
      }
    });
    const offChange = onLive('chat.conversation', (data) => {
      const c = (data as { conversation: ChatConversation }).conversation;
      void loadList();
      if (c.id === selectedRef.current) setThread((th) => (th ? { ...th, conversation: c } : th));
    });
    return () => {
      offMessage();
      offChange();
    };
  }, [loadList]);

  useEffect(() => {
    const el = listRef.current;
    if (el && thread) el.scrollTop = el.scrollHeight;
  }, [thread]);

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('c', id);
    else next.delete('c');
    setParams(next, { replace: true });
  };
  const setFilter = (f: Filter) => {
    const next = new URLSearchParams(params);
    next.set('filter', f);
    setParams(next, { replace: true });
  };

  async function act<T>(call: () => Promise<T>, then: (r: T) => void) {
    setBusy(true);
    try {
      then(await call());
    } catch (e) {
      toast.error(errorText(e, t));
    } finally {
      setBusy(false);
    }
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!thread || !body) return;
    await act(
      () => chatAdminApi.reply(thread.conversation.id, body),
      (r) => {
        setText('');
        setThread((th) => (th ? { conversation: r.conversation, messages: merge(th.messages, r.message) } : th));
      },
    );
  }

  async function attach(file: File | undefined) {
    if (!thread || !file) return;
    await act(
      () => chatAdminApi.replyImage(thread.conversation.id, file),
      (r) => setThread((th) => (th ? { conversation: r.conversation, messages: merge(th.messages, r.message) } : th)),
    );
  }

  const c = thread?.conversation;
  return (
    <section className="space-y-4">
      <PageHeader
        title={t('admin.menu.liveChat')}
        lead={t('adminChat.lead')}
        actions={
          <button type="button" className={btn} onClick={() => setCannedOpen(true)} data-testid="canned-open">
            {t('adminChat.canned')} ({canned.length})
          </button>
        }
      />
      <div className="grid min-h-[70dvh] gap-4 lg:grid-cols-[20rem_1fr]">
        <aside className={`${card} flex min-h-0 flex-col`}>
          <nav aria-label={t('adminChat.filter')} className="flex flex-wrap gap-1 border-b border-line p-2">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                onClick={() => setFilter(f)}
                aria-pressed={filter === f}
                className={filter === f ? btnPrimary : btnGhost}
              >
                {t(`adminChat.filter.${f}`)}
                {f === 'open' && unreadTotal > 0 && (
                  <span className={`${badge} ml-1 bg-red-600 text-white`} data-testid="chat-unread-total">
                    {unreadTotal}
                  </span>
                )}
              </button>
            ))}
          </nav>
          <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-conversations">
            {list?.length === 0 && <li className="p-6 text-center text-sm text-fg-muted">{t('adminChat.empty')}</li>}
            {list?.map((x) => (
              <li key={x.id}>
                <button
                  type="button"
                  onClick={() => select(x.id)}
                  className={`flex w-full flex-col gap-0.5 border-b border-line px-3 py-2 text-left hover:bg-muted ${x.id === selected ? 'bg-muted' : ''}`}
                  data-testid="chat-conversation"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-fg">{x.name || x.email || t('adminChat.guest')}</span>
                    {x.unreadStaff > 0 && (
                      <span
                        className={`${badge} bg-red-600 text-white`}
                        title={t('adminChat.unread', { count: x.unreadStaff })}
                        data-testid="chat-unread"
                      >
                        {x.unreadStaff}
                      </span>
                    )}
                  </span>
                  <span className="truncate text-sm text-fg-muted">{x.lastMessage}</span>
                  <span className="text-xs text-fg-muted">
                    {formatShopTime(x.lastMessageAt, lang)}
                    {x.assignedTo ? ` · ${x.assignedTo.name}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </aside>

        <div className={`${card} flex min-h-0 flex-col`}>
          {!c ? (
            <p className="m-auto p-8 text-sm text-fg-muted">{t('adminChat.pick')}</p>
          ) : (
            <>
              <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-3">
                <div>
                  <p className="font-semibold text-fg" data-testid="chat-thread-name">
                    {c.name || t('adminChat.guest')}
                  </p>
                  <p className="text-xs text-fg-muted">
                    {[c.email, c.userId ? t('adminChat.customer') : t('adminChat.guest')].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="text-sm text-fg-muted">
                    {t('adminChat.assign')}{' '}
                    <select
                      className={`${input} inline-block w-auto`}
                      value={c.assignedTo?.id ?? ''}
                      disabled={busy}
                      onChange={(e) =>
                        void act(
                          () => chatAdminApi.assign(c.id, e.target.value || null),
                          (conv) => setThread((th) => (th ? { ...th, conversation: conv } : th)),
                        )
                      }
                    >
                      <option value="">{t('adminChat.unassigned')}</option>
                      {staff.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className={btn}
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => chatAdminApi.status(c.id, c.status === 'open' ? 'closed' : 'open'),
                        (conv) => setThread((th) => (th ? { ...th, conversation: conv } : th)),
                      )
                    }
                  >
                    {c.status === 'open' ? t('adminChat.close') : t('adminChat.reopen')}
                  </button>
                </div>
              </header>
              <div
                ref={listRef}
                className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4"
                data-testid="chat-thread"
                aria-live="polite"
              >
                {thread.messages.map((m) => {
                  const ours = m.sender === 'staff';
                  return (
                    <div key={m.id} className={`flex ${ours ? 'justify-end' : 'justify-start'}`}>
                      <div
                        className={`max-w-[75%] rounded-2xl px-3 py-2 text-sm ${ours ? 'bg-brand-600 text-white' : 'bg-muted text-fg'}`}
                      >
                        <p className="text-xs font-semibold opacity-80">
                          {ours ? m.staffName : c.name || t('adminChat.customerSide')}
                        </p>
                        {m.image ? (
                          <a href={m.image} target="_blank" rel="noopener noreferrer">
                            <img src={m.image} alt={t('adminChat.image')} className="max-h-56 rounded-lg" loading="lazy" />
                          </a>
                        ) : (
                          <p className="whitespace-pre-wrap break-words">{m.body}</p>
                        )}
                        <p className="mt-0.5 text-[10px] opacity-70">
                          {formatShopTime(m.createdAt, lang)}
                          {m.offline ? ` · ${t('adminChat.offline')}` : ''}
                        </p>
                      </div>
                    </div>
                  );
                })}
              </div>
              <form onSubmit={send} className="space-y-2 border-t border-line p-3">
                {canned.length > 0 && (
                  <select
                    className={input}
                    value=""
                    aria-label={t('adminChat.canned.insert')}
                    onChange={(e) => {
                      const r = canned.find((x) => x.id === e.target.value);
                      if (r) setText((v) => (v ? `${v}\n${r.body}` : r.body));
                    }}
                    data-testid="canned-insert"
                  >
                    <option value="">{t('adminChat.canned.insert')}</option>
                    {canned.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.title}
                      </option>
                    ))}
                  </select>
                )}
                <div className="flex items-end gap-2">
                  <label className={`${btnGhost} cursor-pointer`}>
                    {t('adminChat.attach')}
                    <input
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                      className="sr-only"
                      onChange={(e) => {
                        void attach(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                  </label>
                  <textarea
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.shiftKey) {
                        e.preventDefault();
                        e.currentTarget.form?.requestSubmit();
                      }
                    }}
                    rows={2}
                    maxLength={CHAT_MESSAGE_MAX}
                    placeholder={t('adminChat.reply')}
                    aria-label={t('adminChat.reply')}
                    className={`${input} flex-1 resize-none`}
                    data-testid="chat-reply"
                  />
                  <button type="submit" className={btnPrimary} disabled={busy || !text.trim()} data-testid="chat-reply-send">
                    {t('adminChat.send')}
                  </button>
                </div>
              </form>
            </>
          )}
        </div>
      </div>
      <CannedReplies
        open={cannedOpen}
        list={canned}
        onClose={() => setCannedOpen(false)}
        onAdded={(r) => setCanned((l) => [...l, r].sort((a, b) => a.title.localeCompare(b.title)))}
        onRemove={setRemoving}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('adminChat.canned.delete')}
        message={t('adminChat.canned.deleteConfirm', { title: removing?.title ?? '' })}
        confirmLabel={t('adminChat.canned.delete')}
        danger
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const r = removing;
          if (!r) return;
          void act(
            () => chatAdminApi.removeCanned(r.id),
            () => {
              setCanned((l) => l.filter((x) => x.id !== r.id));
              setRemoving(null);
            },
          );
        }}
      />
    </section>
  );
}

function CannedReplies({
  open,
  list,
  onClose,
  onAdded,
  onRemove,
}: {
  open: boolean;
  list: CannedReply[];
  onClose: () => void;
  onAdded: (r: CannedReply) => void;
  onRemove: (r: CannedReply) => void;
}) {
  const t = useT();
  const form = useAdminForm(cannedReplySchema, { title: '', body: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      onAdded(await chatAdminApi.addCanned(values));
      form.reset({ title: '', body: '' });
    } catch (e) {
      applyServerErrors(form, e, t('adminChat.failed'));
    }
  });
  return (
    <Modal open={open} title={t('adminChat.canned')} onClose={onClose} wide testId="canned-dialog">
      <ul className="mb-4 space-y-2">
        {list.length === 0 && <li className="text-sm text-fg-muted">{t('adminChat.canned.none')}</li>}
        {list.map((r) => (
          <li key={r.id} className="flex items-start justify-between gap-3 rounded-lg border border-line p-2">
            <div>
              <p className="font-semibold text-fg">{r.title}</p>
              <p className="whitespace-pre-wrap text-sm text-fg-muted">{r.body}</p>
            </div>
            <button
              type="button"
              className={btnGhost}
              onClick={() => onRemove(r)}
              aria-label={`${t('adminChat.canned.delete')}: ${r.title}`}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <FormProvider {...form}>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <h3 className="font-semibold text-fg">{t('adminChat.canned.add')}</h3>
          <TextField name="title" label={t('adminChat.canned.title')} />
          <TextField name="body" label={t('adminChat.canned.body')} multiline />
          <button type="submit" className={btnPrimary} disabled={form.formState.isSubmitting}>
            {t('adminChat.canned.add')}
          </button>
        </form>
      </FormProvider>
    </Modal>
  );
}
