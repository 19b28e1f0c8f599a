import type { StoreSettings } from '@sen/core';
import { ChatBubble } from '../chat/ChatBubble';
import { useT } from '../i18n/LanguageProvider';
import { ChatIcon, PhoneIcon } from '../ui/icons';

/** Spec 1 §2, placed by `.float-contact` (app.css, decision 0091); the hotline loses its spaces in the tel: link. */
export function ContactWidget({ settings }: { settings: StoreSettings | null }) {
  const t = useT();
  if (!settings) return null;
  const phone = settings.hotline.replace(/\s+/g, '');
  return (
    <nav aria-label={t('contact.widget')} className="float-contact">
      {phone && (
        <a
          href={`tel:${phone}`}
          aria-label={t('contact.call', { phone: settings.hotline })}
          title={t('contact.call', { phone: settings.hotline })}
          data-testid="contact-call"
          className="float-call"
        >
          <span className="absolute inset-0 animate-ping rounded-full bg-emerald-500/40 motion-reduce:hidden" />
          <PhoneIcon size={22} className="relative" />
        </a>
      )}
      {settings.chatUrl && (
        <a
          href={settings.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.chat')}
          title={t('contact.chat')}
          data-testid="contact-chat"
          className="float-chat"
        >
          <ChatIcon size={22} />
        </a>
      )}
      <ChatBubble />
    </nav>
  );
}
