import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A validation failure carrying zod's issues, with their inputs, for the error handler. */
export class RequestValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

/** Whether a schema takes only an object (refinements included: zod 4 keeps them on the object). */
function takesObject(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType } } })._zod.def;
  if (def.type === 'object') return true;
  if (def.type === 'pipe' && def.in) return takesObject(def.in);
  return false;
}

/**
 * Validates with zod, reporting inputs so a missing field ("required") can be told
 * apart from a value of the wrong type.
 *
 * An object schema's refinements marked `when: always` (cross-field rules that must speak even
 * when another field is wrong) would run on a body of `null`, `[]` or `"text"` and throw; such a
 * body is answered "must be an object" before the schema sees it, for every route at once.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const objectOnly = takesObject(schema);
  return (data) => {
    if (objectOnly && (data === null || typeof data !== 'object' || Array.isArray(data))) {
      const issue = { code: 'invalid_type', expected: 'object', path: [], message: 'body_object', input: data };
      return { error: new RequestValidationError([issue as unknown as z.core.$ZodIssue]) };
    }
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
};
