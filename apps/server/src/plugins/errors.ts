import { type ErrorCode, type ErrorEnvelope, errorMessage, issuesToFieldErrors } from '@sen/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/http';
import { RequestValidationError } from './validation';

function send(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  code: ErrorCode,
  extra?: Partial<ErrorEnvelope>,
  params?: Record<string, string | number>,
) {
  const body: ErrorEnvelope = {
    statusCode: status,
    message: errorMessage(code, req.lang ?? 'vi', params),
    errorCode: code,
    metadata: null,
    ...extra,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes mapped to ours, so clients never see a raw framework error. */
const FASTIFY_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_RATE_LIMIT: [429, 'TOO_MANY_REQUESTS'],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, req, reply) => {
    if (error instanceof AppError) {
      return send(
        reply,
        req,
        error.statusCode,
        error.code,
        error.fieldErrors ? { metadata: { errors: error.fieldErrors } } : {},
        error.params,
      );
    }
    if (error instanceof RequestValidationError) {
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const errors = issuesToFieldErrors(error.issues, req.lang, where === 'body' ? undefined : where);
      const first = errors[0];
      const summary = errorMessage('VALIDATION_ERROR', req.lang);
      return send(reply, req, 400, 'VALIDATION_ERROR', {
        message: first ? `${summary}: ${first.field ? `${first.field} — ` : ''}${first.message}` : summary,
        metadata: { errors },
      });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, req, mapped[0], mapped[1]);
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return send(reply, req, 400, 'INVALID_JSON');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404
          ? 'NOT_FOUND'
          : status === 429
            ? 'TOO_MANY_REQUESTS'
            : status === 401
              ? 'UNAUTHORIZED'
              : status === 403
                ? 'FORBIDDEN'
                : 'BAD_REQUEST';
      return send(reply, req, status, code);
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, req, 500, 'INTERNAL_ERROR');
  });
}
