/**
 * POST /api/identify-plant: a photo in, what the plant is out. Shared by the server
 * (which validates and documents with it) and the client (which parses with it).
 */
import { z } from 'zod';
import { PlantSummarySchema } from '#shared/plants/api.ts';

/** The largest photo accepted, in bytes (the spec's 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Image formats accepted, recognised by their bytes (never by name or declared type). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'heic'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The spec's plant identification result, plus the catalogue plants the name matches. */
export const IdentifyResponseSchema = z.object({
  is_plant: z.boolean(),
  /** The plant's common name, or null when none was found. */
  common_name: z.string().nullable(),
  /** 0 to 1. */
  confidence: z.number().min(0).max(1),
  /** A sentence for the gardener. */
  message: z.string(),
  /** Catalogue plants (and the gardener's own) matching the name, best first; empty when none. */
  matches: z.array(PlantSummarySchema),
});
export type IdentifyResponse = z.infer<typeof IdentifyResponseSchema>;

/** The spec's texts (section 5 and section 8, "Image identify"). */
export const IDENTIFY_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  notImage: 'Please select an image file',
  unavailable:
    'The plant identification service is temporarily unavailable. Please try again in a moment or search manually.',
  processing: 'There was an error processing your image. Please try a different photo or search manually.',
  serviceError: (status: number) => `Service error (${status}). Please try again or search manually.`,
  failed: 'Failed to identify the plant. Please try again or search manually.',
} as const;
