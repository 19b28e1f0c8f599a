import type { FastifyRequest } from 'fastify';

/**
 * The original e-learning API bound parameters without regard to case (`MaNhom`, `maNhom`,
 * `MaKhoaHoc`…) and clients rely on it. This maps any spelling onto the names our schemas use
 * and drops empty query values ("?tenKhoaHoc=" means no filter), before validation.
 */
export function canonicalKeys(names: readonly string[]) {
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const rename = (input: unknown, dropEmpty: boolean) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (dropEmpty && (value === '' || value === undefined)) continue;
      const name = byLower.get(key.toLowerCase()) ?? key;
      // The canonical spelling wins when a client sends two.
      if (name in out && key !== name) continue;
      out[name] = Array.isArray(value) && dropEmpty ? value[0] : value;
    }
    return out;
  };
  return async (req: FastifyRequest) => {
    req.query = rename(req.query, true);
    if (req.body !== undefined) req.body = rename(req.body, false);
  };
}
