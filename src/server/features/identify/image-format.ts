import type { ImageFormat } from '#shared/identify.ts';

/**
 * Brands of an ISO-BMFF `ftyp` box that mark a HEIF still image (HEIC and friends).
 * `mif1` and `msf1` are generic HEIF brands that AVIF files carry as well, so they
 * count only when no AVIF brand is present.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** `RIFF` size `WEBP` and then the first chunk: `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended). */
function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 16 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 4) === 'WEBP' &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4))
  );
}

/** An `ftyp` box first, whose major or compatible brands name a HEIF image. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // 0 means "to the end of the file"; anything else must hold the major brand and minor version.
  if (boxSize !== 0 && boxSize < 16) return false;
  const end = Math.min(bytes.length, boxSize === 0 ? bytes.length : boxSize);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return true;
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return false;
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

/**
 * What image a file is, by its first bytes alone (never by its name or declared type):
 * JPEG, PNG, WebP or HEIC; null for anything else, an empty file included.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (isWebp(bytes)) return 'webp';
  if (isHeic(bytes)) return 'heic';
  return null;
}

export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};
