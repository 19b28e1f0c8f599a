import type { ReactNode } from 'react';
import { Breadcrumb } from '../catalog/Breadcrumb';

/** Breadcrumb, title and lead paragraph shared by the content pages. */
export function PageHero({
  title,
  lead,
  origin,
  children,
}: {
  title: string;
  lead?: string;
  origin: string;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-4">
      <Breadcrumb crumbs={[{ name: title }]} origin={origin} />
      <h1 className="text-3xl font-bold tracking-tight text-fg md:text-4xl">{title}</h1>
      {lead && <p className="max-w-3xl text-base leading-relaxed text-fg-muted md:text-lg">{lead}</p>}
      {children}
    </header>
  );
}
