import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#shared/errors.ts';

export const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** An error a service throws on purpose; the one error handler turns it into a response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}
