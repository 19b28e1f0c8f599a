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
  /**
   * Set when the count stopped at a cap (a filtered admin product list, decision 0381): there are
   * MORE than `totalCount` rows ("1000+"), and `totalPages` counts the pages known to exist — at
   * least one after the last row counted, so the table can always page on.
   */
  capped?: true;
}

/**
 * The pages of a list of `totalCount` rows; when `capped` (more than `totalCount` rows), the pages
 * known to exist: those rows and at least one more.
 */
export function pageCount(totalCount: number, limit: number, capped = false): number {
  return capped ? Math.floor(totalCount / limit) + 1 : Math.max(1, Math.ceil(totalCount / limit));
}

export const SUCCESS_MESSAGE = 'Success';
