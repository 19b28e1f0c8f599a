import type { ReactNode } from 'react';

/* Drawn as SVG: emoji depend on the visitor's fonts and show as boxes where none is installed. */
const PATHS: Record<string, ReactNode> = {
  cash: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
  bank: <path d="M3 10h18M5 10v8m4.5-8v8m5-8v8M19 10v8M3 20h18M12 3l9 5H3z" />,
  wallet: (
    <>
      <path d="M20 7H5a2 2 0 0 1 0-4h13v4" />
      <path d="M3 5v14a2 2 0 0 0 2 2h15V7" />
      <path d="M16 14h.01" />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
};

/** The method's icon name from the database (cash, bank, wallet, card…); unknown names get a card. */
export function PaymentIcon({ icon }: { icon: string }) {
  const name = icon.toLowerCase();
  const key = ['cash', 'money', 'cod'].some((k) => name.includes(k))
    ? 'cash'
    : name.includes('bank')
      ? 'bank'
      : name.includes('wallet')
        ? 'wallet'
        : 'card';
  return (
    <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-muted text-brand-600">
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {PATHS[key]}
      </svg>
    </span>
  );
}
