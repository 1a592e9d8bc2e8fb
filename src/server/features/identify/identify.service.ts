import type { Kysely } from 'kysely';
import { IDENTIFY_MESSAGES, MAX_IMAGE_BYTES, type IdentifyResponse } from '#shared/identify.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { loadCatalogueIndex } from '../../catalogue/catalogue-index.ts';
import { selectOwnPlants } from '../../catalogue/plant.queries.ts';
import { ownRecords, summaryOf } from '../../catalogue/plant-views.ts';
import type { PlantRecord } from '../../catalogue/plant-records.ts';
import { resolvePlace } from '../../climate/place.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectImageFormat } from './image-format.ts';
import { IdentifyFailure, type Identification, type PlantIdentifier } from './plant-identifier.ts';
import { matchIdentifiedPlant } from './plant-matches.ts';

/** The answer while PLANT_ID_PROVIDER is `none` (the client shows its own text for a 503). */
export const NOT_SET_UP_MESSAGE =
  'Plant identification is not set up on this server. Search for the plant by name instead.';

/** The longest sentence a provider may put in front of the gardener. */
const MESSAGE_MAX_LENGTH = 300;

/** Below this confidence the message says the name is a guess. */
const SURE_ENOUGH = 0.3;

export type IdentifyResult =
  | { kind: 'identified'; response: IdentifyResponse }
  /** The provider could not read this photo; another may work (a 422). */
  | { kind: 'unprocessable'; message: string };

/** What the request carried in its `file` field (a file from a multipart form). */
export interface Upload {
  size: number;
  bytes: () => Promise<ArrayBuffer>;
}

/** Fails unless PLANT_ID_PROVIDER names a provider: checked before the upload is read. */
export function requireIdentifier(identifier: PlantIdentifier | null): PlantIdentifier {
  if (!identifier) throw new AppError('unavailable', NOT_SET_UP_MESSAGE);
  return identifier;
}

function messageFor(identification: Identification, name: string | null): string {
  const own = identification.message?.slice(0, MESSAGE_MAX_LENGTH);
  if (own) return own;
  if (!identification.isPlant) {
    return 'We could not find a plant in this photo. Try a closer photo of a leaf or flower, or search by name.';
  }
  if (!name) return 'This looks like a plant, but we could not tell which. Try another photo, or search by name.';
  const { scientificName } = identification;
  const called = scientificName && scientificName !== name ? `${name} (${scientificName})` : name;
  return identification.confidence >= SURE_ENOUGH
    ? `This looks like ${called}.`
    : `This might be ${called}, but we are not sure. Check the matches, or try a clearer photo.`;
}

/** The catalogue plants (and the gardener's own) the identified names lead to, summarised for the dialog. */
async function matchesFor(
  db: Kysely<Database>,
  user: SessionUser | null,
  identification: Identification,
): Promise<IdentifyResponse['matches']> {
  if (!identification.isPlant) return [];
  const index = await loadCatalogueIndex(db);
  const place = await resolvePlace(db, user, {}, 'ignore');
  const zone = place?.info.zone ?? null;
  const own = user && !user.isAnonymous && zone ? await ownRecords(db, await selectOwnPlants(db, user.id, zone)) : [];
  const recordOf = new Map<PlantFile, PlantRecord>([...own, ...index.plants].map((record) => [record.file, record]));
  const files = matchIdentifiedPlant(
    identification,
    index.plants.map((record) => record.file),
    index.varieties,
    own.map((record) => record.file),
  );
  return files.map((file) => summaryOf(recordOf.get(file)!, index, zone));
}

/**
 * POST /api/identify-plant: checks the upload (at most MAX_IMAGE_BYTES; JPEG, PNG, WebP
 * or HEIC by its bytes), asks the provider what plant it shows and offers the catalogue
 * plants that name leads to. Nothing is stored. Errors: 413 too large, 415 not an image,
 * 503 provider unavailable; a photo the provider cannot read is `unprocessable`.
 */
export async function identifyPlant(
  db: Kysely<Database>,
  identifier: PlantIdentifier,
  user: SessionUser | null,
  upload: Upload,
): Promise<IdentifyResult> {
  if (upload.size > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', IDENTIFY_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await upload.bytes());
  const format = detectImageFormat(bytes);
  if (!format) throw new AppError('unsupported_media_type', IDENTIFY_MESSAGES.notImage);
  if (!identifier.formats.includes(format)) return { kind: 'unprocessable', message: IDENTIFY_MESSAGES.processing };

  let identification: Identification;
  try {
    identification = await identifier.identify({ bytes, format });
  } catch (error) {
    if (error instanceof IdentifyFailure && error.kind === 'unprocessable') {
      return { kind: 'unprocessable', message: IDENTIFY_MESSAGES.processing };
    }
    // Every other failure is the provider's (IdentifyFailure logged it); never a 500 of ours.
    throw new AppError('unavailable', IDENTIFY_MESSAGES.unavailable);
  }

  const name = identification.commonNames[0] ?? identification.scientificName;
  return {
    kind: 'identified',
    response: {
      is_plant: identification.isPlant,
      common_name: identification.isPlant ? name : null,
      confidence: identification.confidence,
      message: messageFor(identification, identification.isPlant ? name : null),
      matches: await matchesFor(db, user, identification),
    },
  };
}
