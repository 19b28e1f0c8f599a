import type { Category } from '@sen/core/catalog';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { adminCatalogApi } from '../catalog/api';
import { Field } from '../kit/form';

/** A promotion's target categories, ticked from the category tree (staff never type an id). */
export function CategoriesField({ name, label }: { name: string; label: string }) {
  const { control, setValue } = useFormContext();
  const ids = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    const c = new AbortController();
    adminCatalogApi.categories(c.signal).then(
      (r) => setCategories(r.items),
      () => undefined,
    );
    return () => c.abort();
  }, []);
  const toggle = (id: string, on: boolean) =>
    setValue(name, on ? [...ids, id] : ids.filter((x) => x !== id), { shouldDirty: true, shouldValidate: true });
  return (
    <Field name={name} label={label} className="min-w-0">
      {(aria) => (
        <fieldset
          id={aria.id}
          aria-label={label}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          className="max-h-40 overflow-auto rounded-lg border border-line p-2 text-sm"
          data-testid={`categories-${name}`}
        >
          {categories.map((c) => (
            <label key={c._id} className="flex items-center gap-2 py-0.5">
              <input type="checkbox" checked={ids.includes(c._id)} onChange={(e) => toggle(c._id, e.target.checked)} />
              <span className="truncate">{c.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Field>
  );
}
