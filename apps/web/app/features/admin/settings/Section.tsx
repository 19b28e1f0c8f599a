import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { card } from '../kit/classes';

/** A titled card of a settings form. */
export function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={clsx(card, 'p-4 sm:p-5')} aria-label={title}>
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      {lead && <p className="mt-1 text-sm text-fg-muted">{lead}</p>}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
