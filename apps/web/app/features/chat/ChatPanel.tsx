import type { ChatEvent, ChatMessage, ChatState } from '@sen/core/chat/index';
import { CHAT_MESSAGE_MAX } from '@sen/core/chat/index';
import { formatShopTime } from '@sen/core/shop-time';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../auth/errors';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { onLive, reconnectLive } from '../realtime/live-events';
import { chatApi } from './api';

const INPUT =
  'w-full min-w-0 rounded-lg border border-line bg-surface px-2.5 py-2 text-sm text-fg outline-none placeholder:text-fg-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25';

const DAY_KEY = { 'mon-fri': 'chat.hours.monFri', sat: 'chat.hours.sat', sun: 'chat.hours.sun' } as const;

function merge(list: ChatMessage[], m: ChatMessage): ChatMessage[] {
  if (list.some((x) => x.id === m.id)) return list;
  return [...list, m].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/**
 * The shopper's side of live chat (issue 16): history, working hours and the offline note, text and
 * pictures, and replies arriving live over the page's event stream. Used by the floating widget and
 * by /chat. The texts (area "chat") are loaded by whoever shows it.
 */
export function ChatPanel({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const [state, setState] = useState<ChatState | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const conversationId = state?.conversation?.id ?? null;

  useEffect(() => {
    const ctrl = new AbortController();
    chatApi
      .state(ctrl.signal)
      .then((s) => {
        setState(s);
        setMessages(s.messages);
        // The answer may have set this guest's chat cookie: the live stream must hear with it.
        reconnectLive();
      })
      .catch((e) => {
        if (!ctrl.signal.aborted) setError(errorText(e, t));
      });
    return () => ctrl.abort();
  }, [t]);

  useEffect(
    () =>
      onLive('chat.message', (data) => {
        const e = data as ChatEvent;
        setState((s) =>
          s && (!s.conversation || s.conversation.id === e.conversation.id) ? { ...s, conversation: e.conversation } : s,
        );
        setMessages((list) =>
          list.length === 0 || list[0]?.conversationId === e.message.conversationId ? merge(list, e.message) : list,
        );
      }),
    [],
  );

  const unread = state?.conversation?.unreadCustomer ?? 0;
  useEffect(() => {
    if (unread > 0) void chatApi.read().catch(() => {});
  }, [unread]);

  useEffect(() => {
    const el = listRef.current;
    if (el && messages.length >= 0) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const sent = useCallback((r: { conversation: ChatState['conversation']; message: ChatMessage }) => {
    setState((s) => (s ? { ...s, conversation: r.conversation } : s));
    setMessages((list) => merge(list, r.message));
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body) return setError(t('chat.v.empty'));
    if (body.length > CHAT_MESSAGE_MAX) return setError(t('chat.v.tooLong'));
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError(t('chat.v.email'));
    setBusy(true);
    setError('');
    try {
      const guestFields =
        !state?.signedIn && !conversationId ? { name: name.trim() || undefined, email: email.trim() || undefined } : {};
      sent(await chatApi.send({ body, ...guestFields }));
      setText('');
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  async function attach(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      sent(await chatApi.sendImage(file));
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const askContact = state && !state.signedIn && !conversationId;
  return (
    <div
      className={`flex min-h-0 flex-col ${compact ? 'h-full' : 'h-[70dvh] rounded-2xl border border-line'}`}
      data-testid="chat-panel"
    >
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <span className={`size-2.5 rounded-full ${state?.online ? 'bg-emerald-500' : 'bg-zinc-400'}`} aria-hidden />
        <div>
          <p className="font-semibold text-fg">{t('chat.title')}</p>
          {state && (
            <p className="text-xs text-fg-muted" data-testid="chat-status">
              {state.online ? t('chat.online') : t('chat.offline', { hours: state.replyWithinHours })}
            </p>
          )}
        </div>
      </header>
      {state && !state.online && (
        <div className="border-b border-line bg-muted px-4 py-2 text-xs text-fg-muted" data-testid="chat-hours">
          <p className="font-semibold">{t('chat.hours')}</p>
          <ul>
            {state.hours.map((h) => (
              <li key={h.days}>
                {t(DAY_KEY[h.days])}: {h.closed || !h.open || !h.close ? t('chat.hours.closed') : `${h.open} - ${h.close}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div ref={listRef} className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4" aria-live="polite" data-testid="chat-messages">
        {!state && !error && <p className="text-center text-sm text-fg-muted">{t('chat.loading')}</p>}
        {state && messages.length === 0 && <p className="text-center text-sm text-fg-muted">{t('chat.empty')}</p>}
        {messages.map((m) => {
          const mine = m.sender === 'customer';
          return (
            <div key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${mine ? 'bg-brand-600 text-white' : 'bg-muted text-fg'}`}
                data-testid={mine ? 'chat-mine' : 'chat-theirs'}
              >
                {!mine && <p className="text-xs font-semibold opacity-80">{m.staffName || t('chat.staff')}</p>}
                {m.image ? (
                  <a href={m.image} target="_blank" rel="noopener noreferrer">
                    <img src={m.image} alt={t('chat.image')} className="max-h-48 rounded-lg" loading="lazy" />
                  </a>
                ) : (
                  <p className="whitespace-pre-wrap break-words">{m.body}</p>
                )}
                <p className="mt-0.5 text-[10px] opacity-70">
                  {formatShopTime(m.createdAt, lang)}
                  {m.offline ? ` · ${t('chat.offlineTag')}` : ''}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      <form onSubmit={submit} className="space-y-2 border-t border-line p-3">
        {askContact && (
          <div className="grid grid-cols-2 gap-2">
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('chat.name')}
              aria-label={t('chat.name')}
              maxLength={120}
              className={INPUT}
              name="name"
            />
            <input
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder={t('chat.email')}
              aria-label={t('chat.email')}
              type="email"
              className={INPUT}
              name="email"
            />
          </div>
        )}
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label className="icon-button cursor-pointer" title={t('chat.attach')}>
            <span className="sr-only">{t('chat.attach')}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <rect x="3" y="3" width="18" height="18" rx="2" />
              <circle cx="9" cy="9" r="2" />
              <path d="m21 15-5-5L5 21" />
            </svg>
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              onChange={(e) => void attach(e.target.files?.[0])}
              disabled={busy || !state}
              data-testid="chat-image"
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
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
            className={`${INPUT} min-h-10 flex-1 resize-none`}
            data-testid="chat-input"
          />
          <button type="submit" className="btn-primary" disabled={busy || !state} data-testid="chat-send">
            {busy ? t('chat.sending') : t('chat.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
