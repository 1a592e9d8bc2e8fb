import { z } from 'zod';
import type { ImageFormat } from '#shared/identify.ts';
import type { Settings } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { MIME_TYPES } from './image-format.ts';

/** A photo whose bytes have been checked: `format` is what they are. */
export interface Photo {
  bytes: Uint8Array<ArrayBuffer>;
  format: ImageFormat;
}

/** What a provider made of a photo. */
export interface Identification {
  isPlant: boolean;
  /** The plant's common names, the usual one first; empty when it has none or there is no plant. */
  commonNames: string[];
  scientificName: string | null;
  /** 0 to 1: how sure the provider is of the name; 0 when there is no plant. */
  confidence: number;
  /** The provider's own sentence for the gardener, when it writes one. */
  message: string | null;
}

/**
 * Why a photo could not be identified: the provider is down, slow, out of quota, set up
 * wrongly or answered nonsense (`unavailable`, a 503 for the caller), or it could not
 * read this photo (`unprocessable`, a 422: another photo may work).
 */
export class IdentifyFailure extends Error {
  constructor(readonly kind: 'unavailable' | 'unprocessable') {
    super(`plant identification ${kind}`);
    this.name = 'IdentifyFailure';
  }
}

export interface PlantIdentifier {
  readonly name: 'plantnet' | 'openai';
  /** The image formats the provider reads; another format is unprocessable without asking it. */
  readonly formats: readonly ImageFormat[];
  /** Resolves with what the photo shows, or rejects with an IdentifyFailure. */
  identify(photo: Photo): Promise<Identification>;
}

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', heic: 'heic' };

function clampConfidence(value: number): number {
  // Some models answer a percentage despite the instructions.
  const fraction = value > 1 && value <= 100 ? value / 100 : value;
  return Math.min(1, Math.max(0, fraction));
}

function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
}

const NO_PLANT: Identification = {
  isPlant: false,
  commonNames: [],
  scientificName: null,
  confidence: 0,
  message: null,
};

/** Any error on the way (a timeout, a refused connection) as an IdentifyFailure, logged once. */
function asFailure(error: unknown, logger: Logger, provider: string): IdentifyFailure {
  if (error instanceof IdentifyFailure) return error;
  const name = (error as { name?: unknown } | null)?.name;
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  logger.warn({ err: error, provider }, timedOut ? 'plant identification timed out' : 'plant identification failed');
  return new IdentifyFailure('unavailable');
}

/** Reads a reply body as JSON, or fails as unavailable: a provider that answers nonsense is out of order. */
async function jsonOf(response: Response, logger: Logger, provider: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    logger.warn(
      { provider, status: response.status, body: text.slice(0, 200) },
      'plant identification reply is not JSON',
    );
    throw new IdentifyFailure('unavailable');
  }
}

const PlantNetReplySchema = z.object({
  results: z.array(
    z.object({
      score: z.number(),
      species: z.object({
        scientificNameWithoutAuthor: z.string(),
        commonNames: z.array(z.string()).optional(),
      }),
    }),
  ),
});

/**
 * Pl@ntNet's identification API (v2): POST {PLANTNET_BASE_URL}/v2/identify/all with the
 * photo as `images` and `organs=auto`. It reads JPEG and PNG only. A photo it rejects as
 * no plant is its 404 'Species not found'; a photo it cannot read is a 400 (or 413/415).
 * 401 (key), 403 and 429 (quota), 5xx and anything else make it unavailable.
 */
