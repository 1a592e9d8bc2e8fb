import type { ErrorCode } from '#shared/errors.ts';

/** `network` when the server could not be reached at all; `offline` when the device has no network. */
export type ApiErrorCode = ErrorCode | 'network' | 'offline';

/** What a change made without a network answers: it is refused at once, never kept to be sent later. */
export const OFFLINE_MESSAGE = 'You’re offline, so this change was not saved. Try again when you’re back online.';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A failed API call, carrying the status and the `{"error":{"code","message"}}` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The parsed JSON body, for errors that carry more than a message (suggestions on a 422). */
  readonly body: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, body: unknown = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type RequestOptions = {
  /** Sent as JSON. A FormData body is sent as it is (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function fallbackCode(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'invalid';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'invalid';
  }
}

function readErrorBody(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message };
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // Offline, a read may still be answered from the app's offline copy; a change may not.
  if (method !== 'GET' && isOffline()) throw new ApiError(0, 'offline', OFFLINE_MESSAGE);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown = null;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    const parsed = readErrorBody(data);
    throw new ApiError(
      response.status,
      (parsed?.code as ErrorCode | undefined) ?? fallbackCode(response.status),
      parsed?.message ?? `Request failed: ${response.status} ${response.statusText}`.trim(),
      data,
    );
  }
  return data as T;
}

/** A small JSON client for our own `/api`; cookies travel only to the same origin. */
export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
