import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { ArrowUpIcon } from '../ui/icons';

/** Spec 1 §9: hidden until the page is scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD = 300;
/** Spec 1 §2 gives this accessible label verbatim; the tooltip follows the page language. */
const SCROLL_TO_TOP_LABEL = 'Scroll to top';

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const t = useT();

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      aria-label={SCROLL_TO_TOP_LABEL}
      title={t('shell.scrollToTop')}
      data-testid="scroll-to-top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'float-top',
        'bg-brand-600 text-white shadow-lg shadow-brand-900/30 transition-all duration-300 hover:bg-brand-700',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