export function createPlantNetIdentifier(
  settings: Pick<Settings, 'PLANTNET_BASE_URL' | 'PLANTNET_API_KEY' | 'PLANT_ID_TIMEOUT_MS'>,
  logger: Logger,
): PlantIdentifier {
  const url = new URL(`${(settings.PLANTNET_BASE_URL ?? '').replace(/\/+$/, '')}/v2/identify/all`);
  url.searchParams.set('api-key', settings.PLANTNET_API_KEY ?? '');
  url.searchParams.set('lang', 'en');
  url.searchParams.set('nb-results', '1');
  url.searchParams.set('include-related-images', 'false');
  const provider = 'plantnet';

  return {
    name: provider,
    formats: ['jpeg', 'png'],
    async identify(photo) {
      try {
        const form = new FormData();
        form.append('organs', 'auto');
        form.append(
          'images',
          new Blob([photo.bytes], { type: MIME_TYPES[photo.format] }),
          `photo.${EXTENSIONS[photo.format]}`,
        );
        const response = await fetch(url, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(settings.PLANT_ID_TIMEOUT_MS),
        });
        if (response.status === 404) {
          const text = await response.text();
          if (/species not found/i.test(text)) return NO_PLANT;
          logger.warn({ provider, status: 404, body: text.slice(0, 200) }, 'plant identification address not found');
          throw new IdentifyFailure('unavailable');
        }
        if ([400, 413, 415].includes(response.status)) {
          logger.info({ provider, status: response.status }, 'plant identification could not read the photo');
          throw new IdentifyFailure('unprocessable');
        }
        if (!response.ok) {
          logger.warn({ provider, status: response.status }, 'plant identification answered with an error');
          throw new IdentifyFailure('unavailable');
        }
        const reply = PlantNetReplySchema.safeParse(await jsonOf(response, logger, provider));
        if (!reply.success) {
          logger.warn({ provider, issues: reply.error.issues.slice(0, 3) }, 'plant identification reply is malformed');
          throw new IdentifyFailure('unavailable');
        }
        const [best] = reply.data.results;
        if (!best) return NO_PLANT;
        const scientificName = cleanName(best.species.scientificNameWithoutAuthor);
        return {
          isPlant: true,
          commonNames: (best.species.commonNames ?? []).flatMap((name) => cleanName(name) ?? []),
          scientificName,
          confidence: clampConfidence(best.score),
          message: null,
        };
      } catch (error) {
        throw asFailure(error, logger, provider);
      }
    },
  };
}

/** What the model is asked to answer, checked again when it does. */
const VisionReplySchema = z.object({
  is_plant: z.boolean(),
  common_name: z.string().nullable(),
  scientific_name: z.string().nullable(),
  confidence: z.number(),
  message: z.string(),
});

/** VisionReplySchema in the strict subset of JSON schema OpenAI-compatible servers enforce. */
export const VISION_REPLY_SCHEMA = {
  type: 'object',
  properties: {
    is_plant: { type: 'boolean', description: 'Whether the photo shows a plant.' },
    common_name: {
      type: ['string', 'null'],
      description: 'The plant’s everyday English name as a US gardener would type it; null when unsure or no plant.',
    },
    scientific_name: { type: ['string', 'null'], description: 'Genus and species; null when unsure or no plant.' },
    confidence: { type: 'number', description: 'From 0 to 1: how sure you are of the name.' },
    message: { type: 'string', description: 'One short, friendly sentence for the gardener.' },
  },
  required: ['is_plant', 'common_name', 'scientific_name', 'confidence', 'message'],
  additionalProperties: false,
} as const;

const SYSTEM_PROMPT = [
  'You identify plants in photos for home gardeners in the United States.',
  'Reply with JSON only, in the given schema.',
  'common_name is the plant’s everyday English name as a gardener would search for it, such as "Tomato", "Sweet Basil" or "Snake Plant".',
  'If the photo shows no plant, set is_plant to false and both names to null.',
  'If you cannot tell which plant it is, give your best guess with a low confidence.',
].join(' ');

const ChatReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const UNREADABLE_IMAGE_CODES = new Set([
  'invalid_image',
  'invalid_image_format',
  'invalid_image_url',
  'image_parse_error',
  'image_too_large',
]);

/** A 400 about the photo itself (corrupt, unsupported, too large), not about our request or model. */
function isAboutTheImage(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === 'string' && UNREADABLE_IMAGE_CODES.has(error.code)) return true;
  const message = typeof error?.message === 'string' ? error.message : '';
  return /\b(invalid|unsupported|corrupt(ed)?|unreadable)\s+image\b|\bimage\b.{0,40}\b(is invalid|corrupt|too large|could not be (processed|decoded|read))/i.test(
    message,
  );
}

