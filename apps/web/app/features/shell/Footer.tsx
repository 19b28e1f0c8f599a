import type { MessageKey, StoreSettings } from '@sen/core';
import { formatVnd } from '@sen/core/money';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { HeadsetIcon, MailIcon, MapPinIcon, PhoneIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../ui/icons';
import { HEADER_LOTUS_ID, Logo } from './Logo';
import { NewsletterForm } from './NewsletterForm';
import { StaticElement } from './static-fragment';

/** Spec 1 §9: free shipping advertised from 500.000đ and 30-day returns when the store has no setting. */
const DEFAULT_FREE_SHIPPING = 500_000;
const DEFAULT_RETURN_DAYS = 30;

const SHOP_LINKS: Array<{ to: string; label: MessageKey }> = [
  { to: '/products', label: 'nav.products' },
  { to: '/bestsellers', label: 'nav.bestsellers' },
  { to: '/new-products', label: 'nav.newProducts' },
  { to: '/promotions', label: 'nav.promotions' },
  { to: '/course', label: 'footer.courses' },
];

const SUPPORT_LINKS: Array<{ to: string; label: MessageKey }> = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/order-tracking', label: 'footer.orderTracking' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
];

/**
 * The class lists of the repeated pieces (benefits, contact lines, link lists, payment marks) are
 * app.css's `.benefit`, `.footer-contact`, `.footer-links` and `.pay-marks`, which style their
 * children: the footer is in every page's HTML (issue 11, decision 0373).
 */
export function Footer({ settings }: { settings: StoreSettings | null }) {
  const year = new Date().getFullYear();
  // The same for every visitor of a language: the server renders its inside once per settings and
  // year (static-fragment.tsx, decision 0384); the browser hydrates it as usual.
  return (
    <StaticElement
      tag="footer"
      className="mt-16 border-t border-line bg-surface pb-20 md:pb-0"
      data-testid="site-footer"
      fragmentKey={() => `footer\n${year}\n${JSON.stringify(settings)}`}
    >
      <FooterContent settings={settings} year={year} />
    </StaticElement>
  );
}

function FooterContent({ settings, year }: { settings: StoreSettings | null; year: number }) {
  const t = useT();
  const threshold = settings?.freeShippingThreshold ?? DEFAULT_FREE_SHIPPING;
  const days = { days: settings?.returnDays ?? DEFAULT_RETURN_DAYS };
  const features = [
    {
      icon: <TruckIcon size={26} />,
      title: t('footer.freeShipping.title'),
      text: t('footer.freeShipping.text', { amount: formatVnd(threshold) }),
    },
    { icon: <HeadsetIcon size={26} />, title: t('footer.support.title'), text: t('footer.support.text') },
    { icon: <ReturnIcon size={26} />, title: t('footer.returns.title', days), text: t('footer.returns.text', days) },
    { icon: <ShieldIcon size={26} />, title: t('footer.genuine.title'), text: t('footer.genuine.text') },
  ];
  const storeName = settings?.storeName || 'Sen';

  return (
    <>
      <section aria-label={t('footer.features')} className="border-b border-line">
        <ul className="container-page grid grid-cols-2 gap-x-3 gap-y-5 py-6 md:py-8 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.title} className="benefit">
              <i>{f.icon}</i>
              <span>
                <b>{f.title}</b>
                <small>{f.text}</small>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-10 md:py-12 lg:grid-cols-12">
        <div className="col-span-2 space-y-4 lg:col-span-4">
          <Logo store={settings} lotusOf={HEADER_LOTUS_ID} />
          <p className="max-w-sm text-sm leading-relaxed text-fg-muted">{t('footer.about')}</p>
          {settings && (
            <address className="footer-contact">
              <h2 className="sr-only">{t('footer.contact')}</h2>
              {settings.hotline && (
                <p>
                  <PhoneIcon size={16} />
                  <span>{`${t('footer.hotline')}:`}</span>
                  <a href={`tel:${settings.hotline.replace(/\s+/g, '')}`}>{settings.hotline}</a>
                </p>
              )}
              {settings.email && (
                <p>
                  <MailIcon size={16} />
                  <span>{`${t('footer.email')}:`}</span>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </p>
              )}
              {settings.address && (
                <p className="items-start">
                  <MapPinIcon size={16} className="mt-0.5" />
                  <span className="text-fg">{settings.address}</span>
                </p>
              )}
            </address>
          )}
        </div>

        <FooterLinks title={t('footer.shop')} links={SHOP_LINKS} className="lg:col-span-2" />
        <FooterLinks title={t('footer.support')} links={SUPPORT_LINKS} className="lg:col-span-2" />

        <div className="col-span-2 space-y-3 lg:col-span-4">
          <h2 className="font-semibold text-fg">{t('footer.newsletter.title')}</h2>
          <p className="text-sm text-fg-muted">{t('footer.newsletter.text')}</p>
          <NewsletterForm id="footer-newsletter" />
        </div>
      </div>

      <div className="border-t border-line">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-5 text-sm text-fg-muted sm:flex-row">
          <p>{t('footer.copyright', { year, store: storeName })}</p>
          <ul className="pay-marks">
            {['VISA', 'Mastercard', 'JCB', 'MoMo', 'ZaloPay', 'VNPAY', 'COD'].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

function FooterLinks({
  title,
  links,
  className,
}: {
  title: string;
  links: Array<{ to: string; label: MessageKey }>;
  className?: string;
}) {
  const t = useT();
  return (
    <nav aria-label={title} className={className}>
      <h2 className="mb-4 font-semibold text-fg">{title}</h2>
      <ul className="footer-links">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(l.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
