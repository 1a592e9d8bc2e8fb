import { describe, expect, test } from 'vitest';
import { detectImageFormat } from './image-format.ts';
import { HEIC_START, JPEG_1X1, NOT_IMAGES, PNG_1X1, WEBP_1X1, ftypBox } from './test-support.ts';

describe('detectImageFormat', () => {
  test.each([
    ['a PNG', PNG_1X1, 'png'],
    ['a JPEG', JPEG_1X1, 'jpeg'],
    ['a WebP', WEBP_1X1, 'webp'],
    ['a HEIC photo', HEIC_START, 'heic'],
  ] as const)('knows %s by its bytes', (_name, bytes, format) => {
    expect(detectImageFormat(bytes)).toBe(format);
  });

  test.each([
    ['heix', []],
    ['mif1', ['heic']],
    ['msf1', ['msf1', 'hevc']],
    ['mif1', ['mif1']],
  ])('a HEIF file with major brand %s and compatible brands %j is HEIC', (major, compatible) => {
    expect(detectImageFormat(ftypBox(major, compatible))).toBe('heic');
  });

  test.each(NOT_IMAGES)('$name ($type) is not an image', ({ bytes }) => {
    expect(detectImageFormat(bytes)).toBeNull();
  });

  test('an AVIF file, though a HEIF file too, is not taken for HEIC', () => {
    expect(detectImageFormat(ftypBox('avif', ['avif', 'mif1', 'miaf']))).toBeNull();
  });

  test('a file cut short after the first bytes of a signature is not an image', () => {
    expect(detectImageFormat(PNG_1X1.subarray(0, 4))).toBeNull();
    expect(detectImageFormat(JPEG_1X1.subarray(0, 2))).toBeNull();
    expect(detectImageFormat(WEBP_1X1.subarray(0, 12))).toBeNull();
    expect(detectImageFormat(HEIC_START.subarray(0, 12))).toBeNull();
  });

  test('only the bytes count: an image inside a larger buffer is read from its own start', () => {
    const buffer = new Uint8Array(PNG_1X1.length + 10);
    buffer.set(PNG_1X1, 10);
    expect(detectImageFormat(buffer.subarray(10))).toBe('png');
    expect(detectImageFormat(buffer)).toBeNull();
  });
});
