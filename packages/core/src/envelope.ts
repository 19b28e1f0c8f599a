import type { ErrorCode } from './errors';

/** Every JSON answer of the API. */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  metadata: T;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorEnvelope {
  statusCode: number;
  message: string;
  errorCode: ErrorCode | string;
  metadata: { errors?: FieldError[] } | null;
}

export interface Pagination {
  totalCount: number;
  page: number;
  limit: number;
  totalPages: number;
}

export const SUCCESS_MESSAGE = 'Success';
