import { lazy, Suspense, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { HeadsetIcon } from '../ui/icons';

// The chat itself (and its texts) loads on the first click: the bubble is all the first visit carries.
const ChatWidget = lazy(() => import('./ChatWidget'));

/** The storefront's live chat bubble (issue 16). */
export function ChatBubble() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-label={t('contact.chat')}
        title={t('contact.chat')}
        aria-expanded={open}
        data-testid="chat-bubble"
        className="flex items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:scale-105 hover:bg-brand-700"
      >
        <HeadsetIcon size={22} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWidget onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
