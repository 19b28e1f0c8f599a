import fastifyMultipart from '@fastify/multipart';
import { type FieldMessageKey, fieldMessage } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './http';
import { IMAGE_MAX_BYTES, ImageRejected } from './images';

export interface FormData {
  /** Text fields (a field sent twice keeps its last value), or a JSON body's values. */
  fields: Record<string, unknown>;
  /** File parts by field name, in the order sent; an empty file part counts as absent. */
  files: Record<string, Buffer[]>;
}

export interface FormLimits {
  /** Field names that may carry files; other files are refused. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes?: number;
}

/** Understands multipart/form-data in this scope only (JSON bodies elsewhere are untouched). */
export async function registerMultipart(scope: FastifyInstance, limits: FormLimits): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: {
      fileSize: limits.maxFileBytes ?? IMAGE_MAX_BYTES,
      files: limits.maxFiles,
      fields: 60,
      fieldSize: 100_000,
      fieldNameSize: 100,
      parts: limits.maxFiles + 60,
      headerPairs: 20,
    },
  });
}

export function fieldError(req: FastifyRequest, field: string, key: FieldMessageKey, params?: Record<string, string | number>) {
  return new AppError(400, 'VALIDATION_ERROR', undefined, [{ field, message: fieldMessage(key, req.lang, params) }]);
}

/** 409 on the slug field: another record of the same kind has this address. */
export function slugTaken(req: FastifyRequest): AppError {
  return new AppError(409, 'SLUG_TAKEN', undefined, [{ field: 'slug', message: fieldMessage('slug_taken', req.lang) }]);
}

/** A refused picture as the field message a person reads. */
export function imageError(req: FastifyRequest, field: string, error: unknown): unknown {
  return error instanceof ImageRejected ? fieldError(req, field, error.key, error.params) : error;
}

/**
 * Reads a whole multipart form into memory (files are bounded by the scope's limits). Errors of
 * the multipart reader become field messages: too large, too many files, unreadable.
 */
export async function readForm(req: FastifyRequest, limits: FormLimits): Promise<FormData> {
  const form: FormData = { fields: {}, files: {} };
  // The same fields as JSON are accepted too (no files then: images as addresses).
  if (!req.isMultipart()) {
    const body = req.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) form.fields = { ...(body as Record<string, unknown>) };
    else if (body !== undefined && body !== null) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    return form;
  }
  let current = limits.fileFields[0] ?? 'file';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      current = part.fieldname;
      if (!limits.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw fieldError(req, part.fieldname, 'unknown_field');
      }
      const bytes = await part.toBuffer();
      // A file input left empty sends a nameless, empty part: the same as not sending it.
      if (bytes.length === 0 && !part.filename) continue;
      const list = form.files[part.fieldname] ?? [];
      list.push(bytes);
      form.files[part.fieldname] = list;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const max = Math.round((limits.maxFileBytes ?? IMAGE_MAX_BYTES) / 1024 / 1024);
    switch (code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw fieldError(req, current, 'image.size', { max });
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw fieldError(req, current, 'image.count', { max: limits.maxFiles });
      case 'FST_MP_PREMATURE_CLOSE':
        throw error;
      default:
        req.log.info({ err: error }, 'unreadable multipart form');
        throw new AppError(400, 'BAD_REQUEST');
    }
  }
  return form;
}
