import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';

/**
 * A gzip member written from pieces, most of them compressed once and kept.
 *
 * A deflate stream may be cut into blocks, each compressed on its own: a piece compressed
 * alone and ended with a sync flush (not a final block) ends on a byte boundary, so such
 * pieces, stored blocks (bytes as they are, behind a five-byte header) and one final
 * empty block after them make one valid stream. An answer made of kept bytes (a plant's
 * template pieces, a garden plant's page, a kept search answer) then costs a copy of
 * their compressed form, its few changing values written as stored blocks, and a CRC-32
 * of the plain bytes, instead of compressing the whole answer again: gzip at the cost of
 * a copy. The answer is a little larger than one compressed whole (each piece starts
 * without the others' words), far smaller than the plain text.
 */

/** Kept pieces shorter than this are stored: their compressed form would save little or nothing. */
const MIN_KEPT_DEFLATE = 64;
/** Runs of fresh text at least this long are compressed for the answer; shorter ones are stored. */
const MIN_FRESH_DEFLATE = 512;
/** The most a stored block holds. */
const MAX_STORED = 0xffff;
/** ID1 ID2, deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final block of fixed codes with nothing in it: the end of the stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Raw deflate blocks, ended by a sync flush so more blocks may follow. */
function deflateBlocks(bytes: Uint8Array): Buffer {
  return deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH, chunkSize: outputChunkFor(bytes) });
}

/**
 * zlib's output buffer for `bytes`: room for all of it (deflate adds a few bytes to what
 * does not compress) rather than zlib's 16 KB, allocated for every call.
 */
const outputChunkFor = (bytes: Uint8Array) =>
  Math.min(constants.Z_DEFAULT_CHUNK, Math.max(constants.Z_MIN_CHUNK, bytes.byteLength + 64));

/**
 * Output to keep, in memory of its own size. zlib answers a view of its output buffer,
 * whose memory the view holds as long as it lives: a kept 200-byte piece held 16 KB.
 */
function ownCopy(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/** The compressed form of kept bytes, or null where it is no smaller; kept as long as the bytes are. */
const keptBlocks = new WeakMap<Uint8Array, Buffer | null>();

/** The compressed form of kept bytes (`deflateBlocks`), or null where it is no smaller: made once, and kept. */
export function blocksOfKept(bytes: Uint8Array): Buffer | null {
  let blocks = keptBlocks.get(bytes);
  if (blocks === undefined) {
    const deflated = deflateBlocks(bytes);
    blocks = deflated.byteLength < bytes.byteLength ? ownCopy(deflated) : null;
    keptBlocks.set(bytes, blocks);
  }
  return blocks;
}

/** The bytes stored blocks holding `length` bytes take: the bytes and a five-byte header per block. */
const storedLength = (length: number) => length + 5 * Math.ceil(length / MAX_STORED);

/**
 * `plain` (the whole answer) as a gzip member, `parts` being its pieces in order: kept bytes
 * (a `Uint8Array` that lives on; its compressed form is kept with it), or a count of fresh
 * bytes (this answer's own). Kept pieces are compressed once and reused; runs of fresh
 * bytes and short kept pieces are compressed when long, stored when short.
 */
export function gzipParts(plain: Uint8Array, parts: readonly (Uint8Array | number)[]): Buffer {
  // What goes out between the header and the end: compressed blocks, or a run of `plain`
  // (its start and end) to store.
  const body: (Buffer | number)[] = [];
  let length = GZIP_HEADER.byteLength + FINAL_BLOCK.byteLength + 8;
  let runStart = 0;
  let at = 0;
  const endRun = () => {
    if (at === runStart) return;
    if (at - runStart >= MIN_FRESH_DEFLATE) {
      const blocks = deflateBlocks(plain.subarray(runStart, at));
      if (blocks.byteLength < at - runStart) {
        body.push(blocks);
        length += blocks.byteLength;
        return;
      }
    }
    body.push(runStart, at);
    length += storedLength(at - runStart);
  };
  for (const part of parts) {
    if (typeof part === 'number') {
      at += part;
      continue;
    }
    const blocks = part.byteLength >= MIN_KEPT_DEFLATE ? blocksOfKept(part) : null;
    if (blocks) {
      endRun();
      body.push(blocks);
      length += blocks.byteLength;
      runStart = at + part.byteLength;
    }
    at += part.byteLength;
  }
  if (at !== plain.byteLength) throw new Error('gzipParts: the parts do not make up the answer');
  endRun();

  const gzip = Buffer.allocUnsafe(length);
  gzip.set(GZIP_HEADER, 0);
  let written = GZIP_HEADER.byteLength;
  for (let i = 0; i < body.length; i++) {
    const item = body[i]!;
    if (typeof item !== 'number') {
      gzip.set(item, written);
      written += item.byteLength;
      continue;
    }
    const end = body[++i] as number;
    for (let from = item; from < end; from += MAX_STORED) {
      const size = Math.min(MAX_STORED, end - from);
      gzip[written] = 0; // not final, stored
      gzip[written + 1] = size & 0xff; // LEN and NLEN, little-endian
      gzip[written + 2] = size >>> 8;
      gzip[written + 3] = ~size & 0xff;
      gzip[written + 4] = (~size >>> 8) & 0xff;
      copyBytes(plain, from, size, gzip, written + 5);
      written += 5 + size;
    }
  }
  gzip.set(FINAL_BLOCK, written);
  written += FINAL_BLOCK.byteLength;
  gzip.writeUInt32LE(crc32(plain), written);
  gzip.writeUInt32LE(plain.byteLength % 2 ** 32, written + 4);
  return gzip;
}

/** Runs up to this long are copied a byte at a time: cheaper than a view of them and a copy call. */
const MAX_BYTEWISE_COPY = 64;

/** Copies `length` bytes of `from` at `start` to `to` at `at`. */
function copyBytes(from: Uint8Array, start: number, length: number, to: Uint8Array, at: number): void {
  if (length <= MAX_BYTEWISE_COPY) {
    for (let i = 0; i < length; i++) to[at + i] = from[start + i]!;
  } else {
    to.set(new Uint8Array(from.buffer, from.byteOffset + start, length), at);
  }
}

/** Kept answers as gzip members, kept as long as the answers are. */
const keptMembers = new WeakMap<Uint8Array, Buffer>();

/** A kept answer as a gzip member, compressed once as a whole. */
export function gzipKept(plain: Uint8Array): Buffer {
  let member = keptMembers.get(plain);
  if (!member) keptMembers.set(plain, (member = ownCopy(gzipWhole(plain))));
  return member;
}

/** `plain` as a gzip member, compressed whole: for answers with no kept pieces. */
export function gzipWhole(plain: Uint8Array): Buffer {
  return gzipSync(plain, { chunkSize: outputChunkFor(plain) });
}
