import type { ReactNode } from 'react';

/** A titled group of the filter panel (a fieldset: screen readers announce the group's name). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-4 first:pt-0 last:border-b-0">
      {/* Floated, so the legend sits inside the padding like a heading instead of on the border. */}
      <legend className="float-left mb-2 w-full text-sm font-semibold text-fg">{title}</legend>
      <div className="clear-both space-y-0.5">{children}</div>
    </fieldset>
  );
}

interface OptionProps {
  type: 'checkbox' | 'radio';
  name: string;
  label: ReactNode;
  count?: number;
  checked: boolean;
  onChange: () => void;
  testId?: string;
}

/** One choice with its count; a choice that would give nothing is dimmed but still allowed. */
export function FilterOption({ type, name, label, count, checked, onChange, testId }: OptionProps) {
  return (
    <label
      className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-muted"
      data-testid={testId}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="size-4 shrink-0 accent-brand-600" />
      <span className={count === 0 && !checked ? 'flex-1 text-fg-muted' : 'flex-1 text-fg'}>{label}</span>
      {count !== undefined && <span className="text-xs text-fg-muted tabular-nums">{count}</span>}
    </label>
  );
}
