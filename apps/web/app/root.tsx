import { translate } from '@sen/core/i18n/translate';
import { DEFAULT_LANGUAGE } from '@sen/core/language';
import { type ReactNode, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { loadSessionUser } from './features/auth/session-loader';
import { readCookie } from './features/cookies';
import { metaLanguage } from './features/i18n/meta';
import { AppProviders } from './features/shell/AppProviders';
import { ErrorPage } from './features/shell/ErrorPage';
import { parseTheme, serverThemeClass, THEME_KEY, themeInitScript } from './features/theme/theme';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  // `precedence` lets React put the stylesheet ahead of the script preloads, so it is fetched first.
  { rel: 'stylesheet', href: stylesheet, precedence: 'app' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: translate(metaLanguage(matches), 'app.title') }];

/**
 * Language and theme come from cookies so the server-rendered HTML is already right;
 * the nonce lets our inline script pass the server's Content-Security-Policy.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    // Optional chaining: `react-router dev` runs without the server's context.
    lang: context?.lang ?? DEFAULT_LANGUAGE,
    nonce: context?.nonce ?? '',
    theme: parseTheme(readCookie(request.headers.get('cookie'), THEME_KEY)),
    // The signed-in visitor, so every page (storefront and admin) renders signed in.
    user: await loadSessionUser(context),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? DEFAULT_LANGUAGE;
  const theme = data?.theme ?? parseTheme(undefined);
  // Fixed after the first render: from then on ThemeProvider owns the class, and React must not reset it.
  const [htmlClass] = useState(() => serverThemeClass(theme));
  return (
    <html lang={lang} className={htmlClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="dark light" />
        {/* Before any paint: the dark class from the saved choice or the OS (no flash of the wrong theme). */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <Meta />
        <Links />
      </head>
      <body className="bg-page text-fg antialiased">
        <AppProviders lang={lang} theme={theme} user={data?.user ?? null}>
          {children}
        </AppProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
