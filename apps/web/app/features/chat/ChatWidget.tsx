import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { ChatPanel } from './ChatPanel';
import { loadChatTexts } from './texts';

/** The floating chat window (loaded on the bubble's first click, with its texts). */
export default function ChatWidget({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadChatTexts().then(() => setReady(true));
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!ready) return null;
  return (
    <section
      aria-label={t('chat.title')}
      className="animate-pop-in fixed inset-x-2 bottom-20 z-50 flex h-[32rem] max-h-[80dvh] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-96"
      data-testid="chat-widget"
    >
      <div className="flex items-center justify-end gap-3 border-b border-line px-3 py-1.5 text-xs">
        <Link to="/chat" onClick={onClose} className="text-brand-700 hover:underline dark:text-brand-300">
          {t('chat.openPage')}
        </Link>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 hover:bg-muted" aria-label={t('chat.close')}>
          ✕
        </button>
      </div>
      <div className="min-h-0 flex-1">
        <ChatPanel compact />
      </div>
    </section>
  );
}
