import { isApiError } from '@sen/core/api-client';
import type { HelpArticle } from '@sen/core/content/help';
import { translate } from '@sen/core/i18n/translate';
import { data, Link } from 'react-router';
import { serverApi } from '../features/api/server-api';
import { PageHero } from '../features/content/PageHero';
import { PROSE } from '../features/content/prose';
import { useT } from '../features/i18n/LanguageProvider';
import { metaLanguage } from '../features/i18n/meta';
import { infoClientLoader } from '../features/info/texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/info.help-article';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = loaderData?.article;
  if (!article) return [{ name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: article.title,
    description: translate(metaLanguage(matches), 'info.help.title'),
    origin: loaderData.origin,
    path: `/help/${encodeURIComponent(article.slug)}`,
  });
};

/** A help article staff write (decision 0355): 404 when missing or unpublished, 502 when the API failed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const article = await serverApi(context).get<HelpArticle>(`/help-articles/${encodeURIComponent(params.slug)}`);
    return { article, origin: siteOrigin(request) };
  } catch (error) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    if (!missing) console.error('help article failed to load:', error);
    throw data(null, { status: missing ? 404 : 502 });
  }
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { article, origin } = loaderData;
  return (
    <div className="container-page max-w-4xl space-y-6 py-6 md:py-10">
      <PageHero title={article.title} lead={t(`info.help.group.${article.topic}`)} origin={origin}>
        <Link to="/help" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          ← {t('info.help.title')}
        </Link>
      </PageHero>
      <article
        className={`${PROSE} rounded-3xl border border-line bg-surface p-6 md:p-10 [&_h2:first-child]:mt-0`}
        data-testid="help-article"
        // Sanitized on the server when staff saved it (decision 0355).
        dangerouslySetInnerHTML={{ __html: article.body }}
      />
    </div>
  );
}
