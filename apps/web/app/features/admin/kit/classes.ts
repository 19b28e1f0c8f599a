/* The kit's looks, as class strings (Tailwind sees them here; no admin rules in the storefront's CSS layer). */

const btnBase =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-500';
export const btn = `${btnBase} border border-line bg-surface text-fg hover:bg-muted`;
export const btnPrimary = `${btnBase} bg-brand-600 text-white shadow-sm hover:bg-brand-700`;
export const btnDanger = `${btnBase} bg-red-600 text-white hover:bg-red-700`;
export const btnGhost = `${btnBase} text-fg-muted hover:bg-muted hover:text-fg`;
export const iconBtn =
  'inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg disabled:opacity-40 disabled:hover:bg-transparent';
export const input =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted/70 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 disabled:opacity-60';
export const label = 'mb-1 block text-sm font-medium text-fg';
export const card = 'rounded-xl border border-line bg-surface shadow-sm';
export const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';
