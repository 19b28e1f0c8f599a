import { useRef, useState } from 'react';
import { focusFirstInvalid } from './errors';

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * The state every text form here keeps: the typed values, one message per field (cleared as the
 * person types in it), and the inputs, so a failed submit moves focus to the first field in
 * `order` that has a message (`order` may name non-text fields too, such as a checkbox whose input
 * the form registers in `refs`). `bind(field)` gives a text field component its props.
 */
export function useFormFields<V extends Record<string, string>, F extends string = Extract<keyof V, string>>(
  initial: V,
  order: readonly F[],
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const bind = (field: Extract<keyof V, string> & F) => ({
    value: values[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    error: errors[field],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  /** Shows `found` (replacing the old messages) and focuses the first; true when there is any. */
  const showErrors = (found: Errors<F>): boolean => {
    setErrors(found);
    const any = Object.keys(found).length > 0;
    if (any) focusFirstInvalid([...order], found, refs.current);
    return any;
  };

  return { values, setValues, errors, setErrors, refs, bind, showErrors };
}
