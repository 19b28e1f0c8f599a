import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { LotusMark } from '../shell/Logo';
import { CheckIcon } from '../ui/icons';

/** Chrome's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type State = 'checking' | 'installable' | 'installed' | 'manual';

/**
 * Registers the service worker (public/sw.js) here rather than on every page, so a first visit
 * downloads nothing more (decision 0131), and offers the browser's install prompt when it has one.
 */
function useInstall() {
  const [state, setState] = useState<State>('checking');
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (window.matchMedia('(display-mode: standalone)').matches) {
      setState('installed');
      return;
    }
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
      setState('installable');
    };
    const onInstalled = () => {
      setPrompt(null);
      setState('installed');
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    // No prompt soon after load: this browser installs from its own menu (the steps below).
    const timer = window.setTimeout(() => setState((s) => (s === 'checking' ? 'manual' : s)), 1500);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      window.clearTimeout(timer);
    };
  }, []);

  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    setPrompt(null);
    setState(outcome === 'accepted' ? 'installed' : 'manual');
  };
  return { state, install };
}

const STEPS = [
  ['info.app.android.title', 'info.app.android.steps'],
  ['info.app.ios.title', 'info.app.ios.steps'],
  ['info.app.desktop.title', 'info.app.desktop.steps'],
] as const;

/** /app (and /download-app): install the shop as an app on the home screen. */
export function AppPage() {
  const t = useT();
  const { state, install } = useInstall();
  return (
    <div className="container-page max-w-4xl space-y-8 py-6 md:py-10">
      <section className="flex flex-col items-center gap-6 rounded-3xl bg-brand-50 p-6 text-center md:flex-row md:p-10 md:text-left dark:bg-brand-950">
        <span className="flex size-24 shrink-0 items-center justify-center rounded-[1.75rem] bg-brand-600 text-white shadow-lg shadow-brand-900/20">
          <LotusMark className="size-16" />
        </span>
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-fg md:text-4xl">{t('info.app.title')}</h1>
          <p className="text-fg-muted md:text-lg">{t('info.app.lead')}</p>
          <div aria-live="polite" data-testid="app-install-state" data-state={state}>
            {state === 'installable' && (
              <button type="button" onClick={install} className="btn-primary">
                {t('info.app.install')}
              </button>
            )}
            {state === 'installed' && (
              <p className="inline-flex items-center gap-2 font-semibold text-emerald-700 dark:text-emerald-400">
                <CheckIcon size={18} />
                {t('info.app.installed')}
              </p>
            )}
            {state === 'manual' && <p className="text-sm text-fg-muted">{t('info.app.unsupported')}</p>}
          </div>
        </div>
      </section>

      <ul className="grid gap-3 md:grid-cols-3">
        {(['info.app.benefit.1', 'info.app.benefit.2', 'info.app.benefit.3'] as const).map((key) => (
          <li key={key} className="flex gap-3 rounded-2xl border border-line bg-surface p-4 text-sm text-fg">
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-emerald-600" />
            {t(key)}
          </li>
        ))}
      </ul>

      <section className="grid gap-4 md:grid-cols-3">
        {STEPS.map(([title, steps]) => (
          <div key={title} className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="font-bold text-fg">{t(title)}</h2>
            <p className="mt-2 text-sm leading-relaxed text-fg-muted">{t(steps)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
