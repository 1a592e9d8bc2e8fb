/**
 * For tests only: real image files (1×1 pixel, written by a browser's PNG, JPEG and
 * WebP encoders), a HEIC file's opening box, and files that only pretend to be images.
 */

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const PNG_1X1 = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWKyqtX5DwAAAP//Ov92qwAAAAZJREFUAwADxQHl+si3nQAAAABJRU5ErkJggg==',
);

export const JPEG_1X1 = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUATwB/9k=',
);

export const WEBP_1X1 = fromBase64(
  'UklGRhgCAABXRUJQVlA4WAoAAAAgAAAAAAAAAAAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggKgAAALABAJ0BKgEAAQABQCYlmAJ0ugAEMAAA/u9RL/wHRhytUv/ra9t4bEAAAA==',
);

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands; then a `meta` box header. */
export function ftypBox(major: string, compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  box.writeUInt32BE(0, 12);
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  box.writeUInt32BE(8, size);
  box.write('meta', size + 4, 'latin1');
  return new Uint8Array(box);
}

/** How an iPhone's photo begins. */
export const HEIC_START = ftypBox('heic', ['mif1', 'heic']);

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

/** Files that are not images, whatever their names say. */
export const NOT_IMAGES: { name: string; type: string; bytes: Uint8Array }[] = [
  { name: 'photo.jpg', type: 'image/jpeg', bytes: text('This is a shopping list, not a photo.\n') },
  {
    name: 'leaf.svg',
    type: 'image/svg+xml',
    bytes: text('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>'),
  },
  { name: 'leaf.png', type: 'image/png', bytes: text('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n') },
  {
    name: 'leaf.gif',
    type: 'image/gif',
    bytes: fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  },
  { name: 'tomato.jpeg', type: 'image/jpeg', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) },
  { name: 'empty.jpg', type: 'image/jpeg', bytes: new Uint8Array(0) },
  { name: 'clip.heic', type: 'image/heic', bytes: ftypBox('isom', ['isom', 'iso2', 'mp41']) },
];
