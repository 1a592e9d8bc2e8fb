import { IDENTIFY_MESSAGES, MAX_IMAGE_BYTES } from '#shared/identify.ts';

/** The spec's JPEG quality for a photo taken with the camera. */
export const CAPTURE_JPEG_QUALITY = 0.8;

/** The checks before a photo is sent (spec section 5): the spec's message, or null when it may go. */
export function photoProblem(photo: Blob): string | null {
  if (photo.size > MAX_IMAGE_BYTES) return IDENTIFY_MESSAGES.tooLarge;
  if (!photo.type.startsWith('image/')) return IDENTIFY_MESSAGES.notImage;
  return null;
}

/** The confidence (0 to 1) as the gardener reads it: '92%'. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(Math.min(Math.max(confidence, 0), 1) * 100)}%`;
}
