/**
 * A multipart body as spec 2 §5 wants it: plain values as text, booleans as "true"/"false",
 * null as "", and for image fields a File replaces, null ("") removes, undefined keeps.
 */
export function toMultipart(fields: Record<string, string | number | boolean | null | undefined | File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(key, value);
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}
