import { Fragment } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { JsonLd } from '../seo/JsonLd';
import { breadcrumbJsonLd, type Crumb } from '../seo/structured-data';
import { ChevronLeftIcon, ChevronRightIcon, HomeIcon } from '../ui/icons';

interface Props {
  /** After the home crumb; the last one is the current page. */
  crumbs: Crumb[];
  origin: string;
  /** A back button first (product page: "returns to the previous page"). */
  back?: boolean;
}

/** The visible trail plus its BreadcrumbList for search engines. */
export function Breadcrumb({ crumbs, origin, back = false }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const all: Crumb[] = [{ name: t('nav.home'), path: '/' }, ...crumbs];
  const goBack = () => {
    // A page opened directly (no history inside the site) goes home instead of leaving the shop.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="flex min-w-0 items-center gap-2 text-sm">
      {back && (
        <button
          type="button"
          onClick={goBack}
          aria-label={t('catalog.back')}
          title={t('catalog.back')}
          className="icon-button -ml-2 size-9 shrink-0 border border-line"
          data-testid="breadcrumb-back"
        >
          <ChevronLeftIcon size={18} />
        </button>
      )}
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-fg-muted">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <Fragment key={`${crumb.name}-${i}`}>
              {i > 0 && (
                <li aria-hidden="true" className="flex">
                  <ChevronRightIcon size={14} />
                </li>
              )}
              <li className={last ? 'min-w-0 truncate font-medium text-fg' : 'shrink-0'}>
                {last || !crumb.path ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
                ) : (
                  <Link to={crumb.path} className="inline-flex items-center gap-1 hover:text-brand-700 dark:hover:text-brand-300">
                    {i === 0 && <HomeIcon size={15} />}
                    {crumb.name}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(origin, all)} />
    </nav>
  );
}
