import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';

/**
 * A lotus ("sen") mark: three petals. With `id` its petals can be reused by `of` elsewhere in the
 * page (the footer's logo repeats the header's: issue 11, lighter HTML).
 */
export function LotusMark({ className, id, of }: { className?: string; id?: string; of?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      {of ? (
        <use href={`#${of}`} />
      ) : (
        <g id={id} fill="currentColor">
          <path
            opacity="0.75"
            d="M3.5 12.5c4.2.3 7.9 2.4 9.9 6 1.6 2.9 1.9 5.4 1.5 7-3.7-.3-7-2-8.9-5.4-1.6-2.8-2.7-5.4-2.5-7.6z"
          />
          <path
            opacity="0.75"
            d="M28.5 12.5c-4.2.3-7.9 2.4-9.9 6-1.6 2.9-1.9 5.4-1.5 7 3.7-.3 7-2 8.9-5.4 1.6-2.8 2.7-5.4 2.5-7.6z"
          />
          <path d="M16 4c3.2 3.4 5 7.6 5 11.6 0 3.9-1.9 7.4-5 10.4-3.1-3-5-6.5-5-10.4C11 11.6 12.8 7.4 16 4z" />
        </g>
      )}
    </svg>
  );
}

/** The header's lotus, which the footer's logo reuses. */
export const HEADER_LOTUS_ID = 'sen-lotus';

/** The shop's mark and name; a logo uploaded in the general settings replaces the lotus. */
export function Logo({
  compact = false,
  className,
  store,
  lotusId,
  lotusOf,
}: {
  compact?: boolean;
  className?: string;
  store?: { logo?: string; storeName?: string } | null;
  /** Names this logo's lotus for reuse (the header's). */
  lotusId?: string;
  /** Draws the lotus of another logo on the page (the footer's). */
  lotusOf?: string;
}) {
  const t = useT();
  const size = compact ? 'size-8' : 'size-9 md:size-10';
  return (
    <Link
      to="/"
      aria-label={t('shell.homeLink')}
      className={clsx('flex shrink-0 items-center gap-2 rounded-lg text-fg', className)}
    >
      {store?.logo ? (
        <img src={store.logo} alt="" className={clsx('rounded-xl object-contain transition-all duration-300', size)} />
      ) : (
        <span className={clsx('logo-mark', size)}>
          <LotusMark className={compact ? 'size-5' : 'size-6'} id={lotusId} of={lotusOf} />
        </span>
      )}
      <span
        className={clsx(
          'font-extrabold tracking-tight transition-all duration-300',
          compact ? 'text-xl' : 'text-2xl md:text-[1.7rem]',
        )}
      >
        {store?.storeName || 'Sen'}
      </span>
    </Link>
  );
}
