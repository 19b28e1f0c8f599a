import { translate } from '@sen/core/i18n/translate';
import { FlashStrip } from '../features/home/FlashStrip';
import { flashStrip } from '../features/home/flash-strip-loader';
import { HomePage } from '../features/home/HomePage';
import { fetchHome, STREAM_AFTER_MS, settledWithin } from '../features/home/home-loader';
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

/**
 * The data normally comes from the API's cache within a millisecond or two and is rendered
 * straight into the page; only when it is slow is it streamed, the page showing its
 * placeholders until it arrives (spec 1 "Home page").
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const flash = flashStrip(context);
  const home = await settledWithin(fetchHome(context), STREAM_AFTER_MS);
  return { home: 'value' in home ? home.value : home.later, now: Date.now(), origin: siteOrigin(request), flash: await flash };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.flash && <FlashStrip data={loaderData.flash} now={loaderData.now} />}
      <HomePage home={loaderData.home} now={loaderData.now} />
    </>
  );
}
