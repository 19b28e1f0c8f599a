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
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const objectOnly = takesObject(schema);
  const validate = (data: unknown) => {
    if (objectOnly && (data === null || typeof data !== 'object' || Array.isArray(data))) {
      const issue = { code: 'invalid_type', expected: 'object', path: [], message: 'body_object', input: data };
      return { error: new RequestValidationError([issue as unknown as z.core.$ZodIssue]) };
    }
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
  return httpPart === 'params' || httpPart === 'querystring' ? remembered(validate) : validate;
};

/**
 * Parsed path parameters and query strings remembered, all routes together: at most this many, each
 * from raw values of at most REMEMBERED_KEY characters, so ~1.5 MB at worst; started over when full.
 */
const REMEMBERED = 1000;
const REMEMBERED_KEY = 512;
const rememberedValues = new Map<string, Record<string, unknown>>();
let validators = 0;

/**
 * Path parameters and query strings repeat (the same product, the same listing filters): their
 * parsed form is kept, keyed by the route's validator and the raw values, so a repeat skips zod
 * (decision 0375). Only flat answers (strings, numbers, booleans, null, lists of those) are kept,
 * and each request gets its own copy, so a handler changing its `req.query` changes no other
 * request's. Failures are not kept.
 */
function remembered(validate: (data: unknown) => { value?: unknown; error?: Error }) {
  const id = `${++validators}:`;
  return (data: unknown) => {
    if (data === null || typeof data !== 'object') return validate(data);
    const raw = JSON.stringify(data);
    if (raw.length > REMEMBERED_KEY) return validate(data);
    const key = id + raw;
    const hit = rememberedValues.get(key);
    if (hit) return { value: copy(hit) };
    const result = validate(data);
    const value = result.value;
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isFlat)) {
      if (rememberedValues.size >= REMEMBERED) rememberedValues.clear();
      rememberedValues.set(key, copy(value as Record<string, unknown>));
    }
    return result;
  };
}

function isScalar(v: unknown): boolean {
  return v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function isFlat(v: unknown): boolean {
  return isScalar(v) || (Array.isArray(v) && v.every(isScalar));
}

function copy(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in value) {
    const v = value[k];
    out[k] = Array.isArray(v) ? [...v] : v;
  }
  return out;
}
