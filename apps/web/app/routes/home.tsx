import { translate } from '@sen/core/i18n/index';
import { HomePage } from '../features/home/HomePage';
import { fetchHome } from '../features/home/home-loader';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'app.title'),
    description: translate(lang, 'app.description'),
    origin: loaderData?.origin ?? '',
    path: '/',
    bare: true,
  });
};

/** The data is streamed: the page shows its placeholders until it arrives (spec 1 "Home page"). */
export function loader({ context, request }: Route.LoaderArgs) {
  return { home: fetchHome(context), now: Date.now(), origin: siteOrigin(request) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData.home} now={loaderData.now} />;
}
