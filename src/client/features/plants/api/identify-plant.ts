import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { IDENTIFY_MESSAGES, IdentifyResponseSchema, type IdentifyResponse } from '#shared/identify.ts';
import { apiClient, isApiError } from '#client/lib/api-client.ts';
import { photoProblem } from '../lib/photo.ts';

/** Why a photo was not identified, in the words the gardener is shown (spec section 8). */
export class IdentifyPlantError extends Error {
  override readonly name = 'IdentifyPlantError';
  /** The HTTP status the server answered, or null when the photo never reached it. */
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

/** Statuses about the upload itself, whose message speaks to the gardener (too large, not an image). */
const UPLOAD_STATUSES = new Set([413, 415, 422]);

const ServerMessageSchema = z.object({ error: z.object({ message: z.string().trim().min(1) }) });

/** The spec's text for a failed identification. */
export function identifyErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.code === 'network') return IDENTIFY_MESSAGES.failed;
  if (error.status === 503) return IDENTIFY_MESSAGES.unavailable;
  if (error.status === 500) return IDENTIFY_MESSAGES.processing;
  if (UPLOAD_STATUSES.has(error.status)) {
    const body = ServerMessageSchema.safeParse(error.body);
    if (body.success) return body.data.error.message;
  }
  return IDENTIFY_MESSAGES.serviceError(error.status);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends the photo as the multipart field `file` and returns what the plant is, with the
 * catalogue plants that match its name. Rejects with IdentifyPlantError (the spec's
 * message) before sending a photo that fails the checks, and on any failure after.
 */
export async function identifyPlant(photo: File, signal?: AbortSignal): Promise<IdentifyResponse> {
  const problem = photoProblem(photo);
  if (problem) throw new IdentifyPlantError(problem);

  const form = new FormData();
  form.append('file', photo, photo.name || 'photo');
  let body: unknown;
  try {
    body = await apiClient.post<unknown>('/api/identify-plant', form, { signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new IdentifyPlantError(
      identifyErrorMessage(error),
      isApiError(error) && error.status > 0 ? error.status : null,
    );
  }
  const parsed = IdentifyResponseSchema.safeParse(body);
  if (!parsed.success) throw new IdentifyPlantError(IDENTIFY_MESSAGES.failed);
  return parsed.data;
}

export type IdentifyPlantInput = { photo: File; signal?: AbortSignal };

export function useIdentifyPlant() {
  return useMutation({
    mutationFn: ({ photo, signal }: IdentifyPlantInput) => identifyPlant(photo, signal),
  });
}
