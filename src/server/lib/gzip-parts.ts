import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { answerMemory } from './answer-memory.ts';

/**
 * A gzip member written from pieces, most of them compressed once and kept.
 *
 * A deflate stream may be cut into blocks, each compressed on its own: a piece compressed
 * alone and ended with a sync flush (not a final block) ends on a byte boundary, so such
 * pieces, stored blocks (bytes as they are, behind a five-byte header) and one final
 * empty block after them make one valid stream. An answer made of kept bytes (a plant's
 * template pieces, a garden plant's page, a kept search answer) then costs a copy of
 * their compressed form, its few changing values written as stored blocks, and a CRC-32
 * put together from the kept pieces' own CRCs and the changing values', instead of
 * compressing the whole answer again: gzip at the cost of a copy. The answer is a little
 * larger than one compressed whole (each piece starts without the others' words), far
 * smaller than the plain text.
 *
 * A template's pieces are kept together (`KeptPieces`): their bytes in one buffer, their
 * compressed blocks in another, their bounds and CRCs in typed arrays. Kept as separate
 * buffers, every piece of an answer cost a few trips to main memory (the buffer, its
 * memory, its compressed form's), and those trips were most of an answer's gzip.
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
/** A stored block's header: BFINAL and BTYPE, then LEN and NLEN. */
const STORED_HEADER = 5;

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
function ownCopy(bytes: Uint8Array): Buffer {
  if (bytes.buffer.byteLength === bytes.byteLength && Buffer.isBuffer(bytes)) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/**
 * CRC-32 arithmetic, as zlib's crc32_combine does it: the CRC-32 of A then B is that of A
 * multiplied by x^(8·|B|) modulo the CRC's polynomial, plus that of B. A kept piece's CRC
 * is worked out once, so an answer's CRC costs a few lookups per kept piece instead of a
 * pass over every byte of the answer.
 */
const CRC_POLYNOMIAL = 0xedb88320 | 0;

/**
 * a·b modulo the polynomial, both as CRC-32 writes them (bit-reversed: x^0 is the top
 * bit). In 32-bit integers throughout, which V8 keeps in registers.
 */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (a |= 0; a !== 0; a <<= 1) {
    if (a < 0) product ^= b;
    b = (b >>> 1) ^ (-(b & 1) & CRC_POLYNOMIAL);
  }
  return product;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X_TO_2_TO_THE: readonly number[] = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/**
 * Multiplying by x^(8·2^k) (what 2^k more bytes do to a CRC), k = 0…MAX_SHIFT_BITS − 1,
 * as tables: the product of a CRC is the product of its four bytes, looked up and added
 * (XOR), so a CRC is carried over `length` bytes in four lookups per set bit of `length`.
 * 24 of them, 96 KB, cover answers up to 16 MB.
 */
const MAX_SHIFT_BITS = 24;
const SHIFT_TABLES: readonly Int32Array[] = Array.from({ length: MAX_SHIFT_BITS }, (_, k) => {
  const by = X_TO_2_TO_THE[k + 3]!;
  const table = new Int32Array(1024);
  for (let byte = 0; byte < 4; byte++) {
    // Each entry from its lowest bit's product and the rest's: the product is linear.
    for (let bit = 0; bit < 8; bit++) table[byte * 256 + (1 << bit)] = multiplyModP(by, (1 << bit) << (8 * byte));
    for (let value = 3; value < 256; value++) {
      const low = value & -value;
      if (low !== value) table[byte * 256 + value] = table[byte * 256 + low]! ^ table[byte * 256 + (value ^ low)]!;
    }
  }
  return table;
});

/**
 * The CRC-32 of bytes A then B, from A's CRC, B's CRC and B's length (zlib's
 * crc32_combine). CRCs here are signed 32-bit integers (`crc32(…) | 0`), which V8 keeps
 * unboxed; `>>> 0` gives the unsigned value.
 */
export function crcThen(crcA: number, crcB: number, lengthB: number): number {
  let crc = crcA | 0;
  for (let k = 0; lengthB > 0; k++, lengthB >>>= 1) {
    if ((lengthB & 1) === 0) continue;
    if (k < MAX_SHIFT_BITS) {
      const table = SHIFT_TABLES[k]!;
      crc =
        table[crc & 0xff]! ^
        table[256 + ((crc >>> 8) & 0xff)]! ^
        table[512 + ((crc >>> 16) & 0xff)]! ^
        table[768 + (crc >>> 24)]!;
    } else {
      crc = multiplyModP(X_TO_2_TO_THE[(k + 3) % 32]!, crc >>> 0);
    }
  }
  return crc ^ crcB;
}

/** CRC-32 of each byte value, for short runs: a call to zlib costs more than the loop. */
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ CRC_POLYNOMIAL : c >>> 1;
  return c;
});

