import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A validation failure carrying zod's issues, with their inputs, for the error handler. */
export class RequestValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

/**
 * Validates with zod, reporting inputs so a missing field ("required") can be told
 * apart from a value of the wrong type.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
