import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { NewsletterForm } from '../shell/NewsletterForm';
import { PhoneIcon } from '../ui/icons';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import type { ContactData } from './contact-loader';
import { FaqList } from './FaqList';
import { PageHero } from './PageHero';

/** Spec 1 "Contact": details and hours, a form that sends (decision 9), FAQ, newsletter, branches, call to action. */
export function ContactPage({ data }: { data: ContactData }) {
  const t = useT();
  const [params] = useSearchParams();
  const appointment = params.get('subject') === 'appointment';
  const hotline = data.contact?.hotline || data.settings?.hotline || '';
  const faq = data.faq;
  return (
    <div className="container-page space-y-12 py-6 md:py-10">
      <PageHero title={t('contact.title')} lead={t('contact.lead')} origin={data.origin} />
      <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <ContactDetails settings={data.settings} contact={data.contact} />
        <section
          id="contact-form"
          className="scroll-mt-28 rounded-2xl border border-line bg-surface p-5 md:p-7"
          aria-labelledby="contact-form-title"
        >
          <h2 id="contact-form-title" className="text-lg font-bold text-fg">
            {t('contact.form.title')}
          </h2>
          <p className="mt-1 mb-5 text-sm text-fg-muted">{t('contact.form.lead')}</p>
          <ContactForm
            key={appointment ? 'appointment' : 'message'}
            initialSubject={appointment ? t('contact.cta.appointment') : ''}
          />
        </section>
      </div>
      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq" className="mb-4 text-2xl font-bold text-fg">
          {t('footer.faq')}
        </h2>
        <FaqList groups={faq} />
      </section>
      <section className="grid gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-rose-500 p-6 text-white md:grid-cols-2 md:p-10">
        <div>
          <h2 className="text-2xl font-bold">{t('contact.cta.title')}</h2>
          <p className="mt-2 text-white/90">{t('contact.cta.text')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            {hotline && (
              <a
                href={`tel:${hotline.replace(/\s+/g, '')}`}
                className="inline-flex h-11 items-center gap-2 rounded-xl bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <PhoneIcon size={18} />
                {t('contact.cta.call')}
              </a>
            )}
            <Link
              to={{ search: '?subject=appointment', hash: '#contact-form' }}
              className="inline-flex h-11 items-center rounded-xl border border-white/70 px-5 font-semibold text-white hover:bg-white/10"
            >
              {t('contact.cta.appointment')}
            </Link>
          </div>
        </div>
        <div className="rounded-2xl bg-white/10 p-5">
          <h3 className="font-semibold">{t('footer.newsletter.title')}</h3>
          <p className="mt-1 mb-3 text-sm text-white/90">{t('footer.newsletter.text')}</p>
          <div className="rounded-xl bg-surface p-3 text-fg">
            <NewsletterForm />
          </div>
        </div>
      </section>
    </div>
  );
}