/** Runs up to this long have their CRC worked out here; longer ones by zlib. */
const MAX_TABLE_CRC = 256;

/** The CRC-32 of what `crc` covers followed by `bytes[from, to)`, as zlib's crc32(bytes, crc). */
function crcOn(crc: number, bytes: Uint8Array, from: number, to: number): number {
  if (to - from > MAX_TABLE_CRC) return crc32(bytes.subarray(from, to), crc >>> 0) | 0;
  let c = ~crc;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c;
}

/**
 * Kept bytes in pieces, in one buffer (`bytes`, piece i from `starts[i]` to
 * `starts[i + 1]`), with each piece's CRC-32 and, made when an answer is first gzipped from
 * them, each piece's compressed blocks, one after another in one buffer (none for a piece
 * that is short or does not compress).
 */
export class KeptPieces {
  readonly bytes: Uint8Array;
  readonly starts: Int32Array;
  /** Each piece's CRC-32, as a signed 32-bit integer (see `crcThen`). */
  readonly crcs: Int32Array;
  private compressed: { blocks: Buffer; starts: Int32Array } | undefined = undefined;

  constructor(pieces: readonly Uint8Array[]) {
    this.starts = new Int32Array(pieces.length + 1);
    this.crcs = new Int32Array(pieces.length);
    let length = 0;
    pieces.forEach((piece, i) => {
      this.starts[i] = length;
      this.crcs[i] = crc32(piece) | 0;
      length += piece.byteLength;
    });
    this.starts[pieces.length] = length;
    // In memory of their own: a slice of Node's pool would hold all of it. One piece in
    // memory of its own already (a kept answer) is kept as it is.
    this.bytes = ownCopy(pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, length));
  }

  get count(): number {
    return this.crcs.length;
  }

  /** Piece i's bytes. */
  piece(i: number): Uint8Array {
    return this.bytes.subarray(this.starts[i], this.starts[i + 1]);
  }

  /** The pieces' compressed blocks: piece i's from `starts[i]` to `starts[i + 1]` of `blocks`, none where they are equal. */
  blocks(): { blocks: Buffer; starts: Int32Array } {
    if (!this.compressed) {
      const starts = new Int32Array(this.count + 1);
      const all: Uint8Array[] = [];
      let length = 0;
      for (let i = 0; i < this.count; i++) {
        starts[i] = length;
        const piece = this.piece(i);
        if (piece.byteLength < MIN_KEPT_DEFLATE) continue;
        const deflated = deflateBlocks(piece);
        if (deflated.byteLength >= piece.byteLength) continue;
        all.push(deflated);
        length += deflated.byteLength;
      }
      starts[this.count] = length;
      this.compressed = { blocks: ownCopy(Buffer.concat(all, length)), starts };
    }
    return this.compressed;
  }
}

const keptAlone = new WeakMap<Uint8Array, KeptPieces>();

/** Kept bytes (a kept answer) as one piece, made once and kept as long as they are. */
export function keptPiecesOf(bytes: Uint8Array): KeptPieces {
  let pieces = keptAlone.get(bytes);
  if (!pieces) keptAlone.set(bytes, (pieces = new KeptPieces([bytes])));
  return pieces;
}

/**
 * A gzip member being written into `out`: kept pieces (their compressed blocks, or their
 * bytes stored) and fresh texts, in order. Runs of stored bytes go in stored blocks; a run
 * of `MIN_FRESH_DEFLATE` bytes or more is compressed when that makes it smaller. `out`
 * must hold the member stored whole: `GzipMember.room`.
 */
export class GzipMember {
  private at = GZIP_HEADER.byteLength;
  private crc = 0;
  private plainLength = 0;
  /** Where the open run of stored bytes starts (after its header's room), or -1. */
  private run = -1;

  /** Room enough for a member of `plainLength` bytes in at most `segments` kept pieces and texts. */
  static room(plainLength: number, segments: number): number {
    return (
      GZIP_HEADER.byteLength +
      FINAL_BLOCK.byteLength +
      8 +
      plainLength +
      STORED_HEADER * (segments + Math.ceil(plainLength / MAX_STORED) + 1)
    );
  }

  constructor(private readonly out: Buffer) {
    out.set(GZIP_HEADER, 0);
  }

