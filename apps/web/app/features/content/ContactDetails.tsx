import type { StoreSettings } from '@sen/core';
import { useT } from '../i18n/LanguageProvider';
import { ChatIcon, HeadsetIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';
import type { ContactSettings } from './contact-loader';

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
/** Network names are proper nouns: the same in every language. */
const NETWORKS = { facebook: 'Facebook', zalo: 'Zalo', youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' } as const;
const mapUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** Spec 1 "Contact": details, hours (Mon–Fri 8:00–17:00, Sat 9:00–14:00, closed Sunday), support channels. */
export function ContactDetails({ settings, contact }: { settings: StoreSettings | null; contact: ContactSettings | null }) {
  const t = useT();
  const hotline = contact?.hotline || settings?.hotline || '';
  const email = contact?.email || settings?.email || '';
  const hours = contact?.hours;
  const hourText = (days: 'mon-fri' | 'sat' | 'sun', fallback: string) => {
    const h = hours?.find((x) => x.days === days);
    if (!h) return fallback;
    return h.closed || !h.open || !h.close
      ? t('contact.hours.closed')
      : `${h.open.replace(/^0/, '')} – ${h.close.replace(/^0/, '')}`;
  };
  const channels = [
    {
      icon: <PhoneIcon size={20} />,
      title: t('contact.channel.hotline'),
      text: t('contact.channel.hotlineText'),
      action: hotline ? { href: tel(hotline), label: hotline } : null,
    },
    {
      icon: <ChatIcon size={20} />,
      title: t('contact.channel.chat'),
      text: t('contact.channel.chatText'),
      // The shop's own live chat (issue 16); an external messenger stays in the floating widget.
      action: { href: '/chat', label: t('contact.channel.startChat') },
    },
    {
      icon: <MailIcon size={20} />,
      title: t('contact.channel.email'),
      text: t('contact.channel.emailText', { hours: contact?.replyWithinHours ?? 24 }),
      action: email ? { href: `mailto:${email}`, label: email } : null,
    },
    {
      icon: <HeadsetIcon size={20} />,
      title: t('contact.channel.help'),
      text: t('contact.channel.helpText'),
      action: { href: '/faq', label: t('footer.faq') },
    },
  ];
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-line bg-surface p-5 md:p-6" aria-labelledby="contact-details">
        <h2 id="contact-details" className="text-lg font-bold text-fg">
          {t('contact.details')}
        </h2>
        <address className="mt-4 space-y-3 text-sm not-italic">
          {settings?.address && (
            <p className="flex gap-3">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
              <span className="text-fg">{settings.address}</span>
            </p>
          )}
          {hotline && (
            <p className="flex gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
              <a href={tel(hotline)} className="font-semibold text-fg hover:text-brand-700">
                {hotline}
              </a>
            </p>
          )}
          {email && (
            <p className="flex gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
              <a href={`mailto:${email}`} className="font-semibold text-fg hover:text-brand-700">
                {email}
              </a>
            </p>
          )}
        </address>
        <h3 className="mt-6 text-sm font-semibold text-fg">{t('contact.hours')}</h3>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1.5 text-sm" data-testid="contact-hours">
          <dt className="text-fg-muted">{t('contact.hours.weekdays')}</dt>
          <dd className="text-right font-medium text-fg">{hourText('mon-fri', '8:00 – 17:00')}</dd>
          <dt className="text-fg-muted">{t('contact.hours.saturday')}</dt>
          <dd className="text-right font-medium text-fg">{hourText('sat', '9:00 – 14:00')}</dd>
          <dt className="text-fg-muted">{t('contact.hours.sunday')}</dt>
          <dd className="text-right font-medium text-fg">{hourText('sun', t('contact.hours.closed'))}</dd>
        </dl>
        <p className="mt-4 text-xs text-fg-muted">
          {t('contact.promise', { reply: contact?.replyWithinHours ?? 24, notice: contact?.appointmentNoticeHours ?? 24 })}
        </p>
        {settings?.social && (
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="contact-social">
            {(Object.keys(NETWORKS) as (keyof typeof NETWORKS)[])
              .filter((n) => settings.social?.[n])
              .map((n) => (
                <a
                  key={n}
                  href={settings.social?.[n]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {NETWORKS[n]}
                </a>
              ))}
          </p>
        )}
        {settings?.address && (
          <a
            href={mapUrl(settings.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('contact.map')}
          </a>
        )}
      </section>
      <ul className="grid gap-3 sm:grid-cols-2">
        {channels.map((c) => (
          <li key={c.title} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
              {c.icon}
            </span>
            <span className="min-w-0 text-sm">
              <span className="block font-semibold text-fg">{c.title}</span>
              <span className="block text-fg-muted">{c.text}</span>
              {c.action && (
                <a
                  href={c.action.href}
                  {...('external' in c.action && c.action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="mt-1 inline-block font-semibold break-all text-brand-700 hover:underline dark:text-brand-300"
                >
                  {c.action.label}
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
      {contact?.branches && contact.branches.length > 0 && (
        <section aria-labelledby="contact-branches">
          <h2 id="contact-branches" className="mb-3 text-lg font-bold text-fg">
            {t('contact.branches')}
          </h2>
          <ul className="grid gap-3 md:grid-cols-3" data-testid="contact-branches">
            {contact.branches.map((b) => (
              <li key={b.name} className="flex flex-col gap-1.5 rounded-2xl border border-line bg-surface p-4 text-sm">
                <span className="font-semibold text-fg">{b.name}</span>
                <span className="text-fg-muted">{b.address}</span>
                {b.phone && (
                  <a href={tel(b.phone)} className="text-fg hover:text-brand-700">
                    {b.phone}
                  </a>
                )}
                {b.email && (
                  <a href={`mailto:${b.email}`} className="break-all text-fg hover:text-brand-700">
                    {b.email}
                  </a>
                )}
                <a
                  href={mapUrl(b.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto pt-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t('contact.branchDetails')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
