import type { ReactNode } from 'react';

/** The top of an admin screen: its title (the page's h1), a lead line and the screen's actions. */
export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-fg" data-testid="admin-page-title">
          {title}
        </h1>
        {lead && <p className="mt-1 text-sm text-fg-muted">{lead}</p>}
      </div>
      {actions}
    </div>
  );
}