  /** Fresh text, written as UTF-8. */
  text(text: string): void {
    this.openRun();
    const { out, at } = this;
    const end = writeText(out, text, at);
    this.crc = crcOn(this.crc, out, at, end);
    this.plainLength += end - at;
    this.at = end;
  }

  /** Piece i of kept pieces, compressed (`compressed`, from `pieces.blocks()`) where it has blocks. */
  piece(pieces: KeptPieces, compressed: { blocks: Buffer; starts: Int32Array }, i: number): void {
    const from = compressed.starts[i]!;
    const to = compressed.starts[i + 1]!;
    const start = pieces.starts[i]!;
    const length = pieces.starts[i + 1]! - start;
    if (from === to) {
      this.openRun();
      copyBytes(pieces.bytes, start, length, this.out, this.at);
    } else {
      this.closeRun();
      copyBytes(compressed.blocks, from, to - from, this.out, this.at);
    }
    this.at += from === to ? length : to - from;
    this.crc = crcThen(this.crc, pieces.crcs[i]!, length);
    this.plainLength += length;
  }

  /** The member: in `out`'s memory when it is large, else copied to memory for answers (answer-memory.ts). */
  finish(): Buffer {
    this.closeRun();
    const { out } = this;
    let at = this.at;
    out.set(FINAL_BLOCK, at);
    at += FINAL_BLOCK.byteLength;
    out.writeUInt32LE(this.crc >>> 0, at);
    out.writeUInt32LE(this.plainLength % 2 ** 32, at + 4);
    at += 8;
    if (at > SCRATCH_MAX) return out.subarray(0, at);
    const member = answerMemory(at);
    member.set(new Uint8Array(out.buffer, out.byteOffset, at));
    return member;
  }

  private openRun(): void {
    if (this.run !== -1) return;
    this.at += STORED_HEADER;
    this.run = this.at;
  }

  /** Ends the run of stored bytes: compressed where it is long and compresses, else in stored blocks. */
  private closeRun(): void {
    const start = this.run;
    if (start === -1) return;
    this.run = -1;
    const { out } = this;
    const size = this.at - start;
    const header = start - STORED_HEADER;
    if (size >= MIN_FRESH_DEFLATE) {
      const deflated = deflateBlocks(out.subarray(start, this.at));
      if (deflated.byteLength < size) {
        out.set(deflated, header);
        this.at = header + deflated.byteLength;
        return;
      }
    }
    // A stored block holds up to 64 KB: a longer run is moved along to make room for more headers.
    const blocks = Math.ceil(size / MAX_STORED);
    for (let block = blocks - 1; block > 0; block--) {
      const from = start + block * MAX_STORED;
      out.copyWithin(from + block * STORED_HEADER, from, Math.min(this.at, from + MAX_STORED));
    }
    for (let block = 0; block < blocks; block++) {
      const blockSize = Math.min(MAX_STORED, size - block * MAX_STORED);
      const at = header + block * (MAX_STORED + STORED_HEADER);
      out[at] = 0; // not final, stored
      out[at + 1] = blockSize & 0xff; // LEN and NLEN, little-endian
      out[at + 2] = blockSize >>> 8;
      out[at + 3] = ~blockSize & 0xff;
      out[at + 4] = (~blockSize >>> 8) & 0xff;
    }
    this.at += (blocks - 1) * STORED_HEADER;
  }
}

/** Where members are written before they are copied out, up to this size; a larger one gets its own. */
const SCRATCH_MAX = 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/** Memory to write a member of up to `room` bytes into (`GzipMember.room`): reused from answer to answer. */
export function memberScratch(room: number): Buffer {
  if (room > SCRATCH_MAX) return Buffer.allocUnsafeSlow(room);
  if (scratch.byteLength < room) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_MAX, 2 * room));
  return scratch;
}

/** Texts up to this long are written a character at a time when they are ASCII: cheaper than a call to the encoder. */
const MAX_CHARWISE_TEXT = 64;

/** Writes `text` as UTF-8 to `out` at `at`; where it ends. */
export function writeText(out: Buffer, text: string, at: number): number {
  if (text.length <= MAX_CHARWISE_TEXT) {
    let i = 0;
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) break;
      out[at + i] = code;
    }
    if (i === text.length) return at + i;
  }
  return at + out.write(text, at);
}

/** Runs up to this long are copied a byte at a time: cheaper than a view of them and a copy call. */
const MAX_BYTEWISE_COPY = 64;

/** Copies `length` bytes of `from` at `start` to `to` at `at`. */
export function copyBytes(from: Uint8Array, start: number, length: number, to: Uint8Array, at: number): void {
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
