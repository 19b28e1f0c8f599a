import { translate } from '@sen/core/i18n/translate';
import { ChatPanel } from '../features/chat/ChatPanel';
import { chatPageTexts, loadChatTexts } from '../features/chat/texts';
import { useT } from '../features/i18n/LanguageProvider';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/chat';

chatPageTexts();

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'chat.pageTitle'),
    description: translate(lang, 'chat.pageIntro'),
    origin: loaderData?.origin ?? '',
    path: '/chat',
    noindex: true,
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadChatTexts()]);
  return data;
}

/** `/chat` (spec 1 support paths): the live chat as a page of its own. */
export default function ChatPage() {
  const t = useT();
  return (
    <section className="container-page mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-fg">{t('chat.pageTitle')}</h1>
      <p className="mt-2 text-fg-muted">{t('chat.pageIntro')}</p>
      <div className="mt-6">
        <ChatPanel />
      </div>
    </section>
  );
}
