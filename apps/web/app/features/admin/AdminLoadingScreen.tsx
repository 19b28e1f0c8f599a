import type { MessageKey } from '@sen/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { LotusMark } from '../shell/Logo';

/** Spec 1 §9: the loading screen's animation interval. */
export const LOADING_INTERVAL_MS = 3500;
const STEPS: MessageKey[] = ['admin.loading.session', 'admin.loading.permissions', 'admin.loading.workspace'];

/** Full-screen branded loading screen shown until the admin shell knows who is signed in. */
export function AdminLoadingScreen() {
  const t = useT();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => (s + 1) % STEPS.length), LOADING_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="admin-loading"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-slate-950 via-slate-900 to-brand-950 text-white"
    >
      <span
        className="flex size-20 items-center justify-center rounded-3xl bg-gradient-to-br from-brand-500 to-brand-700 shadow-2xl shadow-brand-900/50 motion-safe:animate-pulse"
        style={{ animationDuration: `${LOADING_INTERVAL_MS}ms` }}
      >
        <LotusMark className="size-12" />
      </span>
      <div className="text-center">
        <p className="text-2xl font-extrabold tracking-tight">Sen Admin</p>
        <p key={step} className="animate-fade-in mt-2 text-sm text-slate-300">
          {t(STEPS[step] ?? 'common.loading')}
        </p>
      </div>
      <span aria-hidden="true" className="size-7 animate-spin rounded-full border-[3px] border-white/15 border-t-brand-400" />
    </div>
  );
}