/**
 * An OpenAI-compatible chat completions server (OPENAI_BASE_URL, OPENAI_VISION_MODEL,
 * OPENAI_API_KEY): the photo goes as a data: URL, the reply must follow
 * VISION_REPLY_SCHEMA and is checked with zod. A 400 about the image makes the photo
 * unprocessable; any other error, a timeout or a reply that does not parse makes the
 * provider unavailable.
 */
export function createOpenAiIdentifier(
  settings: Pick<Settings, 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_VISION_MODEL' | 'PLANT_ID_TIMEOUT_MS'>,
  logger: Logger,
): PlantIdentifier {
  const url = `${(settings.OPENAI_BASE_URL ?? '').replace(/\/+$/, '')}/chat/completions`;
  const provider = 'openai';

  return {
    name: provider,
    formats: ['jpeg', 'png', 'webp'],
    async identify(photo) {
      try {
        const dataUrl = `data:${MIME_TYPES[photo.format]};base64,${Buffer.from(photo.bytes).toString('base64')}`;
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(settings.OPENAI_API_KEY ? { Authorization: `Bearer ${settings.OPENAI_API_KEY}` } : {}),
          },
          body: JSON.stringify({
            model: settings.OPENAI_VISION_MODEL,
            temperature: 0,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              {
                role: 'user',
                content: [
                  { type: 'text', text: 'Which plant is this?' },
                  { type: 'image_url', image_url: { url: dataUrl } },
                ],
              },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'plant_identification', strict: true, schema: VISION_REPLY_SCHEMA },
            },
          }),
          signal: AbortSignal.timeout(settings.PLANT_ID_TIMEOUT_MS),
        });
        if (response.status === 400 || response.status === 413) {
          const body: unknown = await response.json().catch(() => null);
          if (response.status === 413 || isAboutTheImage(body)) {
            logger.info({ provider, status: response.status }, 'plant identification could not read the photo');
            throw new IdentifyFailure('unprocessable');
          }
          logger.warn({ provider, status: 400, body }, 'plant identification refused the request');
          throw new IdentifyFailure('unavailable');
        }
        if (!response.ok) {
          logger.warn({ provider, status: response.status }, 'plant identification answered with an error');
          throw new IdentifyFailure('unavailable');
        }
        const chat = ChatReplySchema.safeParse(await jsonOf(response, logger, provider));
        const content = chat.success ? chat.data.choices[0]?.message.content : null;
        if (!content) {
          logger.warn({ provider }, 'plant identification reply has no content');
          throw new IdentifyFailure('unavailable');
        }
        let json: unknown;
        try {
          // A server that ignores response_format may still wrap the JSON in a code fence.
          json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
        } catch {
          json = undefined;
        }
        const reply = VisionReplySchema.safeParse(json);
        if (!reply.success) {
          logger.warn({ provider, content: content.slice(0, 200) }, 'plant identification reply is malformed');
          throw new IdentifyFailure('unavailable');
        }
        const { is_plant, common_name, scientific_name, confidence, message } = reply.data;
        const commonName = cleanName(common_name);
        return {
          isPlant: is_plant,
          commonNames: is_plant && commonName ? [commonName] : [],
          scientificName: is_plant ? cleanName(scientific_name) : null,
          confidence: is_plant ? clampConfidence(confidence) : 0,
          message: cleanName(message),
        };
      } catch (error) {
        throw asFailure(error, logger, provider);
      }
    },
  };
}

/** The provider PLANT_ID_PROVIDER names, or null for `none`. */
export function createPlantIdentifier(settings: Settings, logger: Logger): PlantIdentifier | null {
  switch (settings.PLANT_ID_PROVIDER) {
    case 'plantnet':
      return createPlantNetIdentifier(settings, logger);
    case 'openai':
      return createOpenAiIdentifier(settings, logger);
    default:
      return null;
  }
}
