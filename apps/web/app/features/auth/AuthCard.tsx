import type { ReactNode } from 'react';
import { LotusMark } from '../shell/Logo';

/** The frame of the auth pages (/login, /register, /reset-password, …). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-10 md:py-16">
      <section
        className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        aria-labelledby="auth-title"
      >
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md shadow-brand-900/20">
            <LotusMark className="size-7" />
          </span>
          <h1 id="auth-title" className="mt-4 text-2xl font-bold tracking-tight text-fg">
            {title}
          </h1>
          {subtitle && <p className="mt-1.5 text-sm text-fg-muted">{subtitle}</p>}
        </div>
        {children}
      </section>
    </div>
  );
}
